// swift-tools-version: 6.3

import PackageDescription

/// Upcoming language features every target opts into (see STYLE.md §3.10).
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
  name: "PresentationSnapshots",
  products: [
    .library(name: "PresentationHierarchy", targets: ["PresentationHierarchy"]),
    .library(name: "HierarchyDiffing", targets: ["HierarchyDiffing"]),
    .library(name: "SnapshotStorage", targets: ["SnapshotStorage"]),
    .library(name: "PresentationSnapshotTesting", targets: ["PresentationSnapshotTesting"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]),
    .library(name: "LiveUIKitCapture", targets: ["LiveUIKitCapture"]),
    .library(name: "PresentationExplorer", targets: ["PresentationExplorer"]),
    .executable(name: "snapshots", targets: ["snapshots"]),
  ],
  targets: [
    .target(name: "PresentationHierarchy", swiftSettings: upcomingFeatures),
    .target(
      name: "HierarchyDiffing",
      dependencies: ["PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SnapshotStorage",
      dependencies: ["PresentationHierarchy", "HierarchyDiffing"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "PresentationSnapshotTesting",
      dependencies: ["PresentationHierarchy", "HierarchyDiffing", "SnapshotStorage"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "HeadlessSwiftUI",
      dependencies: ["HeadlessUIKit", "PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    // The seed articles' code, copied exactly, with the apps the demo and the tests run.
    .target(
      name: "PresentationExplorer",
      dependencies: ["HeadlessSwiftUI", "HeadlessUIKit", "PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SeedApps",
      dependencies: ["HeadlessSwiftUI", "HeadlessUIKit"],
      path: "Tests/SeedSourceTests/SeedApps",
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "snapshot-benchmarks",
      dependencies: [
        "PresentationHierarchy", "HierarchyDiffing", "HeadlessUIKit", "HeadlessSwiftUI",
        "SeedApps", "PresentationExplorer",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SnapshotReview",
      dependencies: ["SnapshotStorage", "HierarchyDiffing", "PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "snapshots",
      dependencies: [
        "PresentationHierarchy", "HierarchyDiffing", "HeadlessUIKit", "HeadlessSwiftUI", "SeedApps",
        "SnapshotReview", "PresentationExplorer",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "LiveUIKitCapture",
      dependencies: ["PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "HierarchyTestSupport",
      dependencies: ["PresentationHierarchy", "HeadlessUIKit", "HeadlessSwiftUI", "SeedApps"],
      path: "Tests/HierarchyTestSupport",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PresentationHierarchyTests",
      dependencies: ["PresentationHierarchy", "HierarchyTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "HierarchyDiffingTests",
      dependencies: ["HierarchyDiffing", "PresentationHierarchy", "HierarchyTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SnapshotStorageTests",
      dependencies: ["SnapshotStorage", "PresentationHierarchy", "HierarchyTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "PresentationSnapshotTestingTests",
      dependencies: ["PresentationSnapshotTesting", "HierarchyTestSupport"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "HeadlessUIKitTests",
      dependencies: [
        "SeedApps", "HeadlessUIKit", "PresentationSnapshotTesting", "HierarchyTestSupport",
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SnapshotReviewTests",
      dependencies: ["SnapshotReview", "SnapshotStorage", "snapshots"],
      // Snapshot files and the pictures expected of them, read by path.
      exclude: ["Fixtures"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "LiveUIKitCaptureTests",
      dependencies: [
        "LiveUIKitCapture", "PresentationHierarchy", "HeadlessUIKit", "HeadlessSwiftUI",
        "PresentationSnapshotTesting", "SeedApps", "HierarchyTestSupport",
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SeedSourceTests",
      dependencies: [
        "SeedApps", "HeadlessSwiftUI", "HeadlessUIKit", "PresentationSnapshotTesting",
        "HierarchyTestSupport", "PresentationExplorer",
      ],
      path: "Tests/SeedSourceTests/Tests",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: [
        "HeadlessSwiftUI", "HeadlessUIKit", "PresentationSnapshotTesting", "HierarchyTestSupport",
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
