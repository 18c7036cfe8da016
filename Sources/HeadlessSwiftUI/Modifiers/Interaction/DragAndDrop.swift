public import Foundation

// Drag and drop: the modifiers compile as in SwiftUI and change nothing a capture shows. The
// model never starts a drag, so no payload closure runs and no drop action or delegate is ever
// called; a drop never decides what covers what.

/// How a drop resolves, as SwiftUI's `DropOperation`.
///
/// Partial: the four operations iOS uses; the macOS-only ones are left out.
public enum DropOperation: Sendable, Hashable {
  /// Cancels the drag and transfers no data.
  case cancel
  /// The drop isn't allowed at this time or location.
  case forbidden
  /// Copies the data to the view.
  case copy
  /// Moves the data instead of copying it.
  case move
}

/// The operation a drop delegate proposes, as SwiftUI's `DropProposal`: a stored value.
public struct DropProposal: Sendable {
  /// The proposed operation.
  public let operation: DropOperation

  /// Creates a proposal.
  ///
  /// - Parameter operation: The operation.
  public init(operation: DropOperation) {
    self.operation = operation
  }
}

/// The state of a drop, as SwiftUI's `DropInfo`: the model never makes one, as no drag starts.
public struct DropInfo {
  /// The location of the drag in the drop view's coordinates.
  public var location: CGPoint { .zero }

  /// Whether an item conforms to one of the types; no drop ever carries items in the model.
  ///
  /// - Parameter contentTypes: The types.
  /// - Returns: `false`.
  public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }

  /// The item providers that conform to one of the types; none in the model.
  ///
  /// - Parameter contentTypes: The types.
  /// - Returns: An empty array.
  public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] { [] }
}

/// What a view that accepts drops implements, as SwiftUI's `DropDelegate`.
///
/// Declared so app delegates compile; the model never delivers a drop, so it calls none of
/// these methods.
@preconcurrency @MainActor
public protocol DropDelegate {
  /// Whether the drop is valid; never asked by the model.
  ///
  /// - Parameter info: The drop.
  /// - Returns: Whether to accept it.
  func validateDrop(info: DropInfo) -> Bool
  /// Takes the dropped data; never called by the model.
  ///
  /// - Parameter info: The drop.
  /// - Returns: Whether the drop succeeded.
  func performDrop(info: DropInfo) -> Bool
  /// Called when a validated drop enters the view; never called by the model.
  ///
  /// - Parameter info: The drop.
  func dropEntered(info: DropInfo)
  /// The proposal as the drop moves inside the view; never asked by the model.
  ///
  /// - Parameter info: The drop.
  /// - Returns: The proposal, or `nil` for the last one (else copy).
  func dropUpdated(info: DropInfo) -> DropProposal?
  /// Called when a validated drop leaves the view; never called by the model.
  ///
  /// - Parameter info: The drop.
  func dropExited(info: DropInfo)
}

extension DropDelegate {
  /// Accepts every drop: SwiftUI's default.
  ///
  /// - Parameter info: The drop.
  /// - Returns: `true`.
  public func validateDrop(info: DropInfo) -> Bool { true }

  /// Does nothing: SwiftUI's default.
  ///
  /// - Parameter info: The drop.
  public func dropEntered(info: DropInfo) {}

  /// No new proposal: SwiftUI's default.
  ///
  /// - Parameter info: The drop.
  /// - Returns: `nil`.
  public func dropUpdated(info: DropInfo) -> DropProposal? { nil }

  /// Does nothing: SwiftUI's default.
  ///
  /// - Parameter info: The drop.
  public func dropExited(info: DropInfo) {}
}

extension View {
  /// Makes the view the source of a drag (inert: the model never starts a drag, so `data` is
  /// never called).
  ///
  /// - Parameter data: Returns the item provider of the dragged data.
  /// - Returns: The view, unchanged.
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

  /// Makes the view a drop destination (inert: no drop ever reaches it, so `isTargeted` stays
  /// as it is and `action` is never called).
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types the view accepts.
  ///   - isTargeted: Set while a drag is over the view, or `nil`.
  ///   - action: Takes the dropped item providers; returns whether the drop succeeded.
  /// - Returns: The view, unchanged.
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View { self }

  /// Makes the view a drop destination that learns the drop location (inert: no drop ever
  /// reaches it, so `isTargeted` stays as it is and `action` is never called).
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types the view accepts.
  ///   - isTargeted: Set while a drag is over the view, or `nil`.
  ///   - action: Takes the dropped item providers and the location; returns whether the drop
  ///     succeeded.
  /// - Returns: The view, unchanged.
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View { self }

  /// Makes the view a drop destination driven by a delegate (inert: no drop ever reaches it,
  /// so the delegate is never called).
  ///
  /// - Parameters:
  ///   - supportedContentTypes: The types the view accepts.
  ///   - delegate: The drop delegate.
  /// - Returns: The view, unchanged.
  nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
    -> some View
  { self }

  /// Makes the view the source of a drag of a transferable value (inert: the model never
  /// starts a drag, so `payload` is never evaluated).
  ///
  /// - Parameter payload: The dragged value.
  /// - Returns: The view, unchanged.
  nonisolated public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View
  where T: Transferable { self }

  /// Makes the view the source of a drag with a custom preview (inert: the model never starts
  /// a drag, so neither `payload` nor `preview` is evaluated).
  ///
  /// - Parameters:
  ///   - payload: The dragged value.
  ///   - preview: The preview shown while dragging.
  /// - Returns: The view, unchanged.
  nonisolated public func draggable<V, T>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View where V: View, T: Transferable { self }

  /// Makes the view a drop destination for transferable values (inert: no drop ever reaches
  /// it, so neither closure is called).
  ///
  /// - Parameters:
  ///   - payloadType: The type of the dropped values.
  ///   - action: Takes the values and the location; returns whether the drop succeeded.
  ///   - isTargeted: Called when a drag enters or leaves the view.
  /// - Returns: The view, unchanged.
  nonisolated public func dropDestination<T>(
    for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View where T: Transferable { self }
}
