public import Foundation

extension UISheetPresentationController {
  /// A height a sheet can rest at, as UIKit's `UISheetPresentationController.Detent`: the
  /// system's medium and large detents, or a custom one whose resolver computes its height.
  ///
  /// UIKit's is a class; the model's is a value, which SwiftUI's detents (declared
  /// nonisolated) can make, and which apps only ever make through the factory methods.
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

      /// Creates an identifier.
      ///
      /// - Parameter rawValue: Its name.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// The medium detent's identifier.
      public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
      /// The large detent's identifier.
      public static let large = Identifier(rawValue: "com.apple.UIKit.large")
    }

    /// How a detent's height is found.
    enum Height: Hashable, Sendable {
      /// A fraction of the sheet's full height.
      case fraction(Double)
      /// What an app's resolver returns, within the sheet's safe area.
      case custom(DetentResolver)
    }

    /// The detent's identifier.
    public let identifier: Identifier
    /// How its height is found.
    let height: Height

    /// About half the screen [DOC: `medium()`].
    ///
    /// - Returns: The detent.
    public static func medium() -> Detent { Detent(identifier: .medium, height: .fraction(0.5)) }

    /// The full height [DOC: `large()`].
    ///
    /// - Returns: The detent.
    public static func large() -> Detent { Detent(identifier: .large, height: .fraction(1)) }

    /// A detent whose height an app computes from the sheet's context: the height within the
    /// sheet's safe area, or `nil` for a detent that is inactive [DOC:
    /// `uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)`].
    ///
    /// - Parameters:
    ///   - identifier: The detent's identifier; without one, UIKit makes a random one.
    ///   - resolver: Computes the height; the model calls it at each layout of the sheet.
    /// - Returns: The detent.
    @MainActor @preconcurrency
    public static func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent {
      Detent(
        identifier: identifier ?? Identifier(rawValue: UUID().uuidString),
        height: .custom(DetentResolver(resolver)))
    }

    /// The detent's height within the sheet's safe area, or `nil` when it is inactive [DOC:
    /// `resolvedValue(in:)`]; the system detents resolve against the context's
    /// `maximumDetentValue` [INF: large is the maximum, medium half of it].
    ///
    /// - Parameter context: The sheet's context.
    /// - Returns: The height, or `nil`.
    @MainActor @preconcurrency
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      switch height {
      case .fraction(let fraction): context.maximumDetentValue * fraction
      case .custom(let resolver): resolver.resolve(context)
      }
    }

    /// A detent at a fraction of the full height, for SwiftUI's `.fraction` and `.height`.
    package static func fraction(_ fraction: Double, name: String) -> Detent {
      Detent(identifier: Identifier(rawValue: name), height: .fraction(min(max(fraction, 0), 1)))
    }

    /// The sheet's height at this detent, or `nil` when the detent is inactive.
    ///
    /// `full` is the sheet's full height and `bottomInset` its bottom safe-area inset. A system
    /// detent is a fraction of the full height; a custom one is its resolved value plus the
    /// inset, as the value is a height within the safe area [DOC: `custom(identifier:resolver:)`],
    /// no taller than the full height.
    @MainActor
    func height(
      full: Double, bottomInset: Double,
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> Double? {
      switch height {
      case .fraction(let fraction): return full * fraction
      case .custom(let resolver):
        guard let value = resolver.resolve(context) else { return nil }
        return min(max(Double(value) + bottomInset, 0), full)
      }
    }
  }
}

/// An app's custom detent resolver, compared by identity so that detents stay `Hashable`.
final class DetentResolver: Hashable, @unchecked Sendable {
  /// The resolver; called only on the main actor, where UIKit calls it.
  let resolve: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

  init(_ resolve: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
  {
    self.resolve = resolve
  }

  static func == (lhs: DetentResolver, rhs: DetentResolver) -> Bool { lhs === rhs }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
