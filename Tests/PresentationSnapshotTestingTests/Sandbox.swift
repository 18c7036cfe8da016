import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import PresentationSnapshotTesting
@_spi(Testing) import SnapshotStorage
import Testing

/// A private snapshots folder, artifacts folder, environment and run for one test.
///
/// Tests of the assertion never touch the package's own `Snapshots/` and never see the real
/// `CI` or `RECORD_SNAPSHOTS`. The warnings recorded inside `run(_:)` are kept in `warnings` for
/// the test to assert instead of being printed.
struct Sandbox {
  let directory: TemporaryDirectory
  private let runs = CurrentRun()
  let environment: [String: String]
  private let capturedWarnings = Locked<[String]>([])

  init(_ environment: [String: String] = [:]) throws {
    directory = try TemporaryDirectory()
    self.environment = environment.merging([
      "SNAPSHOTS_DIR": directory.url.appendingPathComponent("Snapshots").path,
      "SNAPSHOT_ARTIFACTS": directory.url.appendingPathComponent("artifacts").path,
    ]) { own, _ in own }
  }

  /// Runs `body` with this sandbox's settings, keeping the record mode of any trait.
  ///
  /// The warnings the library records inside are kept in ``warnings``; its errors and
  /// attachments go on to the reporter around the call (Swift Testing, or `captureIssues`).
  func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    var context = SnapshotContext.current
    context.environment = environment
    context.run = run
    let outer = IssueReporter.current
    let warnings = capturedWarnings
    let reporter = IssueReporter(
      recordIssue: { issue in
        if issue.severity == .warning {
          warnings.withLock { $0.append(issue.message) }
        } else {
          outer.recordIssue(issue)
        }
      },
      recordAttachment: outer.recordAttachment)
    return try IssueReporter.$current.withValue(reporter) {
      try SnapshotContext.$current.withValue(context, operation: body)
    }
  }

  /// The warnings recorded inside ``run(_:)``, in order, each as its message.
  var warnings: [String] { capturedWarnings.withLock(\.self) }

  /// Starts a new run, as a second `swift test` would, so the same file can be checked again.
  func resetRun() {
    runs.run.withLock { $0 = SnapshotRun() }
  }

  /// The run the next checks count in.
  var run: SnapshotRun { runs.run.withLock(\.self) }

  /// Removes the sandbox's folder.
  func remove() {
    directory.remove()
  }

  /// The warning for a new snapshot at a path below the sandbox's snapshots folder (outside
  /// any package, so shown in full).
  func recordedWarning(_ path: String) -> String {
    let full = directory.url.appendingPathComponent("Snapshots/" + path).path
    return "Recorded a new snapshot at \(full).\n"
      + "Review it and commit it with your change (git add \(full))."
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

/// The run a sandbox counts its checks in; replaced to simulate a second `swift test`.
final class CurrentRun: Sendable {
  let run = Locked(SnapshotRun())
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
