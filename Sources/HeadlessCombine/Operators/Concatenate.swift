#if !canImport(Combine)
extension Publishers {
  /// A publisher that emits all of one publisher's elements before those from another
  /// publisher, as Combine's `Publishers.Concatenate`.
  ///
  /// The suffix is subscribed to once the prefix finishes; a failure of the prefix ends the
  /// stream without it.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
    /// The publishers' values.
    public typealias Output = Suffix.Output
    /// The publishers' failure.
    public typealias Failure = Suffix.Failure

    /// The publisher to republish, in its entirety, before republishing elements from
    /// `suffix`.
    public let prefix: Prefix
    /// The publisher to republish only after `prefix` finishes.
    public let suffix: Suffix

    /// Creates a publisher that emits all of one publisher's elements before those from
    /// another.
    ///
    /// - Parameters:
    ///   - prefix: The publisher whose elements come first.
    ///   - suffix: The publisher whose elements come after the prefix finishes.
    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    /// Attaches a subscriber: it receives the prefix's elements, then the suffix's.
    public func receive<S: Subscriber>(subscriber: S)
    where Suffix.Failure == S.Failure, Suffix.Output == S.Input {
      let upstreams = Upstreams(Outlet<Output, Failure>(AnySubscriber(subscriber)))
      let suffix = suffix
      upstreams.outlet.open()
      upstreams.subscribe(to: prefix, as: upstreams.newKey(), onValue: upstreams.outlet.send) {
        switch $0 {
        case .finished:
          upstreams.subscribe(
            to: suffix, as: upstreams.newKey(), onValue: upstreams.outlet.send,
            onCompletion: upstreams.outlet.finish)
        case .failure(let error):
          upstreams.outlet.finish(.failure(error))
        }
      }
    }
  }
}

extension Publisher {
  /// Prefixes a publisher's output with the specified values, as Combine's `prepend(_:)`.
  ///
  /// - Parameter elements: The values to publish first.
  /// - Returns: A publisher that publishes the values, then the upstream's.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<
      Publishers.Sequence<[Output], Failure>, Self
    >
  {
    prepend(elements)
  }

  /// Prefixes a publisher's output with the specified sequence, as Combine's `prepend(_:)`.
  ///
  /// - Parameter elements: The sequence to publish first.
  /// - Returns: A publisher that publishes the sequence, then the upstream's values.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Publishers.Sequence<S, Failure>, Self
    > where Output == S.Element
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Prefixes the output of this publisher with the elements emitted by the given publisher,
  /// as Combine's `prepend(_:)`.
  ///
  /// - Parameter publisher: The publisher whose elements come first.
  /// - Returns: A publisher that publishes its elements, then the upstream's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// Appends a publisher's output with the specified elements, as Combine's `append(_:)`.
  ///
  /// - Parameter elements: The values to publish after the upstream finishes.
  /// - Returns: A publisher that publishes the upstream's values, then these.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<[Output], Failure>
    >
  {
    append(elements)
  }

  /// Appends a publisher's output with the specified sequence, as Combine's `append(_:)`.
  ///
  /// - Parameter elements: The sequence to publish after the upstream finishes.
  /// - Returns: A publisher that publishes the upstream's values, then the sequence.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<
      Self, Publishers.Sequence<S, Failure>
    > where Output == S.Element
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// Appends the output of this publisher with the elements emitted by the given publisher,
  /// as Combine's `append(_:)`.
  ///
  /// - Parameter publisher: The publisher whose elements come after the upstream finishes.
  /// - Returns: A publisher that publishes the upstream's values, then its elements.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where Failure == P.Failure, Output == P.Output {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}
#endif
