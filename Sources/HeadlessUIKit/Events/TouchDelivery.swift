/// What a window does with a touch event it is sent (`UIWindow.sendEvent(_:)`'s default): the
/// engine behind the touch's journey from the window to its view, the view's gesture
/// recognizers and the control, row or SwiftUI `Button` it belongs to.
@MainActor
enum TouchDelivery {
  /// Delivers the window's touches of an event: a beginning touch to the recognizers of its
  /// view and superviews (``RecognizerTouches``), then to the view's `touchesBegan(_:with:)`;
  /// an ending one to those recognizers, then to the tap recognizers of the view and its
  /// superviews, then — unless one cancels the touch in the view — to `touchesEnded(_:with:)`
  /// and the actions of what the view belongs to, else to `touchesCancelled(_:with:)`
  /// [DOC: responder-chain article; `uikit/uigesturerecognizer/cancelstouchesinview`].
  static func deliver(_ event: UIEvent, in window: UIWindow) {
    for touch in event.touches(for: window) ?? [] {
      guard let view = touch.view else { continue }
      switch touch.phase {
      case .began:
        RecognizerTouches.began(touch, with: event, on: view)
        view.touchesBegan([touch], with: event)
      case .ended:
        end(touch, on: view, with: event)
      default:
        continue
      }
    }
  }

  private static func end(_ touch: UITouch, on view: UIView, with event: UIEvent) {
    let point = touch.location(in: nil)
    let own = RecognizerTouches.ended(touch, with: event, on: view)
    let tapCancelled = GestureDelivery.deliver(
      to: view, at: point, stopsAtControls: true,
      accepts: { recognizer in
        (recognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 1
          && !own.recognized.contains { $0 === recognizer }
      },
      states: [.ended])
    guard !own.cancels, !tapCancelled else {
      touch.phase = .cancelled
      view.touchesCancelled([touch], with: event)
      return
    }
    view.touchesEnded([touch], with: event)
    runTapTarget(from: view, at: point)
  }

  /// Runs the action of the first thing, from the view up, that a tap acts on: a table or
  /// collection row, a text view, a control or a SwiftUI tap target.
  private static func runTapTarget(from view: UIView, at point: CGPoint) {
    var current: UIView? = view
    while let candidate = current {
      if let cell = candidate as? UITableViewCell, let table = cell.tableView {
        table.selectTapped(cell)
        return
      }
      if let textView = candidate as? UITextView {
        textView.tapped()
        return
      }
      if let cell = candidate as? UICollectionViewCell, let collection = cell.collectionView {
        collection.selectTapped(cell)
        return
      }
      if let control = candidate as? UIControl {
        control.receiveTap(at: point)
        return
      }
      if let action = candidate.engine.spatialTapAction {
        if action(point) { return }
        current = candidate.superview
        continue
      }
      if let action = candidate.engine.tapAction {
        action()
        return
      }
      current = candidate.superview
    }
  }
}
