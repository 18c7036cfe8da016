// Accessibility modifiers, as SwiftUI's: exact declarations, inert for layering. Labels,
// hints, values, traits, actions and sort priorities aren't kept: the model has no
// accessibility tree and finds views by `accessibilityIdentifier(_:)` only [INF]. Hidden
// elements and element grouping change what VoiceOver reads, not what covers what.

/// The modifier accessibility modifiers apply, as SwiftUI's
/// `AccessibilityAttachmentModifier`; inert: its body is the view it modifies.
public struct AccessibilityAttachmentModifier: ViewModifier {
  public func body(content: Content) -> some View { content }
}

/// Which traits an accessibility element has, as SwiftUI's `AccessibilityTraits`; inert.
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: UInt64

  private init(bits: UInt64) { self.bits = bits }

  /// Creates an empty set of traits.
  public init() { bits = 0 }

  /// The element is a button.
  public static let isButton = AccessibilityTraits(bits: 1 << 0)
  /// The element is a header that divides content into sections.
  public static let isHeader = AccessibilityTraits(bits: 1 << 1)
  /// The element is selected.
  public static let isSelected = AccessibilityTraits(bits: 1 << 2)
  /// The element is a link.
  public static let isLink = AccessibilityTraits(bits: 1 << 3)
  /// The element is a search field.
  public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
  /// The element is an image.
  public static let isImage = AccessibilityTraits(bits: 1 << 5)
  /// The element plays its own sound when activated.
  public static let playsSound = AccessibilityTraits(bits: 1 << 6)
  /// The element is a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
  /// The element is text that can't change.
  public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
  /// The element summarizes the app's state when it starts.
  public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
  /// The element's value changes often.
  public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
  /// The element turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
  /// The element is modal: VoiceOver ignores its siblings.
  public static let isModal = AccessibilityTraits(bits: 1 << 14)
  /// The element is a toggle.
  public static let isToggle = AccessibilityTraits(bits: 1 << 15)
  /// The element is a tab bar.
  public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

  public func contains(_ member: AccessibilityTraits) -> Bool {
    bits & member.bits == member.bits
  }

  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits | other.bits)
  }

  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits & other.bits)
  }

  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(bits: bits ^ other.bits)
  }

  @discardableResult
  public mutating func insert(_ newMember: AccessibilityTraits) -> (
    inserted: Bool, memberAfterInsert: AccessibilityTraits
  ) {
    let inserted = !contains(newMember)
    bits |= newMember.bits
    return (inserted, newMember)
  }

  @discardableResult
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    guard contains(member) else { return nil }
    bits &= ~member.bits
    return member
  }

  @discardableResult
  public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
    let present = contains(newMember)
    bits |= newMember.bits
    return present ? newMember : nil
  }

  public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }

  public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }

  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    bits ^= other.bits
  }
}

/// How an accessibility element treats its children, as SwiftUI's
/// `AccessibilityChildBehavior`; inert.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String

  /// The children are ignored; the element stands alone.
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  /// The children stay elements inside this one.
  public static let contain = AccessibilityChildBehavior(name: "contain")
  /// The children's properties are combined into this element.
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// The kind of an accessibility action, as SwiftUI's `AccessibilityActionKind`; inert.
public struct AccessibilityActionKind: Equatable, Sendable {
  let name: String

  /// The element's default action.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The action that dismisses a modal view.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The action of the two-finger double tap.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// The action that deletes.
  public static let delete = AccessibilityActionKind(name: "delete")
  /// The action that shows a menu.
  public static let showMenu = AccessibilityActionKind(name: "showMenu")

  /// Creates a named action kind.
  ///
  /// - Parameter name: The name.
  public init(named name: Text) { self.name = name.string }

  private init(name: String) { self.name = name }
}

extension View {
  /// Sets the label VoiceOver reads; inert: not kept, and taps find views by
  /// `accessibilityIdentifier(_:)`, not by label.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the label VoiceOver reads; inert: not kept, and taps find views by
  /// `accessibilityIdentifier(_:)`, not by label.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the label VoiceOver reads; inert: not kept, and taps find views by
  /// `accessibilityIdentifier(_:)`, not by label, from a localized key (what a string literal passes).
  ///
  /// - Parameter label: The label.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityLabel(_ label: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityLabel(label.text)
  }

  /// Sets the hint VoiceOver reads; inert.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the hint VoiceOver reads; inert.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the hint VoiceOver reads; inert, from a localized key (what a string literal passes).
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityHint(_ hint: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityHint(hint.text)
  }

  /// Sets the value VoiceOver reads; inert.
  ///
  /// - Parameter valueDescription: The value.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the value VoiceOver reads; inert.
  ///
  /// - Parameter value: The value.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the value VoiceOver reads; inert, from a localized key (what a string literal passes).
  ///
  /// - Parameter value: The value.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityValue(_ value: LocalizedStringKey)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityValue(value.text)
  }

  /// Hides the view from VoiceOver; inert: it stays drawn and takes touches.
  ///
  /// - Parameter hidden: Whether it is hidden from VoiceOver.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityHidden(_ hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Makes the view an accessibility element; inert.
  ///
  /// - Parameter children: How its children are treated.
  /// - Returns: The view, unchanged.
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> some View
  {
    self
  }

  /// Adds accessibility traits; inert.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Removes accessibility traits; inert.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the order VoiceOver reads the view in among its siblings; inert.
  ///
  /// - Parameter sortPriority: The priority: higher is read first.
  /// - Returns: The view, with an inert modifier.
  public func accessibilitySortPriority(_ sortPriority: Double)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Adds an accessibility action; inert: VoiceOver isn't modelled, so the handler never runs.
  ///
  /// - Parameters:
  ///   - actionKind: The action's kind.
  ///   - handler: What the action runs.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    attached()
  }

  /// Adds a named accessibility action; inert: the handler never runs.
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What the action runs.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Adds a named accessibility action; inert: the handler never runs.
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What the action runs.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    attached()
  }

  /// Adds a named accessibility action; inert: the handler never runs, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - name: The action's name.
  ///   - handler: What the action runs.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityAction(
    named name: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityAction(named: name.text, handler)
  }

  // The iOS 13 spellings SwiftUI deprecated for the `accessibility…(_:)` ones above: the same
  // inert modifier. `deprecated: 100000.0` as the model's other deprecated SwiftUI modifiers
  // (SwiftUI's pages list them under "Deprecated modifiers"), so calls compile without a
  // warning, as against SwiftUI.

  /// Sets the label VoiceOver reads, the deprecated spelling of `accessibilityLabel(_:)`;
  /// inert.
  ///
  /// - Parameter label: The label.
  /// - Returns: The view, with an inert modifier.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func accessibility(label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the value VoiceOver reads, the deprecated spelling of `accessibilityValue(_:)`;
  /// inert.
  ///
  /// - Parameter value: The value.
  /// - Returns: The view, with an inert modifier.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func accessibility(value: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Sets the hint VoiceOver reads, the deprecated spelling of `accessibilityHint(_:)`;
  /// inert.
  ///
  /// - Parameter hint: The hint.
  /// - Returns: The view, with an inert modifier.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func accessibility(hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Hides the view from VoiceOver, the deprecated spelling of `accessibilityHidden(_:)`;
  /// inert: it stays drawn and takes touches.
  ///
  /// - Parameter hidden: Whether it is hidden from VoiceOver.
  /// - Returns: The view, with an inert modifier.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func accessibility(hidden: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// Adds accessibility traits, the deprecated spelling of `accessibilityAddTraits(_:)`;
  /// inert.
  ///
  /// - Parameter traits: The traits.
  /// - Returns: The view, with an inert modifier.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func accessibility(addTraits traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    attached()
  }

  /// The view with the inert accessibility modifier.
  private func attached() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
}
