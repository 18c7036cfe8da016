#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes a given sequence of elements, as Combine's
  /// `Publishers.Sequence`.
  ///
  /// It sends the elements as the subscriber asks for them and finishes right after the last
  /// one; an empty sequence finishes as soon as it is subscribed to.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The sequence's elements.
    public typealias Output = Elements.Element

    /// The sequence of elements to publish.
    public let sequence: Elements

    /// Creates a publisher for a sequence of elements.
    ///
    /// - Parameter sequence: The sequence of elements to publish.
    public init(sequence: Elements) {
      self.sequence = sequence
    }

    /// Attaches a subscriber: it receives the elements it asks for, then the finish.
    public func receive<S: Subscriber>(subscriber: S)
    where Failure == S.Failure, Elements.Element == S.Input {
      SequenceSubscription(AnySubscriber(subscriber), sequence: sequence).start()
    }
  }
}

/// A subscription to a sequence's elements: each request brings the next ones.
final class SequenceSubscription<Elements: Sequence, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Elements.Element, Failure>?
  private var iterator: Elements.Iterator
  /// The element the next request brings; `nil` once the sequence is exhausted.
  private var next: Elements.Element?
  private var demand = Subscribers.Demand.none
  private var sending = false

  init(_ downstream: AnySubscriber<Elements.Element, Failure>, sequence: Elements) {
    self.downstream = downstream
    iterator = sequence.makeIterator()
    next = iterator.next()
  }

  func start() {
    downstream?.receive(subscription: self)
    if next == nil { finish() }
  }

  func request(_ demand: Subscribers.Demand) {
    self.demand += demand
    guard !sending else { return }
    sending = true
    defer { sending = false }
    while self.demand > 0, let downstream, let value = next {
      self.demand -= 1
      next = iterator.next()
      self.demand += downstream.receive(value)
    }
    if next == nil { finish() }
  }

  func cancel() {
    downstream = nil
  }

  private func finish() {
    let downstream = downstream
    self.downstream = nil
    downstream?.receive(completion: .finished)
  }
}

extension Sequence {
  /// A publisher of the sequence's elements, as Combine's `Sequence.publisher`.
  ///
  /// ```swift
  /// [1, 2, 3].publisher.map { $0 * 2 }.sink { print($0) }
  /// ```
  public var publisher: Publishers.Sequence<Self, Never> {
    Publishers.Sequence(sequence: self)
  }
}
#endif
