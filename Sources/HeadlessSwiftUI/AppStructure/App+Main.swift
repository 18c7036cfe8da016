import Dispatch
import Foundation
import PresentationHierarchy

extension App {
  /// Runs the app, for `@main struct MyApp: App`.
  ///
  /// On a device SwiftUI runs the app until the user quits it [DOC: `swiftui/app/main()`]. The
  /// headless model has no screen to run on: it launches the app as
  /// `UIApplication.launch(MyApp.self)` does, prints the launch's snapshot (the snapshot file
  /// format, one step named `launch`) to standard output, and exits, so `swift run` of an app
  /// target on Linux shows what the app puts on screen. Tests launch the app with
  /// `UIApplication.launch(_:profile:)` instead.
  @MainActor @preconcurrency public static func main() {
    Task { @MainActor in
      let application = await UIApplication.launch(Self.self)
      print(launchSnapshot(of: application), terminator: "")
      exit(0)
    }
    dispatchMain()
  }

  /// The snapshot of a launched app, as `main()` prints it.
  @MainActor static func launchSnapshot(of application: UIApplication) -> String {
    SnapshotFormat.write(
      Recording(steps: [Recording.Step("launch", application.captureHierarchy())]))
  }
}
