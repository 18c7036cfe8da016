public import Foundation
import PresentationHierarchy

/// A view that asynchronously loads and displays an image, as SwiftUI's `AsyncImage`.
///
/// Modelled: the model loads nothing (a headless test has no network, and what a screen shows
/// must not depend on one), so every `AsyncImage` stays in the phase before its load completes
/// [DOC: `swiftui/asyncimage`: "Until the image loads, the view displays a standard
/// placeholder that fills the available space"]: the default placeholder is a leaf captured as
/// `AsyncImage` that takes the space offered; a custom placeholder is shown; a phase closure
/// gets `.empty`. Listed in the HeadlessSwiftUI article "Layout".
public struct AsyncImage<Content: View>: View {
  let content: Content?

  /// Loads and displays an image from the specified URL; until it loads, a placeholder that
  /// fills the space offered.
  ///
  /// - Parameters:
  ///   - url: The image's URL (not loaded by the model).
  ///   - scale: The image's scale; inert.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    content = nil
  }

  /// Loads and displays a modifiable image from the specified URL using a custom placeholder
  /// until the image loads: the model shows the placeholder.
  ///
  /// - Parameters:
  ///   - url: The image's URL (not loaded by the model).
  ///   - scale: The image's scale; inert.
  ///   - content: The view made from the loaded image (never called: nothing loads).
  ///   - placeholder: The view shown until the image loads.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.content = _ConditionalContent(storage: .falseContent(placeholder()))
  }

  /// Loads and displays a modifiable image from the specified URL in phases: the model calls
  /// `content` with `.empty`.
  ///
  /// - Parameters:
  ///   - url: The image's URL (not loaded by the model).
  ///   - scale: The image's scale; inert.
  ///   - transaction: The transaction used when the phase changes; inert.
  ///   - content: The view for a phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.content = content(.empty)
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension AsyncImage: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard let content else {
      // Offered no size it takes 10 × 10 points, as a Color does [INF: it is a fill like one].
      let placeholder = Leaf(
        typeName: "AsyncImage", sizing: .flexible(ideal: Size(width: 10, height: 10)))
      return [ViewNode(.leaf(placeholder), path: context.path)]
    }
    return context.child("content").resolve(content)
  }
}

/// The current phase of the asynchronous image loading operation, as SwiftUI's
/// `AsyncImagePhase`; in the model always `.empty` (nothing loads).
public enum AsyncImagePhase {
  /// No image is loaded.
  case empty
  /// An image successfully loaded.
  case success(Image)
  /// An image failed to load with an error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error that occurred when attempting to load an image, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
