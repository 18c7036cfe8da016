public import Foundation
public import HeadlessUIKit

/// An object that makes images of a SwiftUI view, as SwiftUI's `ImageRenderer`.
///
/// Nothing draws headlessly, so the images are blank: ``uiImage`` and ``cgImage`` are images of
/// the size the view takes for ``proposedSize`` (laid out as the model lays out SwiftUI), at
/// ``scale``, with no pixels drawn; an image shown with `Image(uiImage:)` then takes the size
/// the rendering would on a device. A view that takes no space gives `nil`.
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The view to render.
  @MainActor public final var content: Content
  /// The image's pixels per point; 1 by default.
  @MainActor public final var scale: CGFloat = 1
  /// The size offered to the view; unspecified (its ideal size) by default.
  @MainActor public final var proposedSize: ProposedViewSize = .unspecified
  /// Whether the image is opaque; inert, as nothing draws.
  @MainActor public final var isOpaque = false

  /// Creates a renderer for a view.
  ///
  /// - Parameter view: The view to render.
  @MainActor public init(content view: Content) {
    content = view
  }

  /// A blank UIKit image of the view's size at ``scale``, or `nil` when the view takes no space.
  @MainActor public final var uiImage: UIImage? {
    let host = UIHostingController(rootView: content)
    let size = host.hostingEngine.fittingSize(
      for: ProposedSize(
        width: proposedSize.width.map(Double.init), height: proposedSize.height.map(Double.init)))
    guard size.width > 0, size.height > 0 else { return nil }
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    format.opaque = isOpaque
    return UIGraphicsImageRenderer(
      size: CGSize(width: size.width, height: size.height), format: format
    ).image { _ in }
  }

  /// The blank image ``uiImage`` gives, as a Core Graphics image, or `nil`.
  @MainActor public final var cgImage: CGImage? { uiImage?.cgImage }
}
