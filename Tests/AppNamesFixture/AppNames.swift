// An app module whose own types have the generic names a testing library could clash with: a
// test file that imports it next to README's import set must see no ambiguity
// (`Tests/HeadlessSwiftUITests/Hosting/ImportSurfaceTests.swift`).

/// An app's own tree node.
public struct Node: Equatable, Sendable {
  /// The node's name.
  public var name: String

  /// Creates a node.
  public init(name: String) { self.name = name }
}

/// An app's own rectangle.
public struct Rect: Equatable, Sendable {
  /// The rectangle's width.
  public var width: Double

  /// Creates a rectangle.
  public init(width: Double) { self.width = width }
}

/// An app's own visibility, named as SwiftUI names its toolbar visibility.
public enum Visibility: Equatable, Sendable {
  /// Shown.
  case shown
  /// Hidden.
  case hidden
}
