/// Runs a closure in a transaction and returns its result, as SwiftUI's `withTransaction`.
///
/// The model doesn't animate, so the body runs at once and its state changes apply as any
/// other's, as ``withAnimation(_:_:)`` does; the transaction is inert.
///
/// - Parameters:
///   - transaction: The transaction.
///   - body: The closure to run.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs a closure in a transaction with one value set and returns its result, as SwiftUI's
/// `withTransaction`; the body runs at once, as ``withTransaction(_:_:)`` says.
///
/// - Parameters:
///   - keyPath: The transaction's property to set.
///   - value: The value.
///   - body: The closure to run.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}
