#if !canImport(Combine)
extension Publishers {
  /// A publisher that terminates publishing if the upstream publisher exceeds a specified
  /// time interval without producing an element, as Combine's `Publishers.Timeout`.
  ///
  /// Time does not pass in the model, so the interval never runs out: the upstream's
  /// elements and completion pass unchanged, and `customError` is never called [INF]. (Running
  /// the timer at once, as the model's schedulers run other waits, would end every pipeline
  /// before its first element, which no device does.)
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's values.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The maximum time interval the publisher can go without emitting an element.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler on which to deliver events.
    public let scheduler: Context
    /// Scheduler options that customize the delivery of elements.
    public let options: Context.SchedulerOptions?
    /// A closure that makes the error the publisher fails with when it times out; it finishes
    /// when `nil`.
    public let customError: (() -> Upstream.Failure)?

    /// Creates a publisher that ends if the upstream goes too long without an element.
    ///
    /// - Parameters:
    ///   - upstream: The upstream publisher.
    ///   - interval: The longest time without an element.
    ///   - scheduler: The scheduler on which to deliver events.
    ///   - options: The scheduler's options.
    ///   - customError: Makes the error to fail with on a timeout; `nil` finishes.
    public init(
      upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
      options: Context.SchedulerOptions?, customError: (() -> Upstream.Failure)?
    ) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    /// Attaches a subscriber to the upstream: the interval never runs out in the model.
    public func receive<S: Subscriber>(subscriber: S)
    where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
      upstream.receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Terminates publishing if the upstream publisher exceeds the specified time interval
  /// without producing an element, as Combine's `timeout(_:scheduler:options:customError:)`.
  ///
  /// - Parameters:
  ///   - interval: The longest time without an element.
  ///   - scheduler: The scheduler on which to deliver events.
  ///   - options: The scheduler's options.
  ///   - customError: Makes the error to fail with on a timeout; `nil` finishes.
  /// - Returns: A publisher that ends if the upstream goes too long without an element (never,
  ///   in the model).
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(
      upstream: self, interval: interval, scheduler: scheduler, options: options,
      customError: customError)
  }
}
#endif
