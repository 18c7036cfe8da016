/// A source of hierarchies: a headless app model, a live UIKit scene, or anything that can say
/// what is on screen now.
///
/// Main-actor types conform with an isolated conformance, as UIKit types would:
///
/// ```swift
/// extension HeadlessApp: @MainActor HierarchyCapturing {
///   func captureHierarchy() -> Hierarchy { … }
/// }
/// ```
public protocol HierarchyCapturing {
  /// Returns the hierarchy as it is now.
  func captureHierarchy() -> Hierarchy
}

extension Hierarchy: HierarchyCapturing {
  /// Returns the hierarchy itself, so a hand-built hierarchy can be recorded like a live source.
  public func captureHierarchy() -> Hierarchy { self }
}
