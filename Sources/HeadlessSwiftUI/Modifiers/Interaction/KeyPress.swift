public import Foundation

// Hardware-keyboard and pointer events of SwiftUI. Inert in the model: its devices are iPhones
// with no keyboard or pointer attached that SwiftUI content receives events from, so the
// actions are kept out of the view tree and never run.

/// A press of a key on a hardware keyboard, as SwiftUI's `KeyPress` [DOC: `swiftui/keypress`].
///
/// The model never makes one (see ``View/onKeyPress(phases:action:)``).
public struct KeyPress: Sendable {
  /// The phases of a key press to match, as SwiftUI's `KeyPress.Phases`.
  public struct Phases: OptionSet, Hashable, Sendable {
    /// The phases' raw value.
    public let rawValue: Int

    /// Creates phases from their raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key is held down and repeats.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key was released.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether a key-press action consumed the event, as SwiftUI's `KeyPress.Result`.
  public enum Result: Hashable, Sendable {
    /// The action consumed the event.
    case handled
    /// The action ignored the event, so dispatch continues.
    case ignored
  }

  /// The phase of the press.
  public let phase: KeyPress.Phases
  /// The key pressed.
  public let key: KeyEquivalent
  /// The text the key types, ignoring the modifiers.
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
}

extension View {
  /// Performs an action when a key is pressed while the view has focus.
  ///
  /// Inert in the model: no hardware keyboard sends SwiftUI content key presses.
  ///
  /// - Parameters:
  ///   - key: The key to match.
  ///   - action: The action; returns whether it handled the press.
  /// - Returns: The view, unchanged.
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
  ) -> some View { self }

  /// Performs an action when a key is pressed, in the given phases, while the view has focus.
  ///
  /// Inert in the model.
  ///
  /// - Parameters:
  ///   - key: The key to match.
  ///   - phases: The phases to match.
  ///   - action: The action; returns whether it handled the press.
  /// - Returns: The view, unchanged.
  nonisolated public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Performs an action when one of the keys is pressed while the view has focus.
  ///
  /// Inert in the model.
  ///
  /// - Parameters:
  ///   - keys: The keys to match.
  ///   - phases: The phases to match; key down and repeat by default.
  ///   - action: The action; returns whether it handled the press.
  /// - Returns: The view, unchanged.
  nonisolated public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Performs an action when a key typing one of the characters is pressed while the view has
  /// focus.
  ///
  /// Inert in the model.
  ///
  /// - Parameters:
  ///   - characters: The characters to match.
  ///   - phases: The phases to match; key down and repeat by default.
  ///   - action: The action; returns whether it handled the press.
  /// - Returns: The view, unchanged.
  nonisolated public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }

  /// Performs an action when any key is pressed while the view has focus.
  ///
  /// Inert in the model.
  ///
  /// - Parameters:
  ///   - phases: The phases to match; key down and repeat by default.
  ///   - action: The action; returns whether it handled the press.
  /// - Returns: The view, unchanged.
  nonisolated public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View { self }
}
