/// A control that runs actions when the user interacts with it, as UIKit's `UIControl`.
///
/// Actions are added with ``addAction(_:for:)``; a tap (``UIApplication/tap(_:)``) that the
/// control receives sends `.touchUpInside` and `.primaryActionTriggered`. Target-action with
/// selectors needs the Objective-C runtime and is not provided.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The kinds of interaction a control reports, as UIKit's `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch that ends inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's primary action, such as a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// The states a control's appearance can depend on, as UIKit's `UIControl.State`.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The default state.
    public static let normal = State([])
    /// The state while the user touches the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The state of a disabled control.
    public static let disabled = State(rawValue: 1 << 1)
    /// The state of a selected control.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control responds to touches; a disabled control still receives them, and runs
  /// nothing.
  public var isEnabled = true

  private var actions: [(action: UIAction, events: Event)] = []

  /// Adds an action to run for events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events that run it.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Removes an action from events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events that no longer run it.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    actions = actions.compactMap { entry in
      guard entry.action === action else { return entry }
      let events = entry.events.subtracting(controlEvents)
      return events.isEmpty ? nil : (entry.action, events)
    }
  }

  /// Runs the actions added for any of the events, in the order they were added.
  ///
  /// - Parameter controlEvents: The events that happened.
  public func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

/// What runs when a ``UIAction`` is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action a control or menu performs, as UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
  /// The action's title.
  public var title: String
  /// What the action does.
  let handler: UIActionHandler

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The action's title.
  ///   - handler: What the action does.
  public init(title: String = "", handler: @escaping UIActionHandler) {
    self.title = title
    self.handler = handler
    super.init()
  }
}
