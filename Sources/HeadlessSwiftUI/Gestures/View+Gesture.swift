public import Foundation

/// Options that control how adding a gesture to a view affects other gestures recognized by the
/// view and its subviews, as SwiftUI's `GestureMask`.
///
/// Modelled [DOC: `swiftui/gesturemask`]: without ``gesture`` the added gesture is disabled;
/// without ``subviews`` every gesture inside the view (a `Button`'s included) is.
@frozen
public struct GestureMask: OptionSet, Sendable {
  /// The corresponding value of the raw type.
  public let rawValue: UInt32

  /// Creates a new option set from the given raw value.
  ///
  /// - Parameter rawValue: The raw value of the option set to create.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none = GestureMask([])
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// Enable both the added gesture as well as all other gestures on the view and its subviews.
  public static let all = GestureMask(rawValue: 1 << 0 | 1 << 1)
}

extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
  ///
  /// Modelled: the gesture takes what a test drives on the view's content (see ``Gesture``)
  /// unless a gesture inside, such as a `Button`'s, takes it first; a disabled view's gestures
  /// don't run.
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - mask: A value that controls how adding this gesture to the view affects other gestures
  ///     recognized by the view and its subviews. Defaults to ``GestureMask/all``.
  /// - Returns: The modified view.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    GestureView(
      content: self, attachment: GestureAttachment(gesture, priority: .normal, mask: mask))
  }

  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view,
  /// as ``gesture(_:including:)`` does, when it is enabled.
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - isEnabled: Whether the added gesture is enabled.
  /// - Returns: The modified view.
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    GestureView(
      content: self,
      attachment: GestureAttachment(gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
  ///
  /// Modelled: the gesture takes what a test drives on the view's content before any gesture
  /// inside, a `Button`'s included.
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - mask: A value that controls how adding this gesture to the view affects other gestures
  ///     recognized by the view and its subviews. Defaults to ``GestureMask/all``.
  /// - Returns: The modified view.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    GestureView(content: self, attachment: GestureAttachment(gesture, priority: .high, mask: mask))
  }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view,
  /// as ``highPriorityGesture(_:including:)`` does, when it is enabled.
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - isEnabled: Whether the added gesture is enabled.
  /// - Returns: The modified view.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    GestureView(
      content: self,
      attachment: GestureAttachment(gesture, priority: .high, mask: isEnabled ? .all : .subviews))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the
  /// view.
  ///
  /// Modelled: the gesture runs together with whichever gesture inside takes the input, a
  /// `Button`'s included.
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - mask: A value that controls how adding this gesture to the view affects other gestures
  ///     recognized by the view and its subviews. Defaults to ``GestureMask/all``.
  /// - Returns: The modified view.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    GestureView(
      content: self, attachment: GestureAttachment(gesture, priority: .simultaneous, mask: mask))
  }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the
  /// view, as ``simultaneousGesture(_:including:)`` does, when it is enabled.
  ///
  /// - Parameters:
  ///   - gesture: A gesture to attach to the view.
  ///   - isEnabled: Whether the added gesture is enabled.
  /// - Returns: The modified view.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    GestureView(
      content: self,
      attachment: GestureAttachment(
        gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews))
  }

  /// Adds an action to perform when this view recognizes a long press gesture.
  ///
  /// Modelled: a driven long press on the view's content (`app.longPress(_:)`) calls
  /// `onPressingChanged` with `true`, runs `action`, then calls it with `false` [INF]; a tap
  /// doesn't run `action`. It ranks as ``gesture(_:including:)`` does.
  ///
  /// - Parameters:
  ///   - minimumDuration: The minimum duration of the long press that must elapse before the
  ///     gesture succeeds.
  ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
  ///     press can move before the gesture fails.
  ///   - action: The action to perform when a long press is recognized.
  ///   - onPressingChanged: A closure to run when the pressing state of the gesture changes,
  ///     passing the current state as a parameter.
  /// - Returns: The modified view.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    gesture(
      LongPressActionGesture(
        press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, pressing: onPressingChanged))
  }

  /// Adds an action to perform when this view recognizes a long press gesture, as
  /// ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`` does.
  ///
  /// - Parameters:
  ///   - minimumDuration: The minimum duration of the long press.
  ///   - maximumDistance: The maximum distance the press can move before it fails.
  ///   - pressing: A closure to run when the pressing state of the gesture changes.
  ///   - action: The action to perform when a long press is recognized.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
  )
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    gesture(
      LongPressActionGesture(
        press: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
        action: action, pressing: pressing))
  }

  /// Adds an action to perform when this view recognizes a tap gesture, and provides the
  /// action with the location of the interaction.
  ///
  /// Modelled for one tap, as ``onTapGesture(count:perform:)``: the location is the tap's, in
  /// the coordinate space asked for (`.named` reads as `.global`, a known gap). It ranks as
  /// ``gesture(_:including:)`` does.
  ///
  /// - Parameters:
  ///   - count: The number of taps or clicks required to trigger the action closure provided
  ///     in `action`. Defaults to `1`.
  ///   - coordinateSpace: The coordinate space in which to receive location values. Defaults
  ///     to `.local`.
  ///   - action: The action to perform. This closure receives an input that indicates where
  ///     the interaction occurred.
  /// - Returns: The modified view.
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> some View {
    gesture(
      SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded {
        action($0.location)
      })
  }

  /// Sets the screen edge from which you want your gesture to take precedence over the system
  /// gesture.
  ///
  /// Inert: the model drives no system edge gestures.
  ///
  /// - Parameter edges: A value that indicates the screen edge from which you want your
  ///   gesture to take precedence over the system gesture.
  /// - Returns: The view, unchanged.
  nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}

/// A view with a gesture attached: the gesture lands on the view's nodes (through layout
/// wrappers), after the gestures attached inside.
struct GestureView<Content: View>: View, PrimitiveView {
  let content: Content
  let attachment: GestureAttachment

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content)
    // A disabled view doesn't respond to interaction [DOC: `swiftui/view/disabled(_:)`: "the
    // user can't interact with the view"].
    guard context.environment.isEnabled else { return nodes }
    for node in nodes {
      var anchored = attachment
      anchored.anchor = node
      for target in node.attributeTargets { target[GestureAttachmentsKey.self].append(anchored) }
    }
    return nodes
  }
}

/// The long press behind `.onLongPressGesture`: its pressing state becomes `true`, the action
/// runs when it ends, and the pressing state goes back to `false`.
private struct LongPressActionGesture: Gesture, PrimitiveGesture {
  /// The gesture has no body: the model runs it itself.
  public typealias Body = Never

  typealias Value = Bool
  let press: LongPressGesture
  let action: () -> Void
  let pressing: ((Bool) -> Void)?

  func makeRun(for event: GestureEvent) -> Any? {
    guard var run = gestureRun(press, for: event) else { return nil }
    let pressing = pressing
    let action = action
    run.step = { _ in pressing?(true) }
    run.end = { action() }
    run.finish = { pressing?(false) }
    return run
  }
}
