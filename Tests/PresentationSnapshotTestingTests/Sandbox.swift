import Foundation
import HierarchyTestSupport
import PresentationSnapshotTesting

/// A private snapshots folder, artifacts folder, environment and run for one test, so tests of
/// the assertion never touch the package's own `Snapshots/` and never see the real `CI` or
/// `RECORD_SNAPSHOTS`.
struct Sandbox {
  let directory: TemporaryDirectory
  let run = SnapshotRun()
  let environment: [String: String]

  init(_ environment: [String: String] = [:]) throws {
    directory = try TemporaryDirectory()
    self.environment = environment.merging([
      "SNAPSHOTS_DIR": directory.url.appendingPathComponent("Snapshots").path,
      "SNAPSHOT_ARTIFACTS": directory.url.appendingPathComponent("artifacts").path,
    ]) { own, _ in own }
  }

  /// Runs `body` with this sandbox's settings, keeping the record mode of any trait.
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    var context = SnapshotContext.current
    context.environment = environment
    context.run = run
    return try SnapshotContext.$current.withValue(context, operation: body)
  }

  /// Removes the sandbox's folder.
  func remove() {
    directory.remove()
  }

  /// The files below the sandbox's snapshots folder.
  var snapshotFiles: [String] {
    directory.files.filter { $0.hasPrefix("Snapshots/") }
  }

  /// The files below the sandbox's artifacts folder.
  var artifactFiles: [String] {
    directory.files.filter { $0.hasPrefix("artifacts/") }
  }

  /// Writes a reference file below the snapshots folder.
  func writeReference(_ text: String, at relativePath: String) throws {
    try directory.write(text, to: "Snapshots/" + relativePath)
  }

  /// Reads a file below the snapshots folder as text.
  func reference(at relativePath: String) -> String? {
    directory.contents("Snapshots/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
  }
}

/// A launch hierarchy with the mascot in front, and the same with a cover over the mascot.
enum Scenes {
  static let launch = Hierarchy {
    Subtree(.window, "UIWindow", id: "main", .key) {
      Subtree(.transition, "UITransitionView") {
        Subtree(.hosting, "_UIHostingView<RootView>") {
          Subtree(.controller, "UITabBarController", id: "tabs")
          Subtree(.content, "Image", id: "mascot")
        }
      }
    }
  }

  static let covered = Hierarchy {
    Subtree(.window, "UIWindow", id: "main", .key) {
      Subtree(.transition, "UITransitionView") {
        Subtree(.hosting, "_UIHostingView<RootView>") {
          Subtree(.controller, "UITabBarController", id: "tabs")
          Subtree(.content, "Image", id: "mascot")
        }
      }
      Subtree(.transition, "UITransitionView", .presentationStyle("overFullScreen")) {
        Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover")
      }
    }
  }

  static let launchWithOverlay = Hierarchy {
    Subtree(.window, "UIWindow", id: "main") {
      Subtree(.transition, "UITransitionView") {
        Subtree(.hosting, "_UIHostingView<RootView>") {
          Subtree(.controller, "UITabBarController", id: "tabs")
        }
      }
    }
    Subtree(.window, "UIWindow", id: "overlay", .key, .userInteraction(false)) {
      Subtree(.content, "Image", id: "mascot")
    }
  }

  static let fixedCover = Hierarchy {
    Subtree(.window, "UIWindow", id: "main") {
      Subtree(.transition, "UITransitionView") {
        Subtree(.hosting, "_UIHostingView<RootView>") {
          Subtree(.controller, "UITabBarController", id: "tabs")
        }
      }
      Subtree(.transition, "UITransitionView", .presentationStyle("overFullScreen")) {
        Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover")
      }
    }
    Subtree(.window, "UIWindow", id: "overlay", .key, .userInteraction(false)) {
      Subtree(.content, "Image", id: "mascot")
    }
  }
}
