#if !canImport(Combine)
extension Publishers {
  /// A publisher created by applying the zip function to two upstream publishers, as
  /// Combine's `Publishers.Zip`.
  ///
  /// It pairs the upstreams' elements in order: the first of each, then the second of each.
  /// It finishes once an upstream has finished and every element it sent is paired, and fails
  /// as soon as either fails.
  public struct Zip<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// The pairs.
    public typealias Output = (A.Output, B.Output)
    /// The upstreams' failure.
    public typealias Failure = A.Failure

    /// A publisher to zip.
    public let a: A
    /// Another publisher to zip.
    public let b: B

    /// Creates a publisher that applies the zip function to two upstream publishers.
    ///
    /// - Parameters:
    ///   - a: A publisher to zip.
    ///   - b: Another publisher to zip.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Attaches a subscriber: it receives each pair once both upstreams have sent its part.
    public func receive<S: Subscriber>(subscriber: S)
    where B.Failure == S.Failure, S.Input == (A.Output, B.Output) {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      let queues = ZipQueues<A.Output, B.Output, Failure>(upstreams)
      upstreams.outlet.open()
      let first = upstreams.newKey()
      let second = upstreams.newKey()
      upstreams.subscribe(
        to: a, as: first,
        onValue: { value in
          queues.first.append(value)
          queues.pair()
        },
        onCompletion: { queues.completed($0, first: true) })
      upstreams.subscribe(
        to: b, as: second,
        onValue: { value in
          queues.second.append(value)
          queues.pair()
        },
        onCompletion: { queues.completed($0, first: false) })
    }
  }
}

/// The elements of each upstream of a zip not yet paired.
private final class ZipQueues<First, Second, Failure: Error> {
  var first: [First] = []
  var second: [Second] = []
  private var firstFinished = false
  private var secondFinished = false
  private let upstreams: Upstreams<(First, Second), Failure>

  init(_ upstreams: Upstreams<(First, Second), Failure>) {
    self.upstreams = upstreams
  }

  func pair() {
    while !first.isEmpty, !second.isEmpty {
      upstreams.outlet.send((first.removeFirst(), second.removeFirst()))
    }
    finishIfExhausted()
  }

  func completed(_ completion: Subscribers.Completion<Failure>, first isFirst: Bool) {
    switch completion {
    case .finished:
      if isFirst { firstFinished = true } else { secondFinished = true }
      finishIfExhausted()
    case .failure(let error):
      upstreams.fail(error)
    }
  }

  /// Finishes once a finished upstream has no element left to pair, cancelling the other.
  private func finishIfExhausted() {
    guard (firstFinished && first.isEmpty) || (secondFinished && second.isEmpty) else { return }
    upstreams.finishNow()
  }
}

extension Publisher {
  /// Combines elements from another publisher and delivers pairs of elements as tuples, as
  /// Combine's `zip(_:)`.
  ///
  /// - Parameter other: Another publisher.
  /// - Returns: A publisher that emits pairs of elements from the upstream publishers.
  public func zip<P: Publisher>(_ other: P) -> Publishers.Zip<Self, P> where Failure == P.Failure {
    Publishers.Zip(self, other)
  }

  /// Combines elements from another publisher and delivers a transformed output, as Combine's
  /// `zip(_:_:)`.
  ///
  /// - Parameters:
  ///   - other: Another publisher.
  ///   - transform: Combines each pair.
  /// - Returns: A publisher that emits the transformed pairs.
  public func zip<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> Publishers.Map<Publishers.Zip<Self, P>, T>
  where Failure == P.Failure {
    Publishers.Zip(self, other).map(transform)
  }
}
#endif
