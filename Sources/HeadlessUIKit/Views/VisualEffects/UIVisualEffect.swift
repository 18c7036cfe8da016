/// An effect a ``UIVisualEffectView`` applies, as UIKit's `UIVisualEffect`; inert.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  /// Creates an effect that does nothing.
  public override init() {}
}

/// A blur, as UIKit's `UIBlurEffect`; kept, inert.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// How strong and what colour a blur is, as UIKit's `UIBlurEffect.Style`; inert.
  public enum Style: Int, Sendable {
    /// A light blur, lighter than the content.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// An adaptive blur for the light or dark appearance.
    case regular = 4
    /// An adaptive blur, more opaque.
    case prominent = 5
    /// The thinnest adaptive material.
    case systemUltraThinMaterial = 6
    /// A thin adaptive material.
    case systemThinMaterial = 7
    /// The standard adaptive material.
    case systemMaterial = 8
    /// A thick adaptive material.
    case systemThickMaterial = 9
    /// The material of bars and chrome.
    case systemChromeMaterial = 10
    /// The thinnest light material.
    case systemUltraThinMaterialLight = 11
    /// A thin light material.
    case systemThinMaterialLight = 12
    /// The standard light material.
    case systemMaterialLight = 13
    /// A thick light material.
    case systemThickMaterialLight = 14
    /// The light chrome material.
    case systemChromeMaterialLight = 15
    /// The thinnest dark material.
    case systemUltraThinMaterialDark = 16
    /// A thin dark material.
    case systemThinMaterialDark = 17
    /// The standard dark material.
    case systemMaterialDark = 18
    /// A thick dark material.
    case systemThickMaterialDark = 19
    /// The dark chrome material.
    case systemChromeMaterialDark = 20
  }

  /// The blur's style.
  let style: Style

  /// Creates a blur of a style.
  ///
  /// - Parameter style: The style.
  public init(style: UIBlurEffect.Style) {
    self.style = style
    super.init()
  }
}

/// A tint that makes content vivid over a blur, as UIKit's `UIVibrancyEffect`; kept, inert.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// Creates vibrancy for content over a blur.
  ///
  /// - Parameter blurEffect: The blur the content is over.
  public init(blurEffect: UIBlurEffect) {
    super.init()
  }

  /// Creates vibrancy of a style for content over a blur.
  ///
  /// - Parameters:
  ///   - blurEffect: The blur the content is over.
  ///   - style: The style.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    super.init()
  }
}

/// The kinds of vibrancy, as UIKit's `UIVibrancyEffectStyle`; inert.
public enum UIVibrancyEffectStyle: Int, Sendable {
  /// For primary labels.
  case label = 0
  /// For secondary labels.
  case secondaryLabel = 1
  /// For tertiary labels.
  case tertiaryLabel = 2
  /// For quaternary labels.
  case quaternaryLabel = 3
  /// For fills of large shapes.
  case fill = 4
  /// For fills of medium shapes.
  case secondaryFill = 5
  /// For fills of small shapes.
  case tertiaryFill = 6
  /// For separators.
  case separator = 7
}
