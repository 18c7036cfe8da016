// Previews in Xcode, the `PreviewProvider` spelling: the structures apps keep at the end of
// their view files. Xcode alone reads them; the model never does, so every symbol here is
// inert: it compiles as in SwiftUI and changes no launch, layout or capture.

/// A type that produces view previews in Xcode; inert: the model never reads its previews.
///
/// [DOC] swiftui/previewprovider: `@MainActor @preconcurrency protocol PreviewProvider :
/// _PreviewProvider`. The model leaves out the underscored `_PreviewProvider`, which no app
/// names. [DOC] Since the iOS 27 SDK, `previews` is `@ContentBuilder`; the model spells it
/// `@ViewBuilder`, as the iOS 13–26 SDKs do, which builds the same bodies.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View

  /// A collection of views to preview; the model never evaluates it.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }

  /// The platform on which to run the provider; the model ignores it.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform hint: Xcode infers the platform from the selected target ([DOC] the
  /// default implementation returns `nil`).
  @MainActor @preconcurrency public static var platform: PreviewPlatform? { nil }
}

/// Platforms that can run the preview; inert.
public enum PreviewPlatform: Sendable {
  /// Specifies iOS as the preview platform.
  case iOS
  /// Specifies macOS as the preview platform.
  case macOS
  /// Specifies tvOS as the preview platform.
  case tvOS
  /// Specifies watchOS as the preview platform.
  case watchOS
}

/// A simulator device that runs a preview, by name (`"iPhone 15"`) or model (`"iPad8,1"`);
/// inert: the model's device is the launch's fidelity profile, never this.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name or model number.
  public var rawValue: String

  /// Creates a preview device from its name or model number.
  ///
  /// - Parameter rawValue: The device's name or model number.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a preview device from a string literal naming it.
  ///
  /// - Parameter stringLiteral: The device's name or model number.
  public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective; inert here: it only names a
/// preview's orientation.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The stable identity of the orientation.
  public var id: String

  /// The device is in portrait mode, with the top of the device on top.
  public static let portrait = InterfaceOrientation(id: "portrait")
  /// The device is in portrait mode, but is upside down.
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  /// The device is in landscape mode, with the top of the device on the left.
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  /// The device is in landscape mode, with the top of the device on the right.
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

  /// The four orientations.
  public static let allCases: [InterfaceOrientation] = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
}

// The preview modifiers: Xcode's canvas reads them; in the model they return the view
// unchanged, so a preview's modifiers never change a capture.
extension View {
  /// Sets a name to show in the canvas for a preview; inert.
  ///
  /// - Parameter value: A name for the preview.
  /// - Returns: The view, unchanged.
  nonisolated public func previewDisplayName(_ value: String?) -> some View { self }

  /// Overrides the device for a preview; inert.
  ///
  /// - Parameter value: A device, or `nil` to let Xcode choose.
  /// - Returns: The view, unchanged.
  nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }

  /// Overrides the size of the container for a preview; inert.
  ///
  /// - Parameter value: A layout to use for the preview.
  /// - Returns: The view, unchanged.
  nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Overrides the orientation of a preview; inert.
  ///
  /// - Parameter value: An orientation to use for the preview.
  /// - Returns: The view, unchanged.
  nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    self
  }

  /// Declares a context for the preview, such as WidgetKit's `WidgetPreviewContext`; inert.
  ///
  /// - Parameter value: The context for the preview.
  /// - Returns: The view, unchanged.
  nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}

/// A context type for use with a preview, as SwiftUI's `PreviewContext`; inert: Xcode alone
/// reads it.
public protocol PreviewContext {
  /// Returns the context's value for a key, or the key's default value if the context doesn't
  /// define one.
  subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

/// A key type for a preview context, as SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
  /// The type of the value returned by the key.
  associatedtype Value
  /// The default value of the key.
  static var defaultValue: Self.Value { get }
}
