/// The context of the current state-processing update, as SwiftUI's `Transaction`.
///
/// Inert: the model doesn't animate, so a transaction only carries the values it was given.
@frozen
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// Whether the current transaction prevents adding animations to views.
  public var disablesAnimations: Bool = false
  /// The values of custom keys, by key type.
  @usableFromInline var keyedValues: [ObjectIdentifier: Any] = [:]

  /// Creates a transaction.
  @inlinable public init() {}

  /// Creates a transaction and assigns its animation property.
  ///
  /// - Parameter animation: The animation.
  @inlinable public init(animation: Animation?) {
    self.animation = animation
  }

  /// Accesses the transaction value associated with a custom key.
  ///
  /// - Parameter key: The key.
  public subscript<K>(key: K.Type) -> K.Value where K: TransactionKey {
    get { keyedValues[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
    set { keyedValues[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for accessing values in a transaction, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
  /// The associated type representing the type of the transaction key's value.
  associatedtype Value
  /// The default value for the transaction key.
  static var defaultValue: Self.Value { get }
}

extension View {
  /// Changes the transactions of the view's updates (inert: the model doesn't animate, so no
  /// update carries a transaction to change).
  ///
  /// - Parameter transform: Changes a transaction.
  /// - Returns: The view, unchanged.
  nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void)
    -> some View
  { self }

  /// Changes the transactions of the view's updates when `value` changes (inert, as
  /// `transaction(_:)`).
  ///
  /// - Parameters:
  ///   - value: The value to watch.
  ///   - transform: Changes a transaction.
  /// - Returns: The view, unchanged.
  nonisolated public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View { self }
}
