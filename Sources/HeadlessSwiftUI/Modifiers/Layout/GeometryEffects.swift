// Geometry effects that animate frames between states: they compile as in SwiftUI and change
// nothing a capture shows, because the model lays out each state without animating between
// them. The HeadlessSwiftUI article "Layout" lists them as inert.

extension View {
  /// Isolates the view's geometry from its parent's animations (inert: the model doesn't
  /// animate).
  ///
  /// - Returns: The view, unchanged.
  nonisolated public func geometryGroup() -> some View { self }

  /// Matches the view's geometry with other views of the same identifier in a namespace, for
  /// animated transitions (inert: each state is laid out on its own, where its own layout puts
  /// it).
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the matched views.
  ///   - namespace: The namespace of the identifier.
  ///   - properties: Which geometry is matched; the frame by default.
  ///   - anchor: The point of the view used for position matching.
  ///   - isSource: Whether this view's geometry is the one the others take.
  /// - Returns: The view, unchanged.
  nonisolated public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }
}

/// The geometry a matched geometry effect matches, as SwiftUI's `MatchedGeometryProperties`
/// (inert).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  /// Creates a set from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// The view's frame: position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}
