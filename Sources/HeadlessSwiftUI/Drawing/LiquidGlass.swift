public import Foundation

// Liquid Glass (iOS 26), as SwiftUI's: exact declarations, inert for layering. Glass is a
// material drawn behind a view and effects drawn over it [DOC: `swiftui/view/glasseffect(_:in:)`:
// "Renders a shape anchored behind a view with the Liquid Glass material"]; it changes no
// frame, no hit test and nothing that covers what, so a capture is as without it [INF: the
// model draws no materials, and a material is never opaque, as ``Material`` in the model].

/// The configuration of the Liquid Glass material, as SwiftUI's `Glass`; inert.
@available(iOS 26.0, *)
public struct Glass: Equatable, Sendable {
  let variant: String
  let tintColor: Color?
  let isInteractive: Bool

  /// The regular variant of glass, the default.
  public static var regular: Glass {
    Glass(variant: "regular", tintColor: nil, isInteractive: false)
  }

  /// The clear variant of glass, for content over media.
  public static var clear: Glass { Glass(variant: "clear", tintColor: nil, isInteractive: false) }

  /// The identity variant of glass: content is drawn as if no glass were applied.
  public static var identity: Glass {
    Glass(variant: "identity", tintColor: nil, isInteractive: false)
  }

  /// Returns a copy of the glass with a tint color; inert.
  ///
  /// - Parameter color: The tint color, or `nil` for none.
  /// - Returns: The tinted glass.
  public func tint(_ color: Color?) -> Glass {
    Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
  }

  /// Returns a copy of the glass that reacts to touches; inert: the model draws no reaction,
  /// and the glass takes no touches of its own.
  ///
  /// - Parameter isEnabled: Whether the glass is interactive.
  /// - Returns: The glass.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
  }
}

/// The default shape of glass effects, a capsule, as SwiftUI's `DefaultGlassEffectShape`.
///
/// Used as a view, a leaf captured as `DefaultGlassEffectShape`, never `opaque` (see ``Shape``).
@available(iOS 26.0, *)
nonisolated public struct DefaultGlassEffectShape: Shape {
  /// Creates the default shape; SwiftUI passes it for you as `glassEffect(_:in:)`'s default.
  @usableFromInline init() {}

  public func path(in rect: CGRect) -> Path {
    Capsule().path(in: rect)
  }
}

/// How a glass effect changes as its view is added or removed, as SwiftUI's
/// `GlassEffectTransition`; inert: the model doesn't animate.
@available(iOS 26.0, *)
public struct GlassEffectTransition: Sendable {
  let name: String

  /// Derives the glass's geometry from a nearby glass shape in the container.
  public static var matchedGeometry: GlassEffectTransition {
    GlassEffectTransition(name: "matchedGeometry")
  }

  /// Fades the content and animates the material in or out.
  public static var materialize: GlassEffectTransition {
    GlassEffectTransition(name: "materialize")
  }

  /// No change.
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A view that combines the Liquid Glass shapes inside it so they can morph into each other,
/// as SwiftUI's `GlassEffectContainer`.
///
/// Lays out its content as a view of the app's own whose body is that content: a node captured
/// as `GlassEffectContainer`, sized as its one view, or stacking several views vertically as
/// the model lays out a multi-view body [INF: Apple documents no layout of its own for the
/// container]. The merging of shapes is drawing only, so `spacing` is inert.
@available(iOS 26.0, *)
@MainActor @preconcurrency
public struct GlassEffectContainer<Content: View>: View {
  let content: Content

  /// Creates a container.
  ///
  /// - Parameters:
  ///   - spacing: How near shapes come before they start to merge; inert.
  ///   - content: The content, whose glass shapes the container combines.
  @MainActor @preconcurrency
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

@available(iOS 26.0, *)
extension GlassEffectContainer: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(.view("GlassEffectContainer"), path: context.path)
    node.children = context.child("content").resolve(content)
    return [node]
  }
}

/// A button style that draws glass behind the button, as SwiftUI's `GlassButtonStyle`; inert:
/// the button renders, and is tapped, as without it.
@available(iOS 26.0, *)
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
  /// Creates a glass button style.
  public init() {}

  /// Creates a glass button style with a glass configuration.
  ///
  /// - Parameter glass: The glass; inert.
  @available(iOS 26.1, *)
  public init(_ glass: Glass) {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style that draws prominent glass behind the button, as SwiftUI's
/// `GlassProminentButtonStyle`; inert: the button renders, and is tapped, as without it.
@available(iOS 26.0, *)
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates a prominent glass button style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// A button style that applies Liquid Glass; inert.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }

  /// A button style that applies a configured Liquid Glass; inert.
  ///
  /// - Parameter glass: The glass, such as `.clear`.
  /// - Returns: The style.
  @available(iOS 26.1, *)
  public static func glass(_ glass: Glass) -> Self { GlassButtonStyle(glass) }
}

@available(iOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// A button style that applies prominent Liquid Glass; inert.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

@available(iOS 26.0, *)
extension View {
  /// Applies the Liquid Glass effect behind the view, in a shape; inert: the model draws no
  /// material, so frames, hits and the capture are as without it.
  ///
  /// - Parameters:
  ///   - glass: The glass, `.regular` by default.
  ///   - shape: The shape the glass fills, a capsule by default.
  /// - Returns: The view, unchanged.
  nonisolated public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View { self }

  /// Associates an identity with the glass effects inside, for morphing in a
  /// ``GlassEffectContainer``; inert.
  ///
  /// - Parameters:
  ///   - id: The identity, or `nil` for none.
  ///   - namespace: The namespace the identity belongs to.
  /// - Returns: The view, unchanged.
  nonisolated public func glassEffectID(
    _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
  ) -> some View { self }

  /// Makes the glass effects inside part of a union drawn as one shape; inert.
  ///
  /// - Parameters:
  ///   - id: The union's identity, or `nil` for none.
  ///   - namespace: The namespace the identity belongs to.
  /// - Returns: The view, unchanged.
  @MainActor @preconcurrency
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID)
    -> some View
  { self }

  /// Sets how the glass effects inside change as they are added or removed; inert.
  ///
  /// - Parameter transition: The transition.
  /// - Returns: The view, unchanged.
  @MainActor @preconcurrency
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}
