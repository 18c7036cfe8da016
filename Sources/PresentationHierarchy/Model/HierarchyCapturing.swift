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

  /// Lets the source finish what a user action started — work it queued, transitions in
  /// progress, content evaluated again — before the next capture. Recorders call it after a
  /// step's action. Sources that run nothing between captures return at once (the default).
  func settle() async
}

extension HierarchyCapturing {
  /// No messages: the source has no console.
  ///
  /// - Returns: An empty list.
  public func printedMessages() -> [Recording.Message] { [] }

  /// Nothing to wait for: the source runs nothing between captures.
  public func settle() async {}
}

extension Hierarchy: HierarchyCapturing {
  /// Returns the hierarchy itself, so a hand-built hierarchy can be recorded like a live source.
  public func captureHierarchy() -> Hierarchy { self }
}
