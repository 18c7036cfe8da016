/// How a toolbar spacer sizes itself, as SwiftUI's `SpacerSizing`; inert.
@available(iOS 26.0, *)
public struct SpacerSizing: Sendable {
  let isFlexible: Bool

  /// A space of a size the system chooses for the context.
  public static let fixed = SpacerSizing(isFlexible: false)
  /// A space that takes as much room as it is given.
  public static let flexible = SpacerSizing(isFlexible: true)
}

/// A space between toolbar items, as SwiftUI's `ToolbarSpacer`; inert.
///
/// It adds no item to the toolbar: the model places toolbar items in order without measuring
/// the space between them, so a spacer changes no item's place in a capture [INF].
@available(iOS 26.0, *)
public struct ToolbarSpacer: ToolbarContent {
  /// Creates a spacer.
  ///
  /// - Parameters:
  ///   - sizing: Whether the space is fixed or flexible; inert.
  ///   - placement: Where the space goes; inert.
  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}

  /// The spacer has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

@available(iOS 26.0, *)
extension ToolbarSpacer: PrimitiveToolbarContent {
  var entries: [ToolbarEntry] { [] }
}
