public import HeadlessUIKit
import PresentationHierarchy

/// The app's capture now, as the text a one-step snapshot file holds.
///
/// - Parameters:
///   - app: The app to capture.
///   - detail: How much of the view tree to keep; the presentation level by default.
/// - Returns: The snapshot text.
@MainActor
public func snapshotText(of app: UIApplication, detail: CaptureDetail = .presentation) -> String {
  SnapshotFormat.write(
    Recording(steps: [Recording.Step("now", app.captureHierarchy(detail: detail))]))
}
