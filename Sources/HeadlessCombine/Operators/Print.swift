#if !canImport(Combine)
extension Publishers {
  /// A publisher that prints log messages for all publishing events, optionally prefixed with
  /// a given string, as Combine's `Publishers.Print`.
  ///
  /// Each event is one line, as Combine writes them (the model names a subscription by its
  /// type):
  ///
  /// ```text
  /// cart: receive subscription: (SequenceSubscription)
  /// cart: request unlimited
  /// cart: receive value: (3)
  /// cart: receive finished
  /// ```
  public struct Print<Upstream: Publisher>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// A string with which to prefix all log messages.
    public let prefix: String
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The stream the messages go to; standard output when `nil`.
    public let stream: (any TextOutputStream)?

    /// Creates a publisher that prints log messages for all publishing events.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - prefix: A string with which to prefix all log messages.
    ///   - stream: The stream the messages go to; standard output when `nil`.
    public init(upstream: Upstream, prefix: String, to stream: (any TextOutputStream)? = nil) {
      self.upstream = upstream
      self.prefix = prefix
      self.stream = stream
    }

    /// Attaches a subscriber, writing a line for each of its events.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      let lead = prefix.isEmpty ? "" : "\(prefix): "
      var stream = stream
      let write: (String) -> Void = { message in
        if stream != nil {
          stream?.write(lead + message + "\n")
        } else {
          Swift.print(lead + message)
        }
      }
      upstream.handleEvents(
        receiveSubscription: { write("receive subscription: (\(typeName($0)))") },
        receiveOutput: { write("receive value: (\($0))") },
        receiveCompletion: {
          switch $0 {
          case .finished: write("receive finished")
          case .failure(let error): write("receive error: (\(error))")
          }
        },
        receiveCancel: { write("receive cancel") },
        receiveRequest: { write("request \($0.max.map { "max: (\($0))" } ?? "unlimited")") }
      ).receive(subscriber: subscriber)
    }
  }
}

/// A subscription's type name without its generic arguments: `PassthroughSubject`.
private func typeName(_ subscription: any Subscription) -> String {
  String(String(describing: type(of: subscription)).prefix { $0 != "<" })
}

extension Publisher {
  /// Prints log messages for all publishing events, as Combine's `print(_:to:)`.
  ///
  /// - Parameters:
  ///   - prefix: A string with which to prefix all log messages.
  ///   - stream: The stream the messages go to; standard output when `nil`.
  /// - Returns: A publisher that prints log messages for all publishing events.
  public func print(_ prefix: String = "", to stream: (any TextOutputStream)? = nil)
    -> Publishers.Print<Self>
  {
    Publishers.Print(upstream: self, prefix: prefix, to: stream)
  }
}
#endif
