public import Foundation

/// A transformer that makes one colour from another, as UIKit's
/// `UIConfigurationColorTransformer`.
///
/// Calling it runs its closure, as in UIKit. The configurations that hold one (backgrounds,
/// button and list content) are inert in the model, so a transformer set there changes nothing
/// a capture shows.
public struct UIConfigurationColorTransformer {
  /// The closure that makes the new colour.
  public let transform: (UIColor) -> UIColor
  /// What tells one transformer from another in a configuration's equality, as UIKit compares
  /// the blocks behind them by identity.
  let identity: TransformerIdentity

  /// Creates a color transformer from a closure.
  ///
  /// - Parameter transform: Makes the new colour from the one given.
  public init(_ transform: @escaping (UIColor) -> UIColor) {
    self.init(transform, identity: TransformerIdentity())
  }

  init(_ transform: @escaping (UIColor) -> UIColor, identity: TransformerIdentity) {
    self.transform = transform
    self.identity = identity
  }

  /// Runs the transformer's closure on a colour.
  ///
  /// - Parameter input: The colour to transform.
  /// - Returns: The transformed colour.
  public func callAsFunction(_ input: UIColor) -> UIColor {
    transform(input)
  }

  /// A transformer that gives a gray of the colour's brightness and the same alpha
  /// [INF: the mean of the light components; the model reads only a colour's alpha].
  ///
  /// Computed, as the model's transformers aren't `Sendable`; every read is the same
  /// transformer, equal to the others, as UIKit's constant is.
  public static var grayscale: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer(gray, identity: Identities.grayscale)
  }

  /// A transformer that gives the colour a monochrome tint: in the model the same gray as
  /// ``grayscale`` (inert beyond the alpha, which it keeps).
  public static var monochromeTint: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer(gray, identity: Identities.monochromeTint)
  }

  /// A transformer that gives the system's accent colour, or the colour itself where the
  /// platform has none, as on iOS: the colour unchanged.
  public static var preferredTint: UIConfigurationColorTransformer {
    UIConfigurationColorTransformer({ $0 }, identity: Identities.preferredTint)
  }

  /// The gray of a colour's mean component, with its alpha.
  private static func gray(_ color: UIColor) -> UIColor {
    let components = color.components
    guard components.count == 4 else { return color }
    return UIColor(white: (components[0] + components[1] + components[2]) / 3, alpha: components[3])
  }

  /// The identities of UIKit's constant transformers.
  private enum Identities {
    static let grayscale = TransformerIdentity()
    static let monochromeTint = TransformerIdentity()
    static let preferredTint = TransformerIdentity()
  }
}

/// A transformer that makes new text attributes from the current ones, as UIKit's
/// `UIConfigurationTextAttributesTransformer`.
///
/// Calling it runs its closure, as in UIKit; the button configurations that hold one are
/// inert in the model beyond their titles' characters, so the attributes it makes aren't shown.
public struct UIConfigurationTextAttributesTransformer {
  /// The closure that makes the new attributes.
  public let transform: (AttributeContainer) -> AttributeContainer
  /// What tells one transformer from another in a configuration's equality.
  let identity = TransformerIdentity()

  /// Creates a text attributes transformer from a closure.
  ///
  /// - Parameter transform: Makes the new attributes from the current ones.
  public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
    self.transform = transform
  }

  /// Runs the transformer's closure on a container of attributes.
  ///
  /// - Parameter input: The current attributes.
  /// - Returns: The new attributes.
  public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
    transform(input)
  }
}

/// The identity of one transformer value and its copies, as UIKit's transformers are blocks
/// compared by reference.
final class TransformerIdentity: Sendable {}

/// A transformer kept in a `Hashable` configuration: equal when both hold no transformer or
/// copies of the same one, so the configuration's synthesised equality stays UIKit's.
struct TransformerSlot<Transformer>: Hashable {
  /// The transformer, if one is set.
  var value: Transformer?
  /// How to read a transformer's identity.
  private let identity: (Transformer) -> TransformerIdentity

  init(identity: @escaping (Transformer) -> TransformerIdentity) {
    self.identity = identity
  }

  private var key: ObjectIdentifier? { value.map { ObjectIdentifier(identity($0)) } }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension TransformerSlot where Transformer == UIConfigurationColorTransformer {
  /// An empty slot for a colour transformer.
  init() { self.init(identity: \.identity) }
}

extension TransformerSlot where Transformer == UIConfigurationTextAttributesTransformer {
  /// An empty slot for a text attributes transformer.
  init() { self.init(identity: \.identity) }
}
