/// A gradient of colors, as SwiftUI's `AnyGradient`.
///
/// As a style SwiftUI draws it as a linear gradient from the top of what it fills to the
/// bottom. The model draws it so where it draws styles: a
/// ``View/background(_:ignoresSafeAreaEdges:)`` of it is a ``LinearGradient`` behind the view,
/// and a shape filled with it hides what is behind when all its colors are opaque. Otherwise
/// inert, its color space included.
public struct AnyGradient: ShapeStyle, Hashable {
  /// The colors.
  let gradient: Gradient
  /// The color space the colors blend in; inert.
  let space: Gradient.ColorSpace?

  /// Creates a gradient from a base gradient.
  ///
  /// - Parameter gradient: The colors.
  public init(_ gradient: Gradient) {
    self.gradient = gradient
    space = nil
  }

  /// The gradient, blending its colors in a color space; the color space is inert.
  ///
  /// - Parameter space: The color space to blend the colors in.
  /// - Returns: The gradient.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(gradient: gradient, space: space)
  }

  private init(gradient: Gradient, space: Gradient.ColorSpace?) {
    self.gradient = gradient
    self.space = space
  }

  /// The view SwiftUI draws for the gradient as a style: a linear gradient, top to bottom.
  var linear: LinearGradient {
    LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
  }
}

extension Color {
  /// The standard gradient of the color, as SwiftUI's `Color.gradient`: in the model a gradient
  /// of the color alone (SwiftUI shades it slightly), so it is opaque when the color is.
  public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}
