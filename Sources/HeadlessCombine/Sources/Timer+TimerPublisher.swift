#if !canImport(Combine)
public import Foundation

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval, as
  /// Foundation's `publish(every:tolerance:on:in:options:)`.
  ///
  /// - Parameters:
  ///   - interval: The time interval on which to publish events.
  ///   - tolerance: The allowed timing variance; `nil` allows any.
  ///   - runLoop: The run loop on which the timer runs.
  ///   - mode: The run loop mode in which to run the timer.
  ///   - options: Scheduler options passed to the timer.
  /// - Returns: A connectable publisher of dates: call `connect()` or `autoconnect()`.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(
      interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
  }

  /// A publisher that repeatedly emits the current date on a given interval, as Foundation's
  /// `Timer.TimerPublisher`.
  ///
  /// Connecting schedules a repeating action on the run loop; the model's run loop runs a
  /// repeating action once, at once (time does not pass in the model), so a connection sends
  /// one date to the subscribers that have demand [INF]. Cancelling the connection stops it.
  public final class TimerPublisher: ConnectablePublisher {
    /// The date of each tick.
    public typealias Output = Date
    /// It never fails.
    public typealias Failure = Never

    /// The interval on which to publish events.
    public final let interval: TimeInterval
    /// The allowed timing variance; `nil` allows any.
    public final let tolerance: TimeInterval?
    /// The run loop on which the timer runs.
    public final let runLoop: RunLoop
    /// The run loop mode in which to run the timer.
    public final let mode: RunLoop.Mode
    /// Scheduler options passed to the timer.
    public final let options: RunLoop.SchedulerOptions?
    private let subscribers = SubjectCore<Date, Never>()

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    ///
    /// - Parameters:
    ///   - interval: The interval on which to publish events.
    ///   - tolerance: The allowed timing variance; `nil` allows any.
    ///   - runLoop: The run loop on which the timer runs.
    ///   - mode: The run loop mode in which to run the timer.
    ///   - options: Scheduler options passed to the timer.
    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Attaches a subscriber: it receives the ticks of connections made while it has demand.
    public func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Date {
      subscribers.attach(AnySubscriber(subscriber), current: nil)
    }

    /// Connects to the publisher, allowing it to produce elements.
    ///
    /// - Returns: A cancellable that stops the timer.
    public final func connect() -> any Cancellable {
      let stride = RunLoop.SchedulerTimeType.Stride(floatLiteral: interval)
      let subscribers = subscribers
      let running = LastValue<Bool>()
      running.value = true
      let repetition = runLoop.schedule(
        after: runLoop.now.advanced(by: stride), interval: stride,
        tolerance: RunLoop.SchedulerTimeType.Stride(floatLiteral: tolerance ?? 0),
        options: options
      ) {
        if running.value == true { subscribers.send(Date()) }
      }
      return AnyCancellable {
        running.value = false
        repetition.cancel()
      }
    }
  }
}
#endif
