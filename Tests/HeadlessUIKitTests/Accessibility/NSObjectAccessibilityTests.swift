#if !canImport(ObjectiveC)
import Foundation
import HeadlessUIKit
import Testing

/// UIKit's informal accessibility protocol on `NSObject`, as overlay libraries use it on
/// elements typed `NSObject`.
@MainActor
@Suite struct NSObjectAccessibilityTests {
  /// A view subclass overriding a member of the informal protocol, as apps' cells do.
  final class Labelled: UIView {
    override var accessibilityLabel: String? {
      get { "Labelled" }
      set { _ = newValue }
    }
  }

  @Test("Set through NSObject, a view's accessibility values are the view's own")
  func viewThroughNSObject() {
    let view = UIView()
    let element: NSObject = view
    element.isAccessibilityElement = true
    if element.accessibilityLabel == nil { element.accessibilityLabel = "Saved" }
    element.accessibilityHint = "Dismisses"
    #expect(view.isAccessibilityElement)
    #expect(view.accessibilityLabel == "Saved")
    #expect(view.accessibilityHint == "Dismisses")
    #expect(
      (Labelled() as NSObject).accessibilityLabel == "Labelled", "a subclass's override decides")
  }

  @Test("Any other object keeps its own values")
  func otherObjects() {
    let element = NSObject()
    #expect(element.accessibilityLabel == nil)
    #expect(!element.isAccessibilityElement)
    element.accessibilityLabel = "Banner"
    element.accessibilityValue = "3 of 5"
    element.accessibilityTraits = .button
    #expect(element.accessibilityLabel == "Banner")
    #expect(element.accessibilityValue == "3 of 5")
    #expect(element.accessibilityTraits == .button)
    #expect(NSObject().accessibilityLabel == nil, "values are per object")
  }
}
#endif

#if !canImport(ObjectiveC)
/// A class's `description()` through a metatype, as apps name nibs by it.
@MainActor
@Suite struct ClassDescriptionTests {
  final class BannerView: UIView {}

  /// The last component of a view class's description, as SwiftMessages' `viewFromNib` reads it.
  func nibName<T: UIView>(of _: T.Type) -> String? {
    T.description().components(separatedBy: ".").last
  }

  @Test func aViewClassDescribesItselfByItsQualifiedName() {
    #expect(nibName(of: BannerView.self) == "BannerView")
    #expect(UIView.description() == "UIView", "UIKit's own classes have bare names")
  }
}
#endif
