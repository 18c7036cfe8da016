#if !canImport(Combine)
extension Publishers {
  /// A publisher that publishes elements specified by a range in the sequence of published
  /// elements, as Combine's `Publishers.Output`.
  ///
  /// It drops the elements before the range, sends those in it, and finishes (cancelling the
  /// upstream) after the last one.
  public struct Output<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public let upstream: Upstream
    /// The range of elements to publish, by their position in the upstream's output.
    public let range: CountableRange<Int>

    /// Creates a publisher that publishes elements specified by a range.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - range: The positions of the elements to publish.
    public init(upstream: Upstream, range: CountableRange<Int>) {
      self.upstream = upstream
      self.range = range
    }

    /// Attaches a subscriber: it receives the elements whose positions are in the range.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let range = range
      let position = LastValue<Int>()
      upstream.receive(
        subscriber: OperatorLink<Upstream.Output, Failure, Upstream.Output, Failure>(
          AnySubscriber(subscriber),
          onValue: { link, value in
            let index = position.value ?? 0
            position.value = index + 1
            guard index >= range.lowerBound else { return .max(1) }
            let more = index < range.upperBound ? link.send(value) : .none
            if index + 1 >= range.upperBound { link.finish(.finished) }
            return more
          },
          onCompletion: { link, completion in link.finish(completion) }))
    }
  }
}

extension Publisher {
  /// Republishes elements up to the specified maximum count, as Combine's `prefix(_:)`.
  ///
  /// - Parameter maxLength: The maximum number of elements to republish.
  /// - Returns: A publisher that publishes up to the specified number of elements, then
  ///   finishes.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
    output(in: 0..<maxLength)
  }

  /// Publishes a specific element, indicated by its index in the sequence of published
  /// elements, as Combine's `output(at:)`.
  ///
  /// - Parameter index: The index of the element to publish.
  /// - Returns: A publisher that publishes that element, then finishes.
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index..<(index + 1))
  }

  /// Publishes elements specified by their range in the sequence of published elements, as
  /// Combine's `output(in:)`.
  ///
  /// - Parameter range: The positions of the elements to publish.
  /// - Returns: A publisher that publishes those elements, then finishes.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
  }
}
#endif
