extension UIView: Hashable {
  /// Whether two views are the same view, as `NSObject`'s `==` is for UIKit's views, which
  /// don't override `isEqual(_:)` [DOC: `NSObject.isEqual(_:)` compares identity by default].
  nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }

  /// Hashes the view's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
