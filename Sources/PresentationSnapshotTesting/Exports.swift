// One `import PresentationSnapshotTesting` gives tests everything this module's API mentions.
@_exported public import HierarchyDiffing
@_exported public import PresentationHierarchy
@_exported public import SnapshotStorage
