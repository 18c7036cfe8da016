package import HeadlessUIKit
package import PresentationHierarchy

extension UIApplication {
  /// The frame of the view a fresh capture names so (by type, identifier or `#identifier`).
  ///
  /// - Parameter name: The node's name, as `Hierarchy.index(of:)` takes it.
  /// - Returns: The node's frame, or `nil` when the capture has none for it.
  /// - Throws: When no node has that name.
  @MainActor
  package func capturedFrame(of name: String) throws -> Rect? {
    let hierarchy = captureHierarchy()
    return hierarchy[try hierarchy.index(of: name)].attributes.frame
  }
}
