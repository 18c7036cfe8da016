// The scroll behaviour modifiers apps use for how scrolling feels and looks: they compile as in
// SwiftUI and change nothing a capture shows or a tap reaches, because the model doesn't scroll
// by gesture and draws no indicators. The HeadlessSwiftUI article "Layout" lists them as inert.

extension View {
  /// Sets when scrollable views bounce at their ends (inert: the model doesn't scroll by
  /// gesture).
  ///
  /// - Parameters:
  ///   - behavior: When to bounce.
  ///   - axes: The axes it applies to; vertical by default.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollBounceBehavior(
    _ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]
  )
    -> some View
  {
    self
  }

  /// Shows or hides scroll indicators (inert: indicators aren't drawn or captured).
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - axes: The axes it applies to; both by default.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    self
  }

  /// Lets scrollable content draw outside the viewport (inert: captures draw no clipping, and
  /// a tap outside the viewport still reaches nothing in it, as UIKit's hit testing rejects
  /// points outside a view's bounds whether or not it clips [DOC: `uikit/uiview/hittest(_:with:)`]).
  ///
  /// - Parameter disabled: Whether clipping is disabled.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Disables scrolling (inert: the model doesn't scroll by gesture, and taps still reach the
  /// content, as in SwiftUI).
  ///
  /// - Parameter disabled: Whether scrolling is disabled.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// When a scrollable view bounces at its ends, as SwiftUI's `ScrollBounceBehavior` (inert).
public struct ScrollBounceBehavior: Sendable {
  private let name: String

  /// The platform's default.
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
  /// Always bounce.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
  /// Bounce only when the content is larger than the viewport.
  public static var basedOnSize: ScrollBounceBehavior {
    ScrollBounceBehavior(name: "basedOnSize")
  }
}

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility` (inert).
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  private let name: String

  /// The platform's default.
  public static var automatic: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(name: "automatic")
  }
  /// Show them.
  public static var visible: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(name: "visible")
  }
  /// Hide them.
  public static var hidden: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(name: "hidden")
  }
  /// Never show them.
  public static var never: ScrollIndicatorVisibility {
    ScrollIndicatorVisibility(name: "never")
  }
}

/// Where content margins apply in a view, as SwiftUI's `ContentMarginPlacement`; inert.
public struct ContentMarginPlacement: Sendable {
  private let name: String

  /// The placement a view applies margins to by itself, such as a scroll view's content and
  /// its indicators; inert.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
  /// A scrollable view's scroll indicators, not its content; inert.
  public static var scrollIndicators: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollIndicators")
  }
}

extension View {
  /// Sets the content margins of a placement on some edges; inert: a scroll view's content
  /// keeps the model's frames, and the model draws no scroll indicators.
  ///
  /// - Parameters:
  ///   - edges: The edges the margins apply to.
  ///   - length: The margin; the view's default when `nil`.
  ///   - placement: Where the margins apply.
  /// - Returns: The view, unchanged.
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    self
  }

  /// Sets the content margins of a placement on every edge; inert: a scroll view's content
  /// keeps the model's frames, and the model draws no scroll indicators.
  ///
  /// - Parameters:
  ///   - length: The margin on each edge.
  ///   - placement: Where the margins apply.
  /// - Returns: The view, unchanged.
  nonisolated public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    self
  }
}
