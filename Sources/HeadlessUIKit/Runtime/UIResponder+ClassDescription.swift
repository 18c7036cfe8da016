#if !canImport(ObjectiveC)

extension UIResponder {
  /// The class's name as Objective-C's `+description` gives it: `Module.Class` for a Swift
  /// class, the bare name (`UIView`) for UIKit's own, as apps read it through a metatype (`T.description()`) to name a nib or a
  /// reuse identifier: declared by the model only where the Objective-C runtime is missing
  /// (Linux), whose `NSObject` has no class method of that name.
  ///
  /// - Returns: The class's qualified name.
  public class func description() -> String {
    let name = String(reflecting: self)
    let uikit = "HeadlessUIKit."
    return name.hasPrefix(uikit) ? String(name.dropFirst(uikit.count)) : name
  }
}
#endif
