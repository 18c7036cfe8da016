/// One node of a presentation hierarchy: a window, view or view controller boundary.
///
/// A node holds only its own facts; its place in the tree is kept by the ``Hierarchy`` that
/// contains it.
public struct Node: Hashable, Sendable {
  /// The part the node plays, such as ``Role/window``.
  public var role: Role
  /// The class or SwiftUI type name users know, such as `UITransitionView` or
  /// `_UIHostingView<RootView>`.
  public var typeName: String
  /// The identifier tests refer to the node by (an accessibility identifier or test id).
  public var identifier: String?
  /// The node's attributes.
  public var attributes: Attributes

  /// Creates a node.
  ///
  /// - Parameters:
  ///   - role: The part the node plays.
  ///   - typeName: The class or SwiftUI type name.
  ///   - identifier: The identifier tests refer to the node by.
  ///   - attributes: The node's attributes.
  public init(
    _ role: Role, _ typeName: String, identifier: String? = nil,
    attributes: Attributes = Attributes()
  ) {
    self.role = role
    self.typeName = typeName
    self.identifier = identifier
    self.attributes = attributes
  }

  /// A short name for messages: the identifier when there is one, else the type name.
  public var displayName: String { identifier ?? typeName }
}
