import Foundation
import HeadlessUIKit
import PresentationHierarchy

/// What a test drives on a view: the inputs the model's gestures respond to.
enum GestureInput {
  /// One tap (`app.tap(_:)`).
  case tap
  /// A press held long enough for any minimum duration, without moving (`app.longPress(_:)`).
  case longPress
  /// A drag by a translation, in points (`app.pan(_:by:)`).
  case drag(CGSize)
}

/// An input delivered to a gesture attached to a view.
struct GestureEvent {
  /// What the finger did.
  let input: GestureInput
  /// Where the touch began, in screen coordinates.
  let location: CGPoint
  /// The frame of the view the gesture is attached to, in screen coordinates.
  let frame: Rect
  /// When the input happened.
  let time: Date

  /// A screen point in a gesture's coordinate space: the view's own for `.local`, the screen's
  /// for `.global`; a `.named` space reads as `.global` [INF: the model doesn't keep named
  /// spaces' frames after layout; a known gap].
  func point(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
    guard case .local = space else { return point }
    return CGPoint(x: Double(point.x) - frame.x, y: Double(point.y) - frame.y)
  }
}

/// A gesture's life for one input: the values it takes, whether it ends, and the callbacks its
/// modifiers attached to each step.
struct GestureRun<Value> {
  /// The values the gesture takes, in order; it ends with the last one when ``ends``.
  var values: [Value]
  /// Whether the gesture ends (succeeds) with its last value, rather than failing.
  var ends: Bool
  /// Runs the callbacks for the value at an index (`onChanged`, `updating`).
  var step: @MainActor (Int) -> Void = { _ in }
  /// Runs the callbacks for the gesture's end (`onEnded`).
  var end: @MainActor () -> Void = {}
  /// Resets what the gesture changed while under way (`@GestureState`), after it ends or fails.
  var finish: @MainActor () -> Void = {}

  /// The run with its values mapped, its callbacks unchanged.
  func map<T>(_ transform: (Value) -> T) -> GestureRun<T> {
    GestureRun<T>(
      values: values.map(transform), ends: ends, step: step, end: end, finish: finish)
  }

  /// Performs the run: each value's callbacks in order, then the end's, then the reset.
  @MainActor
  func perform() {
    for index in values.indices { step(index) }
    if ends { end() }
    finish()
  }
}

/// A gesture attached to a view with `.gesture`, `.highPriorityGesture` or
/// `.simultaneousGesture`.
struct GestureAttachment {
  /// How the gesture ranks against the view's other gestures and its subviews'.
  enum Priority {
    /// `.gesture`: after the gestures of the view's content.
    case normal
    /// `.highPriorityGesture`: before the gestures of the view's content.
    case high
    /// `.simultaneousGesture`: together with the others.
    case simultaneous
  }

  let priority: Priority
  let mask: GestureMask
  /// The node the modifier was applied to, whose frame is the gesture's local coordinate space.
  ///
  /// The gesture itself lands on the nodes inside that take touches. Held weakly: the node
  /// keeps its attachments.
  weak var anchor: ViewNode?
  /// The anchor's frame in screen coordinates, kept when the gesture's view is rendered (the
  /// nodes go away after a render).
  var anchorFrame: Rect?
  /// What performing the gesture for an event does, or `nil` when it doesn't recognize it.
  let run: @MainActor (GestureEvent) -> (@MainActor () -> Void)?

  @MainActor init<G: Gesture>(_ gesture: G, priority: Priority, mask: GestureMask) {
    self.priority = priority
    self.mask = mask
    run = { event in
      guard let run = gestureRun(gesture, for: event) else { return nil }
      return { run.perform() }
    }
  }
}

/// The gestures attached to a node, innermost first.
enum GestureAttachmentsKey: NodeValueKey {
  static var defaultValue: [GestureAttachment] { [] }
}

/// Decides which gestures an input runs, from the view it reached outward, as SwiftUI's
/// gesture precedence does.
///
/// - a gesture of a view's content (a `Button`'s, a `.gesture` inside) wins over a `.gesture`
///   around it [DOC: `swiftui/view/gesture(_:including:)`: "Attaches a gesture to the view
///   with a lower precedence than gestures defined by the view"];
/// - a `.highPriorityGesture` wins over every gesture inside it [DOC:
///   `swiftui/view/highprioritygesture(_:including:)`: "with a higher precedence than
///   gestures defined by the view"]; the outermost one that recognizes the input wins;
/// - a `.simultaneousGesture` runs together with the winner [DOC:
///   `swiftui/view/simultaneousgesture(_:including:)`: "to process simultaneously with
///   gestures defined by the view"], unless a high-priority gesture around it won;
/// - a `GestureMask` without `.gesture` disables its own gesture, one without `.subviews`
///   every gesture inside it [DOC: `swiftui/gesturemask`].
///
/// The gestures of one view rank as nested views: its own action (a `Button`'s, an
/// `.onTapGesture`'s) innermost, then its gesture modifiers in the order they were applied
/// [INF: a modifier wraps the view it modifies]. Callbacks run innermost first [INF].
@MainActor
enum GestureArbiter {
  /// One gesture on the way out from the view an input reached.
  private struct Layer {
    let priority: GestureAttachment.Priority
    let mask: GestureMask
    let perform: (@MainActor () -> Void)?
  }

  /// Runs the gestures an input at a screen point starts, from the view it reached outward;
  /// returns whether any ran.
  @discardableResult
  static func deliver(_ input: GestureInput, at point: CGPoint, from view: UIView) -> Bool {
    var layers: [Layer] = []
    let time = Date()
    var current: UIView? = view
    while let candidate = current {
      if let content = candidate as? RenderedContentView {
        if case .tap = input, let action = content.ownTapAction {
          layers.append(Layer(priority: .normal, mask: .all, perform: action))
        }
        let ownFrame = content.screenFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        for attachment in content.gestureAttachments {
          let frame = attachment.anchorFrame ?? ownFrame
          let event = GestureEvent(input: input, location: point, frame: frame, time: time)
          layers.append(
            Layer(
              priority: attachment.priority, mask: attachment.mask, perform: attachment.run(event)))
        }
      }
      current = candidate.superview
    }
    var enabled = layers.map { $0.mask.contains(.gesture) }
    for (outer, layer) in layers.enumerated() where !layer.mask.contains(.subviews) {
      for inner in 0..<outer { enabled[inner] = false }
    }
    let recognizing = layers.indices.filter { enabled[$0] && layers[$0].perform != nil }
    let simultaneous = recognizing.filter { layers[$0].priority == .simultaneous }
    var chosen: [Int]
    if let high = recognizing.last(where: { layers[$0].priority == .high }) {
      chosen = [high] + simultaneous.filter { $0 > high }
    } else {
      chosen = simultaneous
      if let normal = recognizing.first(where: { layers[$0].priority == .normal }) {
        chosen.append(normal)
      }
    }
    for index in chosen.sorted() { layers[index].perform?() }
    return !chosen.isEmpty
  }

  /// Installs what a rendered view does with the model's inputs: taps through
  /// `spatialTapAction`, long presses and drags through recognizers on views with gestures.
  static func install(on view: RenderedContentView) {
    view.gestureAttachments = view.gestureAttachments.map { attachment in
      var rendered = attachment
      rendered.anchorFrame = attachment.anchor?.frame
      rendered.anchor = nil
      return rendered
    }
    if view.ownTapAction != nil || !view.gestureAttachments.isEmpty {
      view.engine.spatialTapAction = { [unowned view] point in
        deliver(.tap, at: point, from: view)
      }
    } else {
      view.engine.spatialTapAction = nil
    }
    if !view.gestureAttachments.isEmpty,
      !(view.gestureRecognizers ?? []).contains(where: { $0 is SwiftUILongPressRecognizer })
    {
      view.addGestureRecognizer(SwiftUILongPressRecognizer())
      view.addGestureRecognizer(SwiftUIPanRecognizer())
    }
  }
}

/// The long-press recognizer the model puts on a view with SwiftUI gestures [INF: SwiftUI
/// recognizes its gestures through UIKit recognizers on the hosting view's content]: when a
/// driven long press ends, the view's gestures and those around it get it.
final class SwiftUILongPressRecognizer: UILongPressGestureRecognizer {
  override var state: UIGestureRecognizer.State {
    didSet {
      guard state == .ended, let view else { return }
      let local = location(in: view)
      let origin = view.boundsScreenOrigin
      GestureArbiter.deliver(
        .longPress, at: CGPoint(x: Double(local.x) + origin.x, y: Double(local.y) + origin.y),
        from: view)
    }
  }
}

/// The pan recognizer the model puts on a view with SwiftUI gestures: when a driven drag ends,
/// the view's gestures and those around it get its translation.
final class SwiftUIPanRecognizer: UIPanGestureRecognizer {
  override var state: UIGestureRecognizer.State {
    didSet {
      guard state == .ended, let view else { return }
      let local = location(in: view)
      let origin = view.boundsScreenOrigin
      let moved = translation(in: nil)
      GestureArbiter.deliver(
        .drag(CGSize(width: moved.x, height: moved.y)),
        at: CGPoint(x: Double(local.x) + origin.x, y: Double(local.y) + origin.y), from: view)
    }
  }
}
