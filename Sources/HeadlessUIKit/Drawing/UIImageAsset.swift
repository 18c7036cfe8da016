public import Foundation
import PresentationHierarchy

/// A set of images of one piece of artwork for different traits, as UIKit's `UIImageAsset`.
///
/// Registering and looking up images is modelled: ``image(with:)-(UITraitCollection)`` gives
/// the registered image whose traits all match the ones asked for, the one naming the most
/// traits first [INF: UIKit documents a best match without its rule]. An image view showing
/// such an image doesn't switch variants when its traits change (inert).
open class UIImageAsset: NSObject, @unchecked Sendable {
  /// The registered images with their traits, in the order registered; a lock guards them.
  private let entries = Locked<[(traits: UITraitCollection, image: UIImage)]>([])

  /// Creates an empty image asset.
  public override init() {}

  /// Registers an image for a trait collection, replacing one registered for the same traits.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - traitCollection: The traits it is for.
  open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    entries.withLock { entries in
      entries.removeAll { Self.sameTraits($0.traits, traitCollection) }
      entries.append((traitCollection, image))
    }
    image.assetLink.withLock { $0 = self }
  }

  /// Registers an image for an image configuration's traits, replacing one registered for the
  /// same traits.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - configuration: The configuration whose traits it is for.
  open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
    register(image, with: Self.traits(of: configuration))
  }

  /// Returns the registered image that best matches a trait collection: one whose traits all
  /// match, naming the most traits, the latest of equals; else the first registered; an empty
  /// image when none is.
  ///
  /// - Parameter traitCollection: The traits to match.
  /// - Returns: The image.
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    let entries = entries.withLock { $0 }
    let matching = entries.filter { Self.traits($0.traits, areMetBy: traitCollection) }
    let best = matching.max { Self.namedCount($0.traits) <= Self.namedCount($1.traits) }
    return best?.image ?? entries.first?.image ?? UIImage()
  }

  /// Returns the registered image that best matches an image configuration's traits.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The image.
  open func image(with configuration: UIImage.Configuration) -> UIImage {
    image(with: Self.traits(of: configuration))
  }

  /// Unregisters the image registered for exactly these traits.
  ///
  /// - Parameter traitCollection: The traits.
  open func unregister(imageWith traitCollection: UITraitCollection) {
    entries.withLock { entries in
      entries.removeAll { Self.sameTraits($0.traits, traitCollection) }
    }
  }

  /// Unregisters the image registered for exactly an image configuration's traits.
  ///
  /// - Parameter configuration: The configuration.
  open func unregisterImage(with configuration: UIImage.Configuration) {
    unregister(imageWith: Self.traits(of: configuration))
  }

  /// A configuration's traits, or none.
  private static func traits(of configuration: UIImage.Configuration) -> UITraitCollection {
    configuration.traitCollection ?? UITraitCollection()
  }

  /// The traits that are specified in a collection, as comparable values.
  private static func named(_ traits: UITraitCollection) -> [String: String] {
    var named: [String: String] = [:]
    if traits.horizontalSizeClass != .unspecified {
      named["h"] = "\(traits.horizontalSizeClass.rawValue)"
    }
    if traits.verticalSizeClass != .unspecified {
      named["v"] = "\(traits.verticalSizeClass.rawValue)"
    }
    if traits.userInterfaceIdiom != .unspecified {
      named["idiom"] = "\(traits.userInterfaceIdiom.rawValue)"
    }
    if traits.userInterfaceStyle != .unspecified {
      named["style"] = "\(traits.userInterfaceStyle.rawValue)"
    }
    if traits.displayScale != 0 { named["scale"] = "\(traits.displayScale)" }
    if traits.preferredContentSizeCategory != .unspecified {
      named["size"] = traits.preferredContentSizeCategory.rawValue
    }
    return named
  }

  private static func namedCount(_ traits: UITraitCollection) -> Int { named(traits).count }

  /// Whether every trait a registered collection names has the same value in the query.
  private static func traits(_ registered: UITraitCollection, areMetBy query: UITraitCollection)
    -> Bool
  {
    let asked = named(query)
    return named(registered).allSatisfy { asked[$0.key] == $0.value }
  }

  /// Whether two collections name the same traits with the same values.
  private static func sameTraits(_ a: UITraitCollection, _ b: UITraitCollection) -> Bool {
    named(a) == named(b)
  }
}

extension UIImage {
  /// The image asset the image belongs to: the one it was registered with, else `nil`
  /// [DOC: `uikit/uiimage/imageasset`; INF: the model has no asset catalogue, so named images
  /// have none].
  public var imageAsset: UIImageAsset? {
    assetLink.withLock { $0 }
  }
}
