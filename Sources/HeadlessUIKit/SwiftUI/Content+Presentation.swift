/// A presentation or navigation modifier attached to a content node.
struct PresentationModifier: Sendable {
  /// The SwiftUI API the modifier stands for.
  enum Kind: Hashable, Sendable {
    case sheet
    case fullScreenCover
    case popover
    case alert
    case confirmationDialog
    case navigationDestination

    /// Whether the modifier goes through SwiftUI's sheet bridge, which presents one sheet per
    /// host: its placements include `popover` (§5.2, §5.3 [RE]).
    var isSheet: Bool { self == .sheet || self == .fullScreenCover || self == .popover }

    /// Whether the modifier goes through the dialog bridge (§5.3 [RE]).
    var isDialog: Bool { self == .alert || self == .confirmationDialog }
  }

  /// The API.
  let kind: Kind
  /// Whether the presentation should be up.
  let isPresented: Binding<Bool>
  /// The presented content, evaluated on every render as a body is.
  let content: @MainActor @Sendable () -> Content
  /// An alert's or dialog's title.
  let title: String?
  /// The identifier of an alert or dialog controller.
  let identifier: String?
}

extension Content {
  /// Returns the node with a sheet: a `PresentationHostingController<AnyView>` presented with
  /// `.automatic` while the binding is `true` (§5.3 [RE]).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is up; the test or the content sets it.
  ///   - content: The sheet's content.
  /// - Returns: The modified node.
  public func sheet(
    isPresented: Binding<Bool>, content: @escaping @MainActor @Sendable () -> Content
  ) -> Content {
    adding(.sheet, isPresented: isPresented, content: content)
  }

  /// Returns the node with a full-screen cover: a `PresentationHostingController<AnyView>`
  /// presented with `.overFullScreen` while the binding is `true` (§5.3 [RE]).
  ///
  /// The style is `.fullScreen` when the profile's `fullScreenCoverIsOverFullScreen` is off
  /// (open question 2).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the cover is up; the test or the content sets it.
  ///   - content: The cover's content.
  /// - Returns: The modified node.
  public func fullScreenCover(
    isPresented: Binding<Bool>, content: @escaping @MainActor @Sendable () -> Content
  ) -> Content {
    adding(.fullScreenCover, isPresented: isPresented, content: content)
  }

  /// Returns the node with a popover anchored on the node's view, presented with `.popover`
  /// while the binding is `true` (§5.3 [RE]); on compact width UIKit shows it as a sheet (§3.5).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the popover is up; the test or the content sets it.
  ///   - content: The popover's content.
  /// - Returns: The modified node.
  public func popover(
    isPresented: Binding<Bool>, content: @escaping @MainActor @Sendable () -> Content
  ) -> Content {
    adding(.popover, isPresented: isPresented, content: content)
  }

  /// Returns the node with an alert: a `SwiftUI.PlatformAlertController` presented while the
  /// binding is `true` (§5.3 [RE]).
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is up; the test or the content sets it.
  ///   - id: The identifier of the alert controller.
  /// - Returns: The modified node.
  public func alert(_ title: String, isPresented: Binding<Bool>, id: String? = nil) -> Content {
    adding(.alert, isPresented: isPresented, title: title, identifier: id) { .empty }
  }

  /// Returns the node with a confirmation dialog: a `SwiftUI.PlatformAlertController` in the
  /// action sheet style, presented while the binding is `true` (§5.3 [RE]).
  ///
  /// On regular width the dialog is a popover anchored on the node's view [RE].
  ///
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - isPresented: Whether the dialog is up; the test or the content sets it.
  ///   - id: The identifier of the alert controller.
  /// - Returns: The modified node.
  public func confirmationDialog(_ title: String, isPresented: Binding<Bool>, id: String? = nil)
    -> Content
  {
    adding(.confirmationDialog, isPresented: isPresented, title: title, identifier: id) {
      .empty
    }
  }

  /// Returns the node with a navigation destination: a `DestinationHostingController<AnyView>`
  /// pushed on the enclosing navigation stack while the binding is `true` (§5.3 [OBS]).
  ///
  /// Nothing happens when the node is not inside a ``Content/navigationStack(root:id:)``.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the destination is pushed; the test or the content sets it.
  ///   - destination: The destination's content.
  /// - Returns: The modified node.
  public func navigationDestination(
    isPresented: Binding<Bool>, destination: @escaping @MainActor @Sendable () -> Content
  ) -> Content {
    adding(.navigationDestination, isPresented: isPresented, content: destination)
  }

  private func adding(
    _ kind: PresentationModifier.Kind, isPresented: Binding<Bool>, title: String? = nil,
    identifier: String? = nil, content: @escaping @MainActor @Sendable () -> Content
  ) -> Content {
    var copy = self
    copy.modifiers.append(
      PresentationModifier(
        kind: kind, isPresented: isPresented, content: content, title: title,
        identifier: identifier))
    return copy
  }
}
