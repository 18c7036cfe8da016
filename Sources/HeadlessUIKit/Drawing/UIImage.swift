/// An image, as UIKit's `UIImage`: the model draws nothing, so an image is only its name.
///
/// It exists so bar button items and menus built with images compile unchanged.
public final class UIImage: Hashable, Sendable {
  /// The symbol's name.
  let name: String

  /// Creates an image of a system symbol.
  ///
  /// UIKit returns `nil` for a name that isn't in its symbol catalogue; the model has no
  /// catalogue and never does [INF].
  ///
  /// - Parameter name: The symbol's name, such as `square.and.arrow.up`.
  public init?(systemName name: String) {
    self.name = name
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
