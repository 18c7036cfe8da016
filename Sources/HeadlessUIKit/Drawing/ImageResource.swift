public import Foundation

/// A resource of the asset catalog, as DeveloperToolsSupport's `ImageResource`, which Xcode
/// generates for each image (`Image(.dolphin)` and `UIImage(resource: .dolphin)` read
/// `ImageResource.dolphin`); UIKit and SwiftUI both re-export it.
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

extension UIImage {
  /// Creates an image from an asset catalog resource, as ``init(named:)`` does with its name:
  /// the model has no catalog, so the image has its name and a zero size [INF].
  ///
  /// - Parameter resource: The resource, such as `.dolphin`.
  public convenience init(resource: ImageResource) {
    self.init(name: resource.name, size: .zero)
  }
}
