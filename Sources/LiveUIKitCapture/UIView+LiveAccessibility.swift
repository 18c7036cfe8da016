#if canImport(UIKit)
import PresentationHierarchy
import UIKit

/// Reads a SwiftUI hosting view's accessibility elements, as VoiceOver and UI tests see its
/// content (UIAccessibilityContainer's `accessibilityElements` [DOC]).
///
/// Containers are opened, with an explicit stack; `UIView`s are skipped, because the capture
/// walks them as subviews.
@MainActor
enum LiveAccessibilityReader {
  /// Returns the elements inside a view, in accessibility order.
  static func elements(of view: UIView) -> [LiveAccessibilityElement] {
    var found: [LiveAccessibilityElement] = []
    var pending = Array((view.accessibilityElements ?? []).reversed())
    while let next = pending.popLast() {
      guard let object = next as? NSObject, !(next is UIView) else { continue }
      if object.isAccessibilityElement {
        found.append(element(object))
      } else {
        pending.append(contentsOf: (object.accessibilityElements ?? []).reversed())
      }
    }
    return found
  }

  /// The element's identifier, label, frame in screen coordinates and kind.
  private static func element(_ object: NSObject) -> LiveAccessibilityElement {
    let frame = object.accessibilityFrame
    return LiveAccessibilityElement(
      identifier: (object as? any UIAccessibilityIdentification)?.accessibilityIdentifier,
      label: object.accessibilityLabel,
      frame: Rect(
        x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
        height: Double(frame.height)),
      kind: kind(of: object.accessibilityTraits))
  }

  /// The kind an element's traits say, a button first: a button with an image is a button.
  static func kind(of traits: UIAccessibilityTraits) -> AccessibilityElementKind {
    if traits.contains(.button) { return .button }
    if traits.contains(.image) { return .image }
    if traits.contains(.staticText) { return .text }
    return .element
  }
}
#endif
