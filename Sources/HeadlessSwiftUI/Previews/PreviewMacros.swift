// Previews in Xcode, the macro spelling: `#Preview { … }` and `@Previewable`. The compiler
// type-checks their arguments as in SwiftUI, then the model's HeadlessSwiftUIMacros plugin expands every
// use to nothing, so a preview adds no code and changes no launch, layout or capture.
//
// [DOC] Since the iOS 27 SDK, the SwiftUI bodies are `@ContentBuilder`; the model spells them
// `@ViewBuilder`, as the iOS 17–26 SDKs do, which builds the same bodies. The UIKit bodies are
// UIKit's macros on Apple's side; the model declares them here, so a file that imports SwiftUI
// finds them (a file that imports only UIKit doesn't yet).

/// Creates a preview of a SwiftUI view; inert: expands to nothing.
///
/// - Parameters:
///   - name: A name to show in the canvas.
///   - body: The view to preview; type-checked, never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Creates a preview of a SwiftUI view using traits; inert: expands to nothing.
///
/// - Parameters:
///   - name: A name to show in the canvas.
///   - traits: A trait that customizes the preview.
///   - additionalTraits: More traits.
///   - body: The view to preview; type-checked, never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view; inert: expands to nothing.
///
/// - Parameters:
///   - name: A name to show in the canvas.
///   - traits: Traits that customize the preview.
///   - body: The view to preview; type-checked, never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Creates a preview of a UIKit view controller; inert: expands to nothing.
///
/// - Parameters:
///   - name: A name to show in the canvas.
///   - traits: Traits that customize the preview.
///   - body: The view controller to preview; type-checked, never run.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  traits: PreviewTrait<Preview.ViewTraits>...,
  @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Lets a dynamic property (`@State`) appear inline in a `#Preview` body; inert: expands to
/// nothing, as the body it sits in does.
@attached(peer)
public macro Previewable() =
  #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewableMacro")
