/// A resource of the asset catalog, as the `ImageResource` Xcode generates for each image
/// (`Image(.dolphin)` reads `ImageResource.dolphin`).
///
/// Declare the ones the app's code names as Xcode does:
///
/// ```swift
/// extension ImageResource {
///   static let dolphin = ImageResource(name: "dolphin", bundle: .main)
/// }
/// ```
public struct ImageResource: Hashable, Sendable {
  /// The image's name in the catalog.
  let name: String

  /// Creates a resource reference.
  ///
  /// - Parameters:
  ///   - name: The image's name in the catalog.
  ///   - bundle: The bundle that holds the catalog.
  public init(name: String, bundle: Bundle) {
    self.name = name
  }
}

/// An image, as SwiftUI's `Image`.
///
/// The model reads no asset catalog, so an image that isn't `resizable()` takes a documented
/// size: 100×100 points for a catalog image, 20×20 for an SF Symbol.
public struct Image: View {
  /// The size of a catalog image that isn't resizable.
  static let catalogImageSize = Size(width: 100, height: 100)
  /// The size of an SF Symbol.
  static let systemImageSize = Size(width: 20, height: 20)

  let naturalSize: Size
  var isResizable = false

  /// Creates an image from the asset catalog.
  ///
  /// - Parameter name: The image's name.
  public init(_ name: String) {
    naturalSize = Self.catalogImageSize
  }

  /// Creates an image from an asset catalog resource.
  ///
  /// - Parameter resource: The resource, such as `.dolphin`.
  public init(_ resource: ImageResource) {
    naturalSize = Self.catalogImageSize
  }

  /// Creates an image of an SF Symbol.
  ///
  /// - Parameter systemName: The symbol's name.
  public init(systemName: String) {
    naturalSize = Self.systemImageSize
  }

  /// Returns the image sized to the space it is offered.
  ///
  /// - Returns: A resizable image.
  public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Image: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let sizing: LeafSizing = isResizable ? .flexible(ideal: naturalSize) : .fixed(naturalSize)
    return [ViewNode(.leaf(Leaf(typeName: "Image", sizing: sizing)), path: context.path)]
  }
}
