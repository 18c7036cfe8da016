/// The presentation controller of a page or form sheet, as UIKit's
/// `UISheetPresentationController`: its detents, the detents under which the background stays
/// undimmed, and whether it stays a card in compact height.
@preconcurrency @MainActor
public class UISheetPresentationController: UIPresentationController {
  /// A height a sheet can rest at, as UIKit's `UISheetPresentationController.Detent`.
  public struct Detent: Hashable, Sendable {
    /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      public let rawValue: String

      /// Creates an identifier.
      ///
      /// - Parameter rawValue: Its name.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// The medium detent's identifier.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// The sheet's height as a fraction of the full sheet height.
    let fraction: Double

    /// About half the screen [DOC: `medium()`].
    ///
    /// - Returns: The detent.
    public static func medium() -> Detent { Detent(identifier: .medium, fraction: 0.5) }

    /// The full height [DOC: `large()`].
    ///
    /// - Returns: The detent.
    public static func large() -> Detent { Detent(identifier: .large, fraction: 1) }

    /// A detent at a fraction of the full height, for SwiftUI's `.fraction` and `.height`.
    package static func fraction(_ fraction: Double, name: String) -> Detent {
      Detent(identifier: Identifier(rawValue: name), fraction: min(max(fraction, 0), 1))
    }
  }

  /// The heights the sheet can rest at; `[.large()]` by default, as in UIKit.
  public var detents: [Detent] = [.large()]
  /// The detent the sheet rests at; `nil` is the smallest, as in UIKit [DOC].
  public var selectedDetentIdentifier: Detent.Identifier?
  /// The largest detent at which the background stays undimmed and takes touches; `nil` dims at
  /// every detent, as in UIKit [DOC].
  public var largestUndimmedDetentIdentifier: Detent.Identifier?
  /// Whether the sheet stays a card attached to the bottom edge in compact height, instead of
  /// filling the screen [DOC].
  public var prefersEdgeAttachedInCompactHeight = false
  /// Whether the grabber shows; drawn only, not captured.
  public var prefersGrabberVisible = false

  /// The detent the sheet rests at.
  var currentDetent: Detent {
    if let selected = selectedDetentIdentifier,
      let detent = detents.first(where: { $0.identifier == selected })
    {
      return detent
    }
    return detents.min { $0.fraction < $1.fraction } ?? .large()
  }

  /// Whether the background is dimmed at the current detent.
  var dimsBackground: Bool {
    guard let undimmed = largestUndimmedDetentIdentifier,
      let limit = detents.first(where: { $0.identifier == undimmed })
    else { return true }
    return currentDetent.fraction > limit.fraction
  }
}

extension UIViewController {
  /// The sheet presentation controller, when ``modalPresentationStyle`` is `.pageSheet` or
  /// `.formSheet` (or `.automatic`, which resolves to one from iOS 13); `nil` otherwise, as in
  /// UIKit.
  public var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle.isSheet || modalPresentationStyle == .automatic else {
      return nil
    }
    if let sheet = engine.sheetController { return sheet }
    let sheet = UISheetPresentationController(presentedViewController: self)
    engine.sheetController = sheet
    return sheet
  }
}
