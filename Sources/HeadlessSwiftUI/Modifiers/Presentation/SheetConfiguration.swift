public import Foundation
import HeadlessUIKit

// The modifiers a sheet's or popover's content uses to configure the presentation it is in.
// SwiftUI reads them from the content when it presents; so does the model, once, before the
// presentation is placed (HostingEngine+Presentation.swift).
extension View {
  /// Sets the heights the sheet this view is in can rest at, with a binding to the one it
  /// rests at: the sheet's `UISheetPresentationController` detents and selected detent.
  ///
  /// - Parameters:
  ///   - detents: The heights.
  ///   - selection: The height the sheet rests at when it is presented.
  /// - Returns: The modified view.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    modified(
      .outer {
        $0[PresentationDetentsKey.self] = detents
        $0[SheetOptionsKey.self].selection = selection
      })
  }

  /// Lets touches reach the views behind the sheet this view is in, at every detent or up to
  /// one: the sheet's `largestUndimmedDetentIdentifier`, so the background is undimmed there
  /// and takes the touches around the sheet [DOC:
  /// `swiftui/view/presentationbackgroundinteraction(_:)`].
  ///
  /// - Parameter interaction: Whether, and up to which detent, the background takes touches.
  /// - Returns: The modified view.
  public func presentationBackgroundInteraction(
    _ interaction: PresentationBackgroundInteraction
  ) -> some View {
    modified(.outer { $0[SheetOptionsKey.self].backgroundInteraction = interaction })
  }

  /// Sets how the presentation this view is in adapts in compact size classes: `.popover` or
  /// `.none` keeps a popover a popover on iPhone [DOC:
  /// `swiftui/view/presentationcompactadaptation(_:)`].
  ///
  /// - Parameter adaptation: The adaptation in compact width and height.
  /// - Returns: The modified view.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
    modified(.outer { $0[SheetOptionsKey.self].compactAdaptation = adaptation })
  }

  /// Sets how the presentation this view is in adapts in compact width and in compact height;
  /// the model's devices are compact in width only, so the horizontal adaptation applies.
  ///
  /// - Parameters:
  ///   - horizontal: The adaptation in compact width.
  ///   - vertical: The adaptation in compact height.
  /// - Returns: The modified view.
  public func presentationCompactAdaptation(
    horizontal: PresentationAdaptation, vertical: PresentationAdaptation
  ) -> some View {
    modified(.outer { $0[SheetOptionsKey.self].compactAdaptation = horizontal })
  }

  /// Sets whether swipes on the sheet's content resize the sheet or scroll the content;
  /// inert: the model doesn't swipe sheets between detents.
  ///
  /// - Parameter behavior: What swipes do.
  /// - Returns: The view, unchanged.
  nonisolated public func presentationContentInteraction(
    _ behavior: PresentationContentInteraction
  ) -> some View {
    self
  }

  /// Sets the sheet's background style; inert (drawn only).
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    self
  }

  /// Sets a view as the sheet's background; inert (drawn only).
  ///
  /// - Parameters:
  ///   - alignment: The background's alignment.
  ///   - content: The background.
  /// - Returns: The view, unchanged.
  nonisolated public func presentationBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// Sets the sheet's corner radius; inert (drawn only).
  ///
  /// - Parameter cornerRadius: The radius, or `nil` for the system's.
  /// - Returns: The view, unchanged.
  nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    self
  }
}

/// Whether the views behind a presentation take touches, as SwiftUI's
/// `PresentationBackgroundInteraction`.
public struct PresentationBackgroundInteraction: Sendable {
  /// The largest detent at which the background takes touches: `nil` for none, `.some(nil)`
  /// for every detent.
  let undimmedUpThrough: PresentationDetent??

  /// The default: the background takes no touches while a sheet covers it.
  public static var automatic: PresentationBackgroundInteraction { .init(undimmedUpThrough: nil) }
  /// The background takes touches at every detent.
  public static var enabled: PresentationBackgroundInteraction {
    .init(undimmedUpThrough: .some(nil))
  }
  /// The background takes no touches.
  public static var disabled: PresentationBackgroundInteraction { .init(undimmedUpThrough: nil) }

  /// The background takes touches up to a detent; above it, none.
  ///
  /// - Parameter detent: The largest detent at which the background takes touches.
  /// - Returns: The interaction.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    .init(undimmedUpThrough: .some(detent))
  }
}

/// How a presentation adapts in compact size classes, as SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable {
  /// The UIKit style the presentation adapts to, `.none` to stay as it is, `nil` for UIKit's
  /// own adaptation.
  let style: UIModalPresentationStyle?

  /// The system's adaptation: a popover becomes a sheet on iPhone.
  public static var automatic: PresentationAdaptation { .init(style: nil) }
  /// No adaptation: the presentation stays as it is.
  public static var none: PresentationAdaptation { .init(style: UIModalPresentationStyle.none) }
  /// A popover.
  public static var popover: PresentationAdaptation { .init(style: UIModalPresentationStyle.none) }
  /// A sheet.
  public static var sheet: PresentationAdaptation { .init(style: .pageSheet) }
  /// A full-screen cover.
  public static var fullScreenCover: PresentationAdaptation { .init(style: .overFullScreen) }
}

/// What swipes on a sheet's content do, as SwiftUI's `PresentationContentInteraction`; inert.
public struct PresentationContentInteraction: Equatable, Sendable {
  let name: String

  /// The system's choice.
  public static var automatic: PresentationContentInteraction { .init(name: "automatic") }
  /// Swipes resize the sheet.
  public static var resizes: PresentationContentInteraction { .init(name: "resizes") }
  /// Swipes scroll the content.
  public static var scrolls: PresentationContentInteraction { .init(name: "scrolls") }
}

/// What a sheet's content sets on its presentation besides its detents.
struct SheetOptions {
  /// The detent it rests at, bound.
  var selection: Binding<PresentationDetent>?
  /// Whether the background takes touches.
  var backgroundInteraction: PresentationBackgroundInteraction?
  /// How it adapts in compact width.
  var compactAdaptation: PresentationAdaptation?
  /// The sheet style `presentationSizing(_:)` asks for (PresentationSizing.swift).
  var sizingStyle: UIModalPresentationStyle?

  /// Adds what another node set where this one is unset.
  mutating func fill(from other: SheetOptions) {
    selection = selection ?? other.selection
    backgroundInteraction = backgroundInteraction ?? other.backgroundInteraction
    compactAdaptation = compactAdaptation ?? other.compactAdaptation
    sizingStyle = sizingStyle ?? other.sizingStyle
  }
}

/// The sheet options a node sets.
enum SheetOptionsKey: NodeValueKey {
  static var defaultValue: SheetOptions { SheetOptions() }
}

/// SwiftUI's delegate of a presentation's controller: keeps a presentation as its content
/// asked in compact width, for `presentationCompactAdaptation(_:)` (UIKit reference §3.5 [DOC]:
/// the delegate's `.none` keeps the requested style), and writes the detent a user drags a
/// sheet to back into a `presentationDetents(_:selection:)` binding.
final class SheetPresentationDelegate: UISheetPresentationControllerDelegate {
  /// The style to keep in compact width; `nil` adapts as UIKit does.
  var compactStyle: UIModalPresentationStyle?
  /// The binding the detent a user drags to is written to.
  var selection: Binding<PresentationDetent>?
  /// SwiftUI's detents by the identifiers of the UIKit detents they became.
  var detents: [UISheetPresentationController.Detent.Identifier: PresentationDetent] = [:]

  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    compactStyle ?? controller.adaptedStyleWithoutDelegate
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    guard let identifier = sheetPresentationController.selectedDetentIdentifier,
      let detent = detents[identifier]
    else { return }
    selection?.wrappedValue = detent
  }
}
