#if !canImport(ObjectiveC)
public import Foundation

/// The key under which a non-view object's accessibility values are associated with it.
nonisolated(unsafe) private var accessibilityStoreKey: UInt8 = 0

/// The accessibility values set on an object that isn't a view.
private final class AccessibilityStore {
  var isElement = false
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits = .none
  var userInputLabels: [String]?
}

/// UIKit's informal `UIAccessibility` protocol, which UIKit declares as a category on
/// `NSObject`, so that code holding an element as `NSObject` (SwiftMessages'
/// `accessibilityElement`) reads and sets it: declared by the model only where the Objective-C
/// runtime is missing (Linux), where a class's extension members can't be overridden.
///
/// On a view each member is the view's own (``UIView/accessibilityLabel`` and its siblings,
/// which subclasses override as in UIKit); on any other object the values are kept with the
/// object. Inert, except that ``UIApplication/tap(_:)`` finds views by their label.
extension NSObjectProtocol where Self: NSObject {
  /// Whether assistive apps see the object as one element
  /// [DOC: `objectivec/nsobject/1615141-isaccessibilityelement`].
  @MainActor public var isAccessibilityElement: Bool {
    get { (self as? UIView)?.isAccessibilityElement ?? accessibilityStore.isElement }
    set {
      if let view = self as? UIView {
        view.isAccessibilityElement = newValue
      } else {
        accessibilityStore.isElement = newValue
      }
    }
  }

  /// The text VoiceOver reads for the object [DOC: `objectivec/nsobject/1615181-accessibilitylabel`].
  @MainActor public var accessibilityLabel: String? {
    get { (self as? UIView).map { $0.accessibilityLabel } ?? accessibilityStore.label }
    set {
      if let view = self as? UIView {
        view.accessibilityLabel = newValue
      } else {
        accessibilityStore.label = newValue
      }
    }
  }

  /// What activating the object does [DOC: `objectivec/nsobject/1615093-accessibilityhint`].
  @MainActor public var accessibilityHint: String? {
    get { (self as? UIView).map { $0.accessibilityHint } ?? accessibilityStore.hint }
    set {
      if let view = self as? UIView {
        view.accessibilityHint = newValue
      } else {
        accessibilityStore.hint = newValue
      }
    }
  }

  /// The object's current value [DOC: `objectivec/nsobject/1615117-accessibilityvalue`].
  @MainActor public var accessibilityValue: String? {
    get { (self as? UIView).map { $0.accessibilityValue } ?? accessibilityStore.value }
    set {
      if let view = self as? UIView {
        view.accessibilityValue = newValue
      } else {
        accessibilityStore.value = newValue
      }
    }
  }

  /// What kind of element the object is [DOC: `objectivec/nsobject/1615202-accessibilitytraits`].
  @MainActor public var accessibilityTraits: UIAccessibilityTraits {
    get { (self as? UIView)?.accessibilityTraits ?? accessibilityStore.traits }
    set {
      if let view = self as? UIView {
        view.accessibilityTraits = newValue
      } else {
        accessibilityStore.traits = newValue
      }
    }
  }

  /// The words Voice Control and Full Keyboard Access accept for the object
  /// [DOC: `objectivec/nsobject/accessibilityuserinputlabels`].
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @MainActor public var accessibilityUserInputLabels: [String]! {
    get {
      (self as? UIView).map { $0.accessibilityUserInputLabels }
        ?? accessibilityStore.userInputLabels
    }
    set {
      if let view = self as? UIView {
        view.accessibilityUserInputLabels = newValue
      } else {
        accessibilityStore.userInputLabels = newValue
      }
    }
  }

  /// The values kept with a non-view object, made on first use.
  @MainActor private var accessibilityStore: AccessibilityStore {
    if let store = objc_getAssociatedObject(self, &accessibilityStoreKey) as? AccessibilityStore {
      return store
    }
    let store = AccessibilityStore()
    objc_setAssociatedObject(self, &accessibilityStoreKey, store, .OBJC_ASSOCIATION_RETAIN)
    return store
  }
}
#endif
