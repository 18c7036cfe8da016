#if !canImport(ObjectiveC)
public import Foundation
import PresentationHierarchy

/// The key under which an object's key-value-coded values are associated with it.
nonisolated(unsafe) private var keyValueStoreKey: UInt8 = 0

/// The values set through key-value coding on one layer or animation.
private final class KeyValueStore: @unchecked Sendable {
  var values: [String: Any] = [:]
}

/// Key-value coding, as Foundation's `NSKeyValueCoding` gives every `NSObject` on Apple's
/// platforms; declared by the model only where the Objective-C runtime is missing (Linux).
///
/// What the model can honour without the runtime:
/// - a key that isn't one of the object's stored properties keeps a value that
///   ``value(forKey:)`` returns, as on a layer or an animation, which take arbitrary keys [DOC:
///   Core Animation Programming Guide, "Key-Value Coding Extensions": `CALayer` and
///   `CAAnimation` "are key-value coding compliant container classes"] and as apps tag
///   animations (`animation.setValue("fade", forKey: "name")`). On other objects UIKit raises
///   `NSUnknownKeyException` unless the key is one of UIKit's private ones (an app's
///   `navigationBar.setValue(true, forKey: "hidesShadow")`): the model keeps the value and does
///   nothing else with it [INF: more permissive than UIKit, never less];
/// - reading a stored property by name (`label.value(forKey: "text")`) answers its value.
///
/// Setting one of an object's own stored properties by name can't be done: Swift properties
/// can't be written by name at run time without the Objective-C runtime. The model reports an
/// issue naming the key and the fix, and changes nothing; it never stops the process.
extension NSObject {
  /// The value of the property or stored key `key`, or `nil`.
  ///
  /// - Parameter key: The property's name, or a key set with ``setValue(_:forKey:)``.
  /// - Returns: The value, or `nil` when the object has neither.
  public func value(forKey key: String) -> Any? {
    if let stored = keyValueStore(creating: false)?.values[key] { return stored }
    return storedProperty(named: key)
  }

  /// Sets the value of a key, as key-value coding does on a layer or an animation.
  ///
  /// - Parameters:
  ///   - value: The value, or `nil` to remove it.
  ///   - key: The key.
  public func setValue(_ value: Any?, forKey key: String) {
    guard !hasProperty(named: key) else {
      ModelIssues.report(
        "\(type(of: self)).setValue(_:forKey: \"\(key)\") changed nothing: setting a property by "
          + "name needs the Objective-C runtime's key-value coding, which Linux lacks. Assign "
          + "the property itself (`object.\(key) = …`).")
      return
    }
    keyValueStore(creating: true)?.values[key] = value
  }

  /// The value at a dotted key path (`"layer.cornerRadius"`), read one key at a time.
  ///
  /// - Parameter keyPath: The keys, separated by dots.
  /// - Returns: The value, or `nil` when a key along the path has none.
  public func value(forKeyPath keyPath: String) -> Any? {
    var current: Any? = self
    for key in keyPath.split(separator: ".") {
      guard let object = current as? NSObject else { return nil }
      current = object.value(forKey: String(key))
    }
    return current
  }

  /// Sets the value at a dotted key path, through the object the path's last key belongs to.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - keyPath: The keys, separated by dots.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    var keys = keyPath.split(separator: ".").map(String.init)
    guard let last = keys.popLast() else { return }
    let owner = keys.isEmpty ? self : self.value(forKeyPath: keys.joined(separator: "."))
    guard let owner = owner as? NSObject else {
      ModelIssues.report(
        "\(type(of: self)).setValue(_:forKeyPath: \"\(keyPath)\") changed nothing: nothing is at "
          + "\"\(keys.joined(separator: "."))\". Assign the property itself.")
      return
    }
    owner.setValue(value, forKey: last)
  }

  /// The values stored on the object through key-value coding.
  private func keyValueStore(creating: Bool) -> KeyValueStore? {
    if let store = objc_getAssociatedObject(self, &keyValueStoreKey) as? KeyValueStore {
      return store
    }
    guard creating else { return nil }
    let store = KeyValueStore()
    objc_setAssociatedObject(self, &keyValueStoreKey, store, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return store
  }

  /// The value of a stored property of the object or its superclasses named `name`, unwrapped
  /// from its optional; `nil` when there is none or it holds `nil`.
  private func storedProperty(named name: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children where child.label == name || child.label == "_\(name)" {
        let unwrapped = Mirror(reflecting: child.value)
        if unwrapped.displayStyle == .optional { return unwrapped.children.first?.value }
        return child.value
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// Whether the object or its superclasses have a stored property named `name`.
  private func hasProperty(named name: String) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if current.children.contains(where: { $0.label == name || $0.label == "_\(name)" }) {
        return true
      }
      mirror = current.superclassMirror
    }
    return false
  }
}
#endif
