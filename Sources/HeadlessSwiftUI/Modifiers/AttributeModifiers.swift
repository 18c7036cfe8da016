extension View {
  /// Sets the identifier tests and captures use, `#identifier`.
  ///
  /// - Parameter identifier: The identifier.
  /// - Returns: The modified view.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    attribute { $0.identifier = identifier }
  }

  /// Sets the drawing order among the view's siblings in a stack: higher is in front
  /// (UIKit reference §5.1 [DOC]).
  ///
  /// - Parameter value: The order.
  /// - Returns: The modified view.
  public func zIndex(_ value: Double) -> some View {
    modified(.outer { $0.zIndex = value })
  }

  /// Turns touches on or off for the view and everything inside it.
  ///
  /// - Parameter enabled: Whether the view takes touches.
  /// - Returns: The modified view.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    attribute { $0.allowsHitTesting = $0.allowsHitTesting && enabled }
  }

  /// Sets the view's opacity.
  ///
  /// - Parameter opacity: The opacity, from 0 to 1.
  /// - Returns: The modified view.
  public func opacity(_ opacity: Double) -> some View {
    attribute { $0.opacity *= opacity }
  }

  /// Hides the view; it keeps its space.
  ///
  /// - Returns: The modified view.
  public func hidden() -> some View {
    attribute { $0.isHidden = true }
  }

  /// Tags the view, for a `TabView`'s selection.
  ///
  /// - Parameters:
  ///   - tag: The tag.
  ///   - includeOptional: Whether a selection of type `V?` matches the tag too.
  /// - Returns: The modified view.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modified(.tag(ViewTag(tag, includeOptional: includeOptional)))
  }

  /// Blocks swiping a sheet down to dismiss it: sets `isModalInPresentation` on the
  /// presentation it is in.
  ///
  /// - Parameter isDisabled: Whether the swipe is blocked.
  /// - Returns: The modified view.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modified(.outer { $0[InteractiveDismissDisabledKey.self] = isDisabled })
  }

  /// Hides the navigation bar's back button while this screen is on top: sets
  /// `hidesBackButton` on the navigation item of the hosting controller it is in, as SwiftUI's
  /// screens in a navigation stack reach the bar through their controller's item [OBS: SwiftUI
  /// toolbar items and titles appear as the hosting controller's navigation item's].
  ///
  /// - Parameter hidesBackButton: Whether it is hidden.
  /// - Returns: The modified view.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modified(.outer { $0[BackButtonHiddenKey.self] = hidesBackButton })
  }

  /// Sets the heights the sheet this view is in can rest at: the sheet's
  /// `UISheetPresentationController` detents; it rests at the smallest.
  ///
  /// - Parameter detents: The heights.
  /// - Returns: The modified view.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modified(.outer { $0[PresentationDetentsKey.self] = detents })
  }
}

/// A height a sheet can take, as SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
  /// What the detent is.
  enum Kind: Hashable, Sendable {
    case medium
    case large
    case height(Double)
    case fraction(Double)
    case custom(CustomDetentType)
  }

  let kind: Kind

  /// Half the screen.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full height.
  public static let large = PresentationDetent(kind: .large)

  /// A fixed height.
  ///
  /// - Parameter height: The height.
  /// - Returns: The detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(Double(height)))
  }

  /// A fraction of the full height.
  ///
  /// - Parameter fraction: The fraction.
  /// - Returns: The detent.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(Double(fraction)))
  }

  /// The detent's height as a fraction of a sheet's full height, `fullHeight`.
  func heightFraction(fullHeight: Double) -> Double {
    switch kind {
    case .medium: 0.5
    case .large: 1
    case .height(let height): min(max(height / max(fullHeight, 1), 0), 1)
    case .fraction(let fraction): min(max(fraction, 0), 1)
    case .custom(let custom):
      min(max((custom.height(maxDetentValue: fullHeight) ?? 0) / max(fullHeight, 1), 0), 1)
    }
  }

  /// UIKit's detent for a sheet whose full height is `fullHeight`.
  @MainActor
  func uiKitDetent(fullHeight: Double) -> UISheetPresentationController.Detent {
    switch kind {
    case .medium: .medium()
    case .large: .large()
    case .height(let height): .fraction(height / max(fullHeight, 1), name: "height \(height)")
    case .fraction(let fraction): .fraction(fraction, name: "fraction \(fraction)")
    case .custom(let custom):
      .custom(identifier: .init(rawValue: custom.name)) {
        custom.height(maxDetentValue: $0.maximumDetentValue)
      }
    }
  }
}

/// Whether the back button of the screen a node is in is hidden, `nil` where unset.
enum BackButtonHiddenKey: NodeValueKey {
  static var defaultValue: Bool? { nil }
}

/// Whether swiping down the presentation a node is in is blocked, `nil` where unset.
enum InteractiveDismissDisabledKey: NodeValueKey {
  static var defaultValue: Bool? { nil }
}

/// The detents a node sets on the sheet it is in, `nil` where unset.
enum PresentationDetentsKey: NodeValueKey {
  static var defaultValue: Set<PresentationDetent>? { nil }
}
