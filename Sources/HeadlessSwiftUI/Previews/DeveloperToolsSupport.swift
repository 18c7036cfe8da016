// The DeveloperToolsSupport types that SwiftUI re-exports for previews: the preview macros'
// traits and layouts. All inert: they name what Xcode's canvas would do and do nothing here.
public import Foundation

/// A base type that preview macros use to create previews; inert: the model's macros expand
/// to nothing and never create one.
///
/// [DOC] developertoolssupport/preview: `@MainActor struct Preview`. Its initializers are for
/// macro expansions only; the model declares none.
@MainActor @preconcurrency
public struct Preview {
  /// Traits that apply to previews of views and view controllers.
  public enum ViewTraits {}
}

/// Customizations that you can apply to a preview; inert.
@MainActor @preconcurrency
public struct PreviewTrait<T> {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Center the preview in a container the size of the device; inert.
  @MainActor public static var defaultLayout: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(name: "defaultLayout")
  }

  /// Fit the container to the size of the preview; inert.
  @MainActor public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(name: "sizeThatFitsLayout")
  }

  /// Center the preview in a fixed size container; inert.
  ///
  /// - Parameters:
  ///   - width: The container's width.
  ///   - height: The container's height.
  /// - Returns: The trait.
  @MainActor public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(name: "fixedLayout")
  }

  /// The device is in portrait mode, with the top of the device on top; inert.
  @MainActor public static var portrait: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(name: "portrait")
  }

  /// The device is in portrait mode, but is upside down; inert.
  @MainActor public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(name: "portraitUpsideDown")
  }

  /// The device is in landscape mode, with the top of the device on the left; inert.
  @MainActor public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(name: "landscapeLeft")
  }

  /// The device is in landscape mode, with the top of the device on the right; inert.
  @MainActor public static var landscapeRight: PreviewTrait<Preview.ViewTraits> {
    PreviewTrait(name: "landscapeRight")
  }
}

/// A size constraint for a preview; inert.
public enum PreviewLayout: Sendable {
  /// Center the preview in a container the size of the device.
  case device
  /// Fit the container to the size of the preview.
  case sizeThatFits
  /// Center the preview in a fixed size container with the given dimensions.
  ///
  /// - Parameters:
  ///   - width: The width of the container.
  ///   - height: The height of the container.
  case fixed(width: CGFloat, height: CGFloat)
}

/// Builder for preview body content within a `#Preview` macro; inert: the model's bodies are
/// type-checked, never run.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
  /// Builds a body of one expression.
  ///
  /// - Parameter content: The body's value.
  /// - Returns: The value.
  public static func buildBlock(_ content: Content) -> Content { content }
}
