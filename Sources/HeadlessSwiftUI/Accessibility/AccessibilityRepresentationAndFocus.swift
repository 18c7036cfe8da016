// More of SwiftUI's accessibility modifiers, as apps call them: representations, action sets,
// adjustable actions, input labels, the iOS 18 `isEnabled:` forms, the large content viewer and
// accessibility focus. All inert for layering: the model has no accessibility tree, finds views
// by `accessibilityIdentifier(_:)` only, and runs no assistive technology, so no handler given
// here ever runs [INF]. A representation or large content view is hidden content for assistive
// technologies [DOC: swiftui/view/accessibilityrepresentation(representation:), "A hidden
// view that the accessibility system uses"], so it is never drawn and never takes a touch.

/// A directional indicator you use when making an accessibility adjustment, as SwiftUI's
/// `AccessibilityAdjustmentDirection`; inert: nothing adjusts in the model.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// The value goes up.
  case increment
  /// The value goes down.
  case decrement
}

extension View {
  /// Replaces the view's accessibility elements with those of a hidden view; inert: the
  /// representation is never drawn, and the view keeps its frames and touches.
  ///
  /// - Parameter representation: The hidden view assistive technologies would read.
  /// - Returns: The view, unchanged.
  public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    self
  }

  /// Adds the buttons a builder makes as accessibility actions; inert: they are never drawn and
  /// never run.
  ///
  /// - Parameter content: The actions, as buttons.
  /// - Returns: The view, unchanged.
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content)
    -> some View
  {
    self
  }

  /// Sets whether Switch Control, Voice Control or Full Keyboard Access treat the element as
  /// interactive; inert: taps reach the view as without it.
  ///
  /// - Parameter respondsToUserInteraction: Whether it responds.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Adds an adjustable action, as VoiceOver's swipe up and down; inert: the handler never runs.
  ///
  /// - Parameter handler: What an adjustment runs.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    inertAccessibility()
  }

  /// Sets the names Voice Control and Full Keyboard Access know the view by; inert.
  ///
  /// - Parameter inputLabelKeys: The names, most important first.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the names Voice Control and Full Keyboard Access know the view by; inert.
  ///
  /// - Parameter inputLabels: The names, most important first.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityInputLabels(_ inputLabels: [Text])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the names Voice Control and Full Keyboard Access know the view by; inert.
  ///
  /// - Parameter inputLabels: The names, most important first.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the names Voice Control and Full Keyboard Access know the view by, when enabled;
  /// inert.
  ///
  /// - Parameters:
  ///   - inputLabelKeys: The names, most important first.
  ///   - isEnabled: Whether they apply.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the names Voice Control and Full Keyboard Access know the view by, when enabled;
  /// inert.
  ///
  /// - Parameters:
  ///   - inputLabels: The names, most important first.
  ///   - isEnabled: Whether they apply.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the names Voice Control and Full Keyboard Access know the view by, when enabled;
  /// inert.
  ///
  /// - Parameters:
  ///   - inputLabels: The names, most important first.
  ///   - isEnabled: Whether they apply.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the label VoiceOver reads, when enabled; inert: taps find views by
  /// `accessibilityIdentifier(_:)`, not by label.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityLabel(_ label: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the label VoiceOver reads, when enabled; inert, from a localized key (what a string
  /// literal passes).
  ///
  /// - Parameters:
  ///   - labelKey: The label.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the label VoiceOver reads, when enabled; inert.
  ///
  /// - Parameters:
  ///   - label: The label.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the value VoiceOver reads, when enabled; inert.
  ///
  /// - Parameters:
  ///   - valueDescription: The value.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the value VoiceOver reads, when enabled; inert, from a localized key (what a string
  /// literal passes).
  ///
  /// - Parameters:
  ///   - valueKey: The value.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the value VoiceOver reads, when enabled; inert.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the hint VoiceOver reads, when enabled; inert.
  ///
  /// - Parameters:
  ///   - hint: The hint.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityHint(_ hint: Text, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the hint VoiceOver reads, when enabled; inert, from a localized key (what a string
  /// literal passes).
  ///
  /// - Parameters:
  ///   - hintKey: The hint.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Sets the hint VoiceOver reads, when enabled; inert.
  ///
  /// - Parameters:
  ///   - hint: The hint.
  ///   - isEnabled: Whether it applies.
  /// - Returns: The view, with an inert modifier.
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    inertAccessibility()
  }

  /// Lets the large content viewer show the view's own content; inert: the model shows no
  /// large content viewer.
  ///
  /// - Returns: The view, unchanged.
  public func accessibilityShowsLargeContentViewer() -> some View {
    self
  }

  /// Gives the large content viewer a view to show; inert: it is never drawn.
  ///
  /// - Parameter largeContentView: The view the viewer would show.
  /// - Returns: The view, unchanged.
  public func accessibilityShowsLargeContentViewer<V: View>(
    @ViewBuilder _ largeContentView: () -> V
  ) -> some View {
    self
  }

  /// Binds the element's accessibility focus to a Boolean value; inert: no assistive
  /// technology moves focus in the model, and the binding keeps what the app sets.
  ///
  /// - Parameter condition: The focus binding.
  /// - Returns: The view, unchanged.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    self
  }

  /// Binds the element's accessibility focus to a value; inert: no assistive technology moves
  /// focus in the model, and the binding keeps what the app sets.
  ///
  /// - Parameters:
  ///   - binding: The focus binding.
  ///   - value: The value the binding has while this element is focused.
  /// - Returns: The view, unchanged.
  public func accessibilityFocused<Value>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View where Value: Hashable {
    self
  }

  /// The view with the inert accessibility modifier.
  private func inertAccessibility() -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
  }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus of
/// an assistive technology such as VoiceOver changes, as SwiftUI's `@AccessibilityFocusState`.
///
/// No assistive technology runs in the model, so focus never moves by itself; the value is
/// state kept by the view's place, as `@State`'s, and `$focus` bindings read and write it.
@propertyWrapper
public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
  let box: StateBox<Value>

  /// A property wrapper type that reads and writes the accessibility focus value, as SwiftUI's
  /// `AccessibilityFocusState.Binding`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>

    /// The focus value.
    public var wrappedValue: Value {
      get { box.storage.value }
      nonmutating set { box.storage.value = newValue }
    }

    /// The binding itself.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  /// Creates an accessibility focus state that is `false` until set.
  public init() where Value == Bool {
    box = StateBox(false)
  }

  /// Creates an accessibility focus state that is `nil` until set.
  public init<T>() where Value == T?, T: Hashable {
    box = StateBox(nil)
  }

  /// The focus value.
  public var wrappedValue: Value {
    get { box.storage.value }
    nonmutating set { box.storage.value = newValue }
  }

  /// A binding to the focus value, for `$focus` and `.accessibilityFocused(_:)`.
  public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(box: box) }
}

extension AccessibilityFocusState: GraphProperty {
  func install(in graph: ViewGraph, path: String, label: String, environment: EnvironmentValues) {
    box.adopt(graph.storage(at: path, label: label, default: box))
  }
}

extension EnvironmentValues {
  /// Whether VoiceOver is in use: `false` on the model's device.
  public var accessibilityVoiceOverEnabled: Bool { false }

  /// Whether Show Button Shapes is on: `false` on the model's device.
  public var accessibilityShowButtonShapes: Bool { false }
}
