#if !canImport(Combine)
extension Publishers {
  /// A publisher created by applying the merge function to two upstream publishers, as
  /// Combine's `Publishers.Merge`.
  ///
  /// It sends each upstream's elements as they come, finishes when both have finished, and
  /// fails (cancelling the other) as soon as either fails.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure, A.Output == B.Output {
    /// The upstreams' values.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure

    /// A publisher to merge.
    public let a: A
    /// A second publisher to merge.
    public let b: B

    /// Creates a publisher created by applying the merge function to two upstream publishers.
    ///
    /// - Parameters:
    ///   - a: A publisher to merge.
    ///   - b: A second publisher to merge.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches a subscriber: it receives both upstreams' elements, in the order they come.
    public func receive<S: Subscriber>(subscriber: S)
    where B.Failure == S.Failure, B.Output == S.Input {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      upstreams.outlet.open()
      let first = upstreams.newKey()
      let second = upstreams.newKey()
      upstreams.subscribe(to: a, as: first, onValue: upstreams.outlet.send) {
        upstreams.completed($0)
      }
      upstreams.subscribe(to: b, as: second, onValue: upstreams.outlet.send) {
        upstreams.completed($0)
      }
    }
  }
}

extension Publisher {
  /// Combines elements from this publisher with those from another publisher, delivering an
  /// interleaved sequence of elements, as Combine's `merge(with:)`.
  ///
  /// - Parameter other: Another publisher.
  /// - Returns: A publisher that emits an event when either upstream publisher emits an event.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Merge(self, other)
  }
}
#endif
