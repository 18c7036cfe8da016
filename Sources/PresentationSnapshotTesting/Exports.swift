// One `import PresentationSnapshotTesting` gives tests the types they write, and no generic name
// (`Node`, `Rect`, `Visibility`, `Role`, `Attribute`, …) that could clash with an app's own or
// with SwiftUI's and UIKit's: those stay in their modules, for `import PresentationHierarchy`.

// What a check finds and how it records.
@_exported public import struct HierarchyDiffing.RecordingDiff
// What a test records, queries and selects.
@_exported public import struct PresentationHierarchy.Hierarchy
@_exported public import protocol PresentationHierarchy.HierarchyCapturing
@_exported public import enum PresentationHierarchy.HierarchyQueryError
@_exported public import struct PresentationHierarchy.LayeringRule
@_exported public import struct PresentationHierarchy.LayeringViolation
@_exported public import struct PresentationHierarchy.Point
@_exported public import struct PresentationHierarchy.Recording
@_exported public import enum PresentationHierarchy.SnapshotAttribute
@_exported public import enum PresentationHierarchy.SnapshotFormat
@_exported public import struct PresentationHierarchy.SnapshotSelection
@_exported public import struct PresentationHierarchy.Subtree
@_exported public import enum PresentationHierarchy.SubtreeBuilder
@_exported public import enum SnapshotStorage.RecordMode
@_exported public import struct SnapshotStorage.SnapshotOutcome
