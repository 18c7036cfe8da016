public import Foundation
public import HeadlessUIKit

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
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle that holds the catalog; the main bundle when `nil`.
  public init(_ name: String, bundle: Bundle? = nil) {
    naturalSize = Self.catalogImageSize
  }

  /// Creates an image from the asset catalog with a label for assistive technologies; the label
  /// is inert.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle that holds the catalog; the main bundle when `nil`.
  ///   - label: What assistive technologies read.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    naturalSize = Self.catalogImageSize
  }

  /// Creates an image from the asset catalog that assistive technologies skip.
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle that holds the catalog; the main bundle when `nil`.
  public init(decorative name: String, bundle: Bundle? = nil) {
    naturalSize = Self.catalogImageSize
  }

  /// Creates an image from a UIKit image, at the UIKit image's size in points
  /// [DOC: `swiftui/image/init(uiimage:)`].
  ///
  /// - Parameter uiImage: The UIKit image.
  public init(uiImage: UIImage) {
    naturalSize = Size(width: Double(uiImage.size.width), height: Double(uiImage.size.height))
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

  /// Creates an image of a variable SF Symbol; the value is inert.
  ///
  /// - Parameters:
  ///   - systemName: The symbol's name.
  ///   - variableValue: How much of the symbol to draw, from 0 to 1.
  @available(iOS 16.0, *)
  public init(systemName: String, variableValue: Double?) {
    naturalSize = Self.systemImageSize
  }

  /// Returns the image sized to the space it is offered; the cap insets and resizing mode
  /// only change how it draws (inert).
  ///
  /// - Parameters:
  ///   - capInsets: The edges kept as they are when the image stretches.
  ///   - resizingMode: Whether the image stretches or tiles.
  /// - Returns: A resizable image.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
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
