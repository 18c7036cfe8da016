// The navigation link initialisers that take the destination as a view value, and the ones
// deprecated in iOS 16 whose binding (`isActive:`, `tag:selection:`) pushes and pops the
// destination; apps written before `NavigationStack` still use them.

extension NavigationLink {
  /// Creates a link to a screen given as a view value.
  ///
  /// Modelled as `init(destination:label:)` with a view builder: a tap pushes the destination.
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - label: The label.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }

  /// Creates a link that pushes a screen while a binding is `true`.
  ///
  /// Modelled: setting the binding to `true` pushes the destination on the enclosing
  /// `NavigationStack` (or `NavigationView`), a tap sets it, and popping the screen (back, or
  /// the binding set to `false`) sets it back to `false` [DOC:
  /// swiftui/navigationlink/init(destination:isactive:label:)].
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - isActive: Whether the screen is pushed.
  ///   - label: The label.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
    value = nil
    self.isActive = isActive
  }

  /// Creates a link that pushes a screen while a binding is `true`, the screen given by a
  /// view builder.
  ///
  /// Modelled as `init(destination:isActive:label:)`.
  ///
  /// - Parameters:
  ///   - isActive: Whether the screen is pushed.
  ///   - destination: The screen to push.
  ///   - label: The label.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// Creates a link that pushes a screen while a binding's value equals a tag.
  ///
  /// Modelled: the screen is pushed while `selection` equals `tag`; a tap sets `selection` to
  /// `tag`, and popping the screen sets it to `nil` [DOC:
  /// swiftui/navigationlink/init(destination:tag:selection:label:)].
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - tag: The value of `selection` that pushes the screen.
  ///   - selection: The selected tag.
  ///   - label: The label.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, isActive: selection.isSelected(tag), label: label)
  }

  /// Creates a link that pushes a screen while a binding's value equals a tag, the screen
  /// given by a view builder.
  ///
  /// Modelled as `init(destination:tag:selection:label:)`.
  ///
  /// - Parameters:
  ///   - tag: The value of `selection` that pushes the screen.
  ///   - selection: The selected tag.
  ///   - destination: The screen to push.
  ///   - label: The label.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: selection.isSelected(tag), label: label)
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a text label to a screen given as a view value, from a localized key
  /// (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - destination: The screen to push.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }, label: { Text(titleKey.text) })
  }

  /// Creates a link with a text label to a screen given as a view value.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The screen to push.
  @_disfavoredOverload
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }, label: { Text(title) })
  }

  /// Creates a link with a text label that pushes a screen while a binding is `true`, from a
  /// localized key (what a string literal passes).
  ///
  /// Modelled as `init(destination:isActive:label:)`.
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - destination: The screen to push.
  ///   - isActive: Whether the screen is pushed.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey.text) }
  }

  /// Creates a link with a text label that pushes a screen while a binding is `true`.
  ///
  /// Modelled as `init(destination:isActive:label:)`.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The screen to push.
  ///   - isActive: Whether the screen is pushed.
  @_disfavoredOverload
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// Creates a link with a text label that pushes a screen while a binding is `true`, the
  /// screen given by a view builder, from a localized key (what a string literal passes).
  ///
  /// Modelled as `init(destination:isActive:label:)`.
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - isActive: Whether the screen is pushed.
  ///   - destination: The screen to push.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(titleKey.text) }
  }

  /// Creates a link with a text label that pushes a screen while a binding is `true`, the
  /// screen given by a view builder.
  ///
  /// Modelled as `init(destination:isActive:label:)`.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - isActive: Whether the screen is pushed.
  ///   - destination: The screen to push.
  @_disfavoredOverload
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  /// Creates a link with a text label that pushes a screen while a binding's value equals a
  /// tag, from a localized key (what a string literal passes).
  ///
  /// Modelled as `init(destination:tag:selection:label:)`.
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - destination: The screen to push.
  ///   - tag: The value of `selection` that pushes the screen.
  ///   - selection: The selected tag.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) {
      Text(titleKey.text)
    }
  }

  /// Creates a link with a text label that pushes a screen while a binding's value equals a
  /// tag.
  ///
  /// Modelled as `init(destination:tag:selection:label:)`.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The screen to push.
  ///   - tag: The value of `selection` that pushes the screen.
  ///   - selection: The selected tag.
  @_disfavoredOverload
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }

  /// Creates a link with a text label that pushes a screen while a binding's value equals a
  /// tag, the screen given by a view builder, from a localized key (what a string literal
  /// passes).
  ///
  /// Modelled as `init(destination:tag:selection:label:)`.
  ///
  /// - Parameters:
  ///   - titleKey: The label's text.
  ///   - tag: The value of `selection` that pushes the screen.
  ///   - selection: The selected tag.
  ///   - destination: The screen to push.
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) {
      Text(titleKey.text)
    }
  }

  /// Creates a link with a text label that pushes a screen while a binding's value equals a
  /// tag, the screen given by a view builder.
  ///
  /// Modelled as `init(destination:tag:selection:label:)`.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - tag: The value of `selection` that pushes the screen.
  ///   - selection: The selected tag.
  ///   - destination: The screen to push.
  @_disfavoredOverload
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(_:value:) inside a List within a NavigationStack or NavigationSplitView"
  )
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
  }
}

extension Binding {
  /// Whether a selection binding holds a tag: setting `true` selects the tag, setting `false`
  /// clears the selection if it still holds the tag.
  fileprivate func isSelected<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
    Binding<Bool>(
      get: { wrappedValue == tag },
      trackedSet: { selected in
        if selected {
          wrappedValue = tag
        } else if wrappedValue == tag {
          wrappedValue = nil
        }
      })
  }
}
