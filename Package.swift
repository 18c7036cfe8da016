// swift-tools-version: 6.3

import CompilerPluginSupport
import PackageDescription

/// Upcoming language features every target opts into (CONTRIBUTING.md, "Code style").
let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

/// What makes an app file's untouched `import SwiftUI` and `import UIKit` load the headless
/// models: the compiler's module aliases, as README's setup gives them to a consumer's targets;
/// `import QuartzCore`, `import CoreGraphics`, `import ObjectiveC`, `import Combine`,
/// `import WidgetKit`, `import UniformTypeIdentifiers` and `import SafariServices` load the
/// stand-ins for the modules Linux lacks.
let headlessModuleAliases: [SwiftSetting] = [
  .unsafeFlags([
    "-module-alias", "SwiftUI=HeadlessSwiftUI", "-module-alias", "UIKit=HeadlessUIKit",
    "-module-alias", "QuartzCore=HeadlessQuartzCore", "-module-alias",
    "CoreGraphics=HeadlessCoreGraphics", "-module-alias", "ObjectiveC=HeadlessObjectiveC",
    "-module-alias", "Combine=HeadlessCombine", "-module-alias", "WidgetKit=HeadlessWidgetKit",
    "-module-alias", "UniformTypeIdentifiers=HeadlessUniformTypeIdentifiers", "-module-alias",
    "SafariServices=HeadlessSafariServices", "-module-alias",
    "CoreTransferable=HeadlessCoreTransferable",
  ])
]

/// The targets the QuartzCore, CoreGraphics, ObjectiveC, UniformTypeIdentifiers and
/// SafariServices aliases name, which the `HeadlessUIKit` product carries.
let headlessStandIns: [Target.Dependency] = [
  "HeadlessQuartzCore", "HeadlessCoreGraphics", "HeadlessObjectiveC",
  "HeadlessUniformTypeIdentifiers", "HeadlessSafariServices",
]

let package = Package(
  name: "PresentationSnapshots",
  // iOS 17: users still test there, and every API the libraries use exists there
  // (`UIWindowScene`, `UIWindow.windowScene`, `.automatic`: iOS 13; `Test.current`: the
  // toolchain's Swift Testing). macOS 14: the oldest macOS Xcode 26 (tools version 6.3) runs on.
  // Synchronization's `Mutex` needs iOS 18 and macOS 15, so the libraries lock with `Locked`.
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "PresentationHierarchy", targets: ["PresentationHierarchy"]),
    .library(name: "PresentationSnapshotTesting", targets: ["PresentationSnapshotTesting"]),
    // With the stand-ins for the Apple modules Linux lacks, which README's setup aliases
    // `import QuartzCore`, `import CoreGraphics`, `import ObjectiveC`,
    // `import UniformTypeIdentifiers` and `import SafariServices` to.
    .library(
      name: "HeadlessUIKit",
      targets: [
        "HeadlessUIKit", "HeadlessQuartzCore", "HeadlessCoreGraphics", "HeadlessObjectiveC",
        "HeadlessUniformTypeIdentifiers", "HeadlessSafariServices",
      ]
    ),
    // With the stand-in for Combine, which README's setup aliases `import Combine` to and
    // HeadlessSwiftUI re-exports, as SwiftUI re-exports Combine, and the stand-in for WidgetKit,
    // which it aliases `import WidgetKit` to.
    .library(
      name: "HeadlessSwiftUI",
      targets: [
        "HeadlessSwiftUI", "HeadlessCombine", "HeadlessWidgetKit", "HeadlessCoreTransferable",
      ]
    ),
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
      dependencies: [
        "PresentationHierarchy", "HeadlessUniformTypeIdentifiers",
        .target(name: "_Testing_UIKit", condition: .when(platforms: [.linux])),
        .target(name: "_Testing_CoreGraphics", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: upcomingFeatures
    ),
    // Swift Testing on Linux declares cross-import overlays for UIKit and CoreGraphics whose
    // modules it doesn't ship, so a test file that imports Testing and an aliased `UIKit` or
    // `CoreGraphics` (and not SwiftUI) fails with "no such module '_Testing_UIKit'". These empty
    // modules, built beside HeadlessUIKit on Linux only, are what the compiler finds instead.
    .target(name: "_Testing_UIKit", swiftSettings: upcomingFeatures),
    .target(name: "_Testing_CoreGraphics", swiftSettings: upcomingFeatures),
    // Stands in for UniformTypeIdentifiers (Linux lacks it): `UTType`, which HeadlessUIKit
    // re-exports, as UIKit's and SwiftUI's file APIs take it.
    .target(name: "HeadlessUniformTypeIdentifiers", swiftSettings: upcomingFeatures),
    // Stand-ins for Apple modules Linux lacks: each re-exports HeadlessUIKit, for app files'
    // `import QuartzCore`, `import CoreGraphics` and `import ObjectiveC` (module aliases).
    .target(
      name: "HeadlessQuartzCore", dependencies: ["HeadlessUIKit"], swiftSettings: upcomingFeatures),
    .target(
      name: "HeadlessCoreGraphics", dependencies: ["HeadlessUIKit"],
      swiftSettings: upcomingFeatures),
    .target(
      name: "HeadlessObjectiveC", dependencies: ["HeadlessUIKit"], swiftSettings: upcomingFeatures),
    // Stands in for SafariServices (Linux lacks it): `SFSafariViewController`, re-exporting
    // HeadlessUIKit, for app files' `import SafariServices`.
    .target(
      name: "HeadlessSafariServices", dependencies: ["HeadlessUIKit"],
      swiftSettings: upcomingFeatures),
    // Stands in for Combine (Linux lacks it): publishers, subjects, `ObservableObject` and
    // `@Published`, delivering synchronously. On Apple platforms it re-exports Combine.
    .target(name: "HeadlessCombine", swiftSettings: upcomingFeatures),
    // Stands in for CoreTransferable (Linux lacks it): `Transferable` and its representations,
    // which HeadlessSwiftUI re-exports, as SwiftUI re-exports CoreTransferable.
    .target(
      name: "HeadlessCoreTransferable", dependencies: ["HeadlessUIKit", "HeadlessCombine"],
      swiftSettings: upcomingFeatures),
    .target(
      name: "HeadlessSwiftUI",
      dependencies: [
        "HeadlessUIKit", "HeadlessCombine", "HeadlessCoreTransferable", "PresentationHierarchy",
        "HeadlessSwiftUIMacros",
      ],
      swiftSettings: upcomingFeatures
    ),
    // Stands in for WidgetKit (Linux lacks it): widget families, timelines, configurations and
    // `WidgetCenter`, inert, for widget code and the app code that reloads widgets.
    .target(
      name: "HeadlessWidgetKit", dependencies: ["HeadlessSwiftUI", "HeadlessSwiftUIMacros"],
      swiftSettings: upcomingFeatures),
    // The compiler plugin behind HeadlessSwiftUI's `#Preview` and `@Previewable`: it expands
    // every use to nothing. It speaks the plugin protocol by hand, so it needs no swift-syntax
    // and builds in seconds.
    .macro(name: "HeadlessSwiftUIMacros", swiftSettings: upcomingFeatures),
    .target(
      name: "PresentationExplorer",
      dependencies: ["HeadlessSwiftUI", "HeadlessUIKit", "PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    // The seed articles' code, copied exactly with its own `import SwiftUI` and `import UIKit`,
    // and the apps the demo and the tests run. The module aliases make those imports load the
    // headless models, as README's setup does for an app's own targets. No product holds this
    // target, so no consumer's target depends on its unsafe flags, and a consumer's `swift run
    // snapshots` never builds it.
    .target(
      name: "SeedApps",
      dependencies: ["HeadlessSwiftUI", "HeadlessUIKit", "HeadlessCombine"] + headlessStandIns,
      path: "Tests/SeedSourceTests/SeedApps",
      swiftSettings: upcomingFeatures + headlessModuleAliases
    ),
    .executableTarget(
      name: "snapshot-benchmarks",
      dependencies: [
        "PresentationHierarchy", "HierarchyDiffing", "HeadlessUIKit", "HeadlessSwiftUI",
        "SeedApps", "PresentationExplorer",
      ],
      exclude: ["PERFORMANCE.md"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SnapshotReview",
      dependencies: ["SnapshotStorage", "HierarchyDiffing", "PresentationHierarchy"],
      swiftSettings: upcomingFeatures
    ),
    // The tool a user's package runs: reviewing needs no headless model.
    .executableTarget(
      name: "snapshots", dependencies: ["SnapshotReview"], swiftSettings: upcomingFeatures),
    // The seed apps' demo and explorer (README's first command), apart from the user's tool; no
    // product, so a user's package never builds it.
    .executableTarget(
      name: "examples",
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
      dependencies: [
        "PresentationHierarchy", "HeadlessUIKit", "HeadlessSwiftUI", "SeedApps", "SnapshotStorage",
        "PresentationSnapshotTesting",
      ],
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
        "HeadlessSafariServices",
      ],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SnapshotReviewTests",
      dependencies: ["SnapshotReview", "SnapshotStorage", "snapshots", "examples"],
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
    // A stand-in for UIKit, test-only: HeadlessUIKit (UIKit's spelling) plus the few UIKit
    // symbols the live capture reads that the model doesn't define, with Apple's signatures and
    // isolation. It proves that LiveUIKitCapture's UIKit files compile, not how UIKit behaves.
    .target(
      name: "UIKitStandIn",
      dependencies: ["HeadlessUIKit"],
      path: "Tests/UIKitStandIn",
      swiftSettings: upcomingFeatures
    ),
    // LiveUIKitCapture's sources (a symbolic link to Sources/LiveUIKitCapture) compiled with
    // `import UIKit` meaning the stand-in, so `canImport(UIKit)` holds and the UIKit files are
    // compiled in CI on Linux. A module alias keeps the name `UIKit` away from every other
    // target (SeedApps and users' code choose HeadlessUIKit with `#if canImport(UIKit)`); cross-
    // import overlays are off because Swift Testing declares one for UIKit.
    .testTarget(
      name: "LiveUIKitStandInTests",
      dependencies: ["UIKitStandIn", "HeadlessUIKit", "PresentationHierarchy"],
      exclude: ["LiveUIKitCapture/LiveUIKitCapture.docc"],
      swiftSettings: upcomingFeatures + [
        .unsafeFlags([
          "-module-alias", "UIKit=UIKitStandIn", "-Xfrontend", "-disable-cross-import-overlays",
        ])
      ]
    ),
    // LiveUIKitCapture's documented device test, compiled and run on Linux: against the UIKit
    // stand-in, with `import LiveUIKitCapture` meaning LiveUIKitCapture's sources compiled there
    // (a module alias), in a headless app's scope.
    .target(
      name: "LiveUIKitCaptureOnStandIn",
      dependencies: ["UIKitStandIn", "HeadlessUIKit", "PresentationHierarchy"],
      path: "Tests/LiveUIKitSnippets/Capture",
      exclude: ["LiveUIKitCapture/LiveUIKitCapture.docc"],
      swiftSettings: upcomingFeatures + [
        .unsafeFlags([
          "-module-alias", "UIKit=UIKitStandIn", "-Xfrontend", "-disable-cross-import-overlays",
        ])
      ]
    ),
    .testTarget(
      name: "LiveUIKitSnippetTests",
      dependencies: [
        "LiveUIKitCaptureOnStandIn", "UIKitStandIn", "HeadlessUIKit", "PresentationSnapshotTesting",
      ],
      path: "Tests/LiveUIKitSnippets/Tests",
      swiftSettings: upcomingFeatures + [
        .unsafeFlags([
          "-module-alias", "UIKit=UIKitStandIn", "-module-alias",
          "LiveUIKitCapture=LiveUIKitCaptureOnStandIn", "-Xfrontend",
          "-disable-cross-import-overlays",
        ])
      ]
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
    // App code written the way public apps and overlay libraries write it, one folder per Apple
    // topic, with untouched `import UIKit`/`import SwiftUI` and in Swift 5 language mode as most
    // apps still are: it must compile unchanged against the models (module aliases as README's
    // setup), and AppPatternsTests drives it.
    .target(
      name: "AppPatterns",
      dependencies: [
        "HeadlessSwiftUI", "HeadlessUIKit", "HeadlessCombine", "HeadlessWidgetKit",
        "HeadlessCoreTransferable",
      ] + headlessStandIns,
      path: "Tests/AppPatterns/Sources",
      swiftSettings: headlessModuleAliases + [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "AppPatternsTests",
      dependencies: [
        "AppPatterns", "HeadlessSwiftUI", "HeadlessUIKit", "HeadlessWidgetKit",
        "PresentationSnapshotTesting", "HierarchyTestSupport", "HeadlessSafariServices",
        "HierarchyDiffing", "PresentationExplorer",
      ],
      path: "Tests/AppPatterns/Tests",
      swiftSettings: upcomingFeatures
    ),
    // README's guided example app and the tests README and the DocC articles show, compiled and
    // run as written: scripts/check-snippets.py checks that every Swift snippet of README and the
    // DocC catalogs stands in a file compiled here (or in another test target).
    .target(
      name: "App",
      dependencies: ["HeadlessSwiftUI", "HeadlessUIKit", "HeadlessCombine"] + headlessStandIns,
      path: "Tests/DocSnippets/App",
      swiftSettings: upcomingFeatures + headlessModuleAliases
    ),
    .testTarget(
      name: "DocSnippetTests",
      dependencies: [
        "App", "HeadlessSwiftUI", "HeadlessUIKit", "PresentationSnapshotTesting",
        "PresentationHierarchy", "HierarchyDiffing", "PresentationExplorer",
      ],
      path: "Tests/DocSnippets/Tests",
      swiftSettings: upcomingFeatures + headlessModuleAliases
    ),
    // An app module with types named `Node`, `Rect` and `Visibility`, beside README's imports.
    .target(
      name: "AppNamesFixture", path: "Tests/AppNamesFixture", swiftSettings: upcomingFeatures),
    .testTarget(
      name: "HeadlessSwiftUITests",
      dependencies: [
        "HeadlessSwiftUI", "HeadlessUIKit", "HeadlessWidgetKit", "PresentationSnapshotTesting",
        "HierarchyTestSupport", "AppNamesFixture",
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)
