/// A presentation or navigation modifier attached to a node.
struct PresentationModifier {
  /// The SwiftUI API the modifier stands for.
  enum Kind: Hashable, Sendable {
    case sheet
    case fullScreenCover
    case popover
    case alert
    case confirmationDialog
    case navigationDestination
    /// A `ShareLink`'s share sheet, a `UIActivityViewController`.
    case share
    /// An inspector: a sheet on compact width.
    case inspector
    /// A file importer's or exporter's `UIDocumentPickerViewController`.
    case documentPicker

    /// Whether the modifier goes through SwiftUI's sheet bridge, which presents one sheet per
    /// host: its placements include `popover` (§5.2, §5.3 [RE]); an inspector on compact width
    /// is a sheet [DOC: swiftui/view/inspector(ispresented:content:)].
    var isSheet: Bool {
      self == .sheet || self == .fullScreenCover || self == .popover || self == .inspector
    }
  }

  /// The API.
  let kind: Kind
  /// Whether the presentation should be up.
  let isPresented: Binding<Bool>
  /// The presented content, evaluated on every render as a body is.
  let content: @MainActor () -> AnyView
  /// An alert's or dialog's title.
  var title: String?
  /// An alert's or dialog's message.
  var message: (@MainActor () -> AnyView)?
  /// Runs when the presentation is dismissed.
  var onDismiss: (() -> Void)?
  /// A share sheet's items.
  var activityItems: [Any] = []
  /// What a file importer or exporter asks of its document picker; `nil` presents nothing.
  var documentPicker: DocumentPickerRequest?
}

extension View {
  /// Presents a sheet while a binding is `true`: a `PresentationHostingController<AnyView>`
  /// presented with `.automatic` (UIKit reference §5.3 [RE]).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is up.
  ///   - onDismiss: Runs when the sheet is dismissed.
  ///   - content: The sheet's content.
  /// - Returns: The modified view.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, isPresented, onDismiss: onDismiss) { AnyView(content()) }
  }

  /// Presents a sheet for an item while it is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item; the sheet sets it back to `nil` when dismissed.
  ///   - onDismiss: Runs when the sheet is dismissed.
  ///   - content: The sheet's content for the item.
  /// - Returns: The modified view.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a full-screen cover while a binding is `true`: a
  /// `PresentationHostingController<AnyView>` presented with `.overFullScreen` (§5.3 [RE];
  /// `.fullScreen` when the profile's `fullScreenCoverIsOverFullScreen` is off).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the cover is up.
  ///   - onDismiss: Runs when the cover is dismissed.
  ///   - content: The cover's content.
  /// - Returns: The modified view.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.fullScreenCover, isPresented, onDismiss: onDismiss) { AnyView(content()) }
  }

  /// Presents a full-screen cover for an item while it is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item; the cover sets it back to `nil` when dismissed.
  ///   - onDismiss: Runs when the cover is dismissed.
  ///   - content: The cover's content for the item.
  /// - Returns: The modified view.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents a popover anchored on this view while a binding is `true` (§5.3 [RE]); on
  /// compact width UIKit shows it as a sheet (§3.5) unless the content asks otherwise with
  /// `presentationCompactAdaptation(_:)`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the popover is up.
  ///   - attachmentAnchor: Where on this view the popover points; the model anchors it on the
  ///     view's bounds whatever the anchor.
  ///   - arrowEdge: The edge the arrow points from; not captured.
  ///   - content: The popover's content.
  /// - Returns: The modified view.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.popover, isPresented, onDismiss: nil) { AnyView(content()) }
  }

  /// Presents a popover for an item, anchored on this view, while the item is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item; the popover sets it back to `nil` when dismissed.
  ///   - attachmentAnchor: Where on this view the popover points; the model anchors it on the
  ///     view's bounds whatever the anchor.
  ///   - arrowEdge: The edge the arrow points from; not captured.
  ///   - content: The popover's content for the item.
  /// - Returns: The modified view.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.popover, item: item, onDismiss: nil, content: content)
  }

  /// Pushes a destination on the enclosing `NavigationStack` while a binding is `true`
  /// (§5.3 [OBS]); outside a navigation stack nothing happens.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the destination is pushed.
  ///   - destination: The destination.
  /// - Returns: The modified view.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let view = AnyView(destination())
    return presenting(.navigationDestination, isPresented, onDismiss: nil) { view }
  }

  /// Presents an alert while a binding is `true`: a `SwiftUI.PlatformAlertController` whose
  /// actions are the buttons (§5.3 [RE]); an alert with no button gets an OK button.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = AnyView(actions())
    var modifier = PresentationModifier(
      kind: .alert, isPresented: isPresented, content: { actions })
    modifier.title = String(title)
    return attribute { $0.presentations.append(modifier) }
  }

  /// Presents an alert while a binding is `true`: a `SwiftUI.PlatformAlertController` whose
  /// actions are the buttons (§5.3 [RE]); an alert with no button gets an OK button, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  public func alert<A: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(title.text, isPresented: isPresented, actions: actions)
  }

  /// Presents an alert with a message while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    let actions = AnyView(actions())
    let message = AnyView(message())
    var modifier = PresentationModifier(
      kind: .alert, isPresented: isPresented, content: { actions })
    modifier.title = String(title)
    modifier.message = { message }
    return attribute { $0.presentations.append(modifier) }
  }

  /// Presents an alert with a message while a binding is `true`, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The modified view.
  public func alert<A: View, M: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    alert(title.text, isPresented: isPresented, actions: actions, message: message)
  }

  /// Presents a confirmation dialog while a binding is `true`: a
  /// `SwiftUI.PlatformAlertController` in the action sheet style, a popover anchored on this
  /// view on regular width (§5.3 [RE]).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = AnyView(actions())
    var modifier = PresentationModifier(
      kind: .confirmationDialog, isPresented: isPresented, content: { actions })
    modifier.title = String(title)
    return attribute { $0.presentations.append(modifier) }
  }

  /// Presents a confirmation dialog while a binding is `true`: a
  /// `SwiftUI.PlatformAlertController` in the action sheet style, a popover anchored on this
  /// view on regular width (§5.3 [RE]), from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View>(
    _ title: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(
      title.text, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
  }

  private func presenting(
    _ kind: PresentationModifier.Kind, _ isPresented: Binding<Bool>,
    onDismiss: (() -> Void)?, content: @escaping @MainActor () -> AnyView
  ) -> some View {
    var modifier = PresentationModifier(kind: kind, isPresented: isPresented, content: content)
    modifier.onDismiss = onDismiss
    return attribute { $0.presentations.append(modifier) }
  }

  private func presenting<Item: Identifiable, Content: View>(
    _ kind: PresentationModifier.Kind, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    presenting(kind, item.presence(), onDismiss: onDismiss) {
      item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView())
    }
  }
}

/// Whether something shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides.
  case automatic
  /// It shows.
  case visible
  /// It doesn't.
  case hidden
}
