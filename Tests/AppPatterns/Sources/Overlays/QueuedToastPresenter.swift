import Foundation
import UIKit

/// Toasts queued the way Drops and SwiftMessages queue them.
///
/// `show` only hops to the main
/// queue, which takes the next toast off the queue and hops again to put its window on screen;
/// an auto-hide is scheduled with `asyncAfter`. Every hop reads `UIApplication.shared`, so each
/// block must still see the app it was queued from.
@MainActor
final class QueuedToastPresenter {
  /// The toasts waiting to be shown, oldest first.
  private(set) var waiting: [String] = []
  /// The toast on screen.
  private(set) var overlay: ToastOverlay?
  /// How long a toast shows before it hides itself.
  let duration: TimeInterval

  /// Creates a presenter whose toasts hide after `duration` seconds.
  init(duration: TimeInterval = 3) {
    self.duration = duration
  }

  /// Queues a toast; it shows on a later turn of the main queue.
  func show(_ message: String) {
    DispatchQueue.main.async {
      self.enqueue(message)
    }
  }

  private func enqueue(_ message: String) {
    waiting.append(message)
    guard overlay == nil else { return }
    DispatchQueue.main.async { [weak self] in
      self?.showNext()
    }
  }

  private func showNext() {
    guard overlay == nil, !waiting.isEmpty else { return }
    let overlay = ToastOverlay()
    overlay.show(waiting.removeFirst())
    guard overlay.window != nil else { return }
    self.overlay = overlay
    DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self] in
      self?.hideCurrent()
    }
  }

  private func hideCurrent() {
    overlay?.hide()
    overlay = nil
    showNext()
  }
}
