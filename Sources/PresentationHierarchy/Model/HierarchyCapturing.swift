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

  /// Returns every warning and exception the source has printed so far, oldest first; the list
  /// only grows. Recorders keep the new ones with each step. Sources without a console return
  /// an empty list (the default).
  func printedMessages() -> [Recording.Message]
}

extension HierarchyCapturing {
  /// No messages: the source has no console.
  ///
  /// - Returns: An empty list.
  public func printedMessages() -> [Recording.Message] { [] }
}

extension Hierarchy: HierarchyCapturing {
  /// Returns the hierarchy itself, so a hand-built hierarchy can be recorded like a live source.
  public func captureHierarchy() -> Hierarchy { self }
}
