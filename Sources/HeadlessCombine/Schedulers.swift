#if !canImport(Combine)
public import Foundation

/// A protocol that provides a scheduler with an expression for relative time, as Combine's
/// `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
  /// A distance of whole seconds.
  static func seconds(_ s: Int) -> Self
  /// A distance of seconds.
  static func seconds(_ s: Double) -> Self
  /// A distance of milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// A distance of microseconds.
  static func microseconds(_ us: Int) -> Self
  /// A distance of nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure, as Combine's `Scheduler`.
///
/// The model's schedulers run every action at once, delays included: time does not pass in
/// the model, and the next `settle()` shows the effect [INF].
public protocol Scheduler<SchedulerTimeType> {
  /// How the scheduler tells time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// The scheduler's options.
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }
  /// The smallest tolerance the scheduler allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs an action as soon as possible.
  ///
  /// - Parameters:
  ///   - options: The options.
  ///   - action: The action.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs an action after a time.
  ///
  /// - Parameters:
  ///   - date: The time.
  ///   - tolerance: The tolerance.
  ///   - options: The options.
  ///   - action: The action.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs an action after a time and then at an interval.
  ///
  /// - Parameters:
  ///   - date: The time.
  ///   - interval: The interval.
  ///   - tolerance: The tolerance.
  ///   - options: The options.
  ///   - action: The action.
  /// - Returns: A cancellable that stops the repetition.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs an action as soon as possible.
  ///
  /// - Parameter action: The action.
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }

  /// Runs an action after a time.
  ///
  /// - Parameters:
  ///   - date: The time.
  ///   - action: The action.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }
}

/// Runs a scheduled action in the model: at once, and a repeating one once.
private func runNow(_ action: () -> Void) -> any Cancellable {
  action()
  return AnyCancellable {}
}

/// A scheduler for performing synchronous actions, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// The scheduler's time, as Combine's `ImmediateScheduler.SchedulerTimeType`: a time that
  /// never advances, as Combine's: advancing it gives the same time, and the distance between
  /// two times is zero [OpenCombine's ImmediateSchedulerTests, run against Apple's Combine].
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {

    /// The distance between two of the scheduler's times, as Combine's
    /// `ImmediateScheduler.SchedulerTimeType.Stride`: a plain count, as Combine's, whose
    /// `seconds(_:)`, `milliseconds(_:)`, `microseconds(_:)` and `nanoseconds(_:)` are all zero
    /// (the scheduler lets no time pass) [OpenCombine's ImmediateSchedulerTests, run against
    /// Apple's Combine].
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The count.
      public var magnitude: Int

      /// Creates a count.
      ///
      /// - Parameter magnitude: The count.
      init(magnitude: Int) {
        self.magnitude = magnitude
      }

      /// Creates a count from a floating-point value, its fraction dropped, as Combine does.
      ///
      /// - Parameter value: The value.
      public init(floatLiteral value: Double) {
        magnitude = Int(value)
      }

      /// Creates a count from a whole number.
      ///
      /// - Parameter value: The number.
      public init(integerLiteral value: Int) {
        magnitude = value
      }

      /// Creates a count from an integer, if it fits.
      ///
      /// - Parameter source: The integer.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }

      /// Zero, as Combine's: the immediate scheduler counts no time.
      public static func seconds(_ s: Int) -> Stride { Stride(magnitude: 0) }
      /// Zero, as Combine's: the immediate scheduler counts no time.
      public static func seconds(_ s: Double) -> Stride { Stride(magnitude: 0) }
      /// Zero, as Combine's: the immediate scheduler counts no time.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(magnitude: 0) }
      /// Zero, as Combine's: the immediate scheduler counts no time.
      public static func microseconds(_ us: Int) -> Stride { Stride(magnitude: 0) }
      /// Zero, as Combine's: the immediate scheduler counts no time.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(magnitude: 0) }

      /// Whether a distance is shorter than another.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// Adds two distances.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude + rhs.magnitude)
      }
      /// Subtracts a distance.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude - rhs.magnitude)
      }
      /// Multiplies two distances.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude * rhs.magnitude)
      }
      /// Adds a distance to this one.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts a distance from this one.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies this distance.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    /// Zero: every time is the same.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(magnitude: 0)
    }

    /// The same time: it never advances.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      self
    }
  }

  /// The immediate scheduler takes no options.
  public typealias SchedulerOptions = Never

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// The scheduler's time, which never advances.
  public var now: SchedulerTimeType { SchedulerTimeType() }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs the action at once.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs the action at once.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs the action once, at once.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    runNow(action)
  }
}

extension DispatchQueue: Scheduler {
  /// The queue's time, as Combine's `DispatchQueue.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {

    /// The distance between two of the scheduler's times, as Combine's
    /// `DispatchQueue.SchedulerTimeType.Stride`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The distance, in nanoseconds.
      public var magnitude: Int

      /// Creates a distance, in nanoseconds.
      ///
      /// - Parameter magnitude: The distance.
      init(magnitude: Int) {
        self.magnitude = magnitude
      }

      /// Creates a distance of a count of units of `unit` nanoseconds each, the longest (or
      /// shortest) one when it does not fit, as Combine's.
      init(clamping count: Int, times unit: Int) {
        let (product, overflow) = count.multipliedReportingOverflow(by: unit)
        magnitude = overflow ? (count > 0 ? .max : .min) : product
      }

      /// Creates a distance from seconds.
      ///
      /// - Parameter value: The seconds.
      public init(floatLiteral value: Double) {
        self = .seconds(value)
      }

      /// Creates a distance from a whole number of seconds, as Combine's (`2` is two seconds)
      /// [OpenCombine's DispatchQueueSchedulerTests, run against Apple's Combine].
      ///
      /// - Parameter value: The seconds.
      public init(integerLiteral value: Int) {
        self = .seconds(value)
      }

      /// Creates a distance from an integer number of seconds, if it fits, as Combine's.
      ///
      /// - Parameter source: The seconds.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }

      /// A distance of whole seconds; one too long for `Int` nanoseconds is the longest.
      public static func seconds(_ s: Int) -> Stride { Stride(clamping: s, times: 1_000_000_000) }
      /// A distance of seconds; one too long for `Int` nanoseconds is the longest.
      public static func seconds(_ s: Double) -> Stride {
        let nanoseconds = (s * 1_000_000_000).rounded()
        if nanoseconds >= Double(Int.max) { return Stride(magnitude: .max) }
        if nanoseconds <= Double(Int.min) { return Stride(magnitude: .min) }
        return Stride(magnitude: Int(nanoseconds))
      }
      /// A distance of milliseconds; one too long for `Int` nanoseconds is the longest.
      public static func milliseconds(_ ms: Int) -> Stride {
        Stride(clamping: ms, times: 1_000_000)
      }
      /// A distance of microseconds; one too long for `Int` nanoseconds is the longest.
      public static func microseconds(_ us: Int) -> Stride { Stride(clamping: us, times: 1_000) }
      /// A distance of nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(magnitude: ns) }

      /// Whether a distance is shorter than another.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// Adds two distances.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude + rhs.magnitude)
      }
      /// Subtracts a distance.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude - rhs.magnitude)
      }
      /// Multiplies two distances.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude * rhs.magnitude)
      }
      /// Adds a distance to this one.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts a distance from this one.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies this distance.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    /// The time.
    public var dispatchTime: DispatchTime

    /// Creates a time.
    ///
    /// - Parameter time: The dispatch time.
    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    /// The distance to another time; one too long for `Int` nanoseconds (to or from
    /// `DispatchTime.distantFuture`) is the longest, as Combine's [OpenCombine's
    /// DispatchQueueSchedulerTests, run against Apple's Combine].
    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds
      let end = other.dispatchTime.uptimeNanoseconds
      let gap = end >= start ? end - start : start - end
      guard gap <= UInt64(Int.max) else { return Stride(magnitude: .max) }
      return Stride(magnitude: end >= start ? Int(gap) : -Int(gap))
    }

    /// The time a distance later; the longest distance reaches `DispatchTime.distantFuture`.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      n.magnitude == .max
        ? SchedulerTimeType(.distantFuture)
        : SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
    }

    /// Hashes the time.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }
  }

  /// The queue's scheduling options, as Combine's `DispatchQueue.SchedulerOptions`; the
  /// model ignores them.
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The flags.
    public var flags: DispatchWorkItemFlags
    /// The group.
    public var group: DispatchGroup?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - qos: The quality of service.
    ///   - flags: The flags.
    ///   - group: The group.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The queue's current time.
  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs the action at once, in the caller's thread (the model lets no time pass).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs the action at once (the model lets no time pass).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs the action once, at once (the model lets no time pass).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    runNow(action)
  }
}

extension RunLoop: Scheduler {
  /// The run loop's time, as Combine's `RunLoop.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {

    /// The distance between two of the scheduler's times, as Combine's
    /// `RunLoop.SchedulerTimeType.Stride`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The distance, in seconds.
      public var magnitude: Double

      /// Creates a distance, in seconds.
      ///
      /// - Parameter magnitude: The distance.
      init(magnitude: Double) {
        self.magnitude = magnitude
      }

      /// Creates a distance from seconds.
      ///
      /// - Parameter value: The seconds.
      public init(floatLiteral value: Double) {
        magnitude = value
      }

      /// Creates a distance from a whole number, in seconds.
      ///
      /// - Parameter value: The number.
      public init(integerLiteral value: Int) {
        magnitude = Double(value)
      }

      /// Creates a distance from an integer, in seconds, if it fits.
      ///
      /// - Parameter source: The integer.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }

      /// A distance of whole seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(magnitude: Double(s)) }
      /// A distance of seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(magnitude: s) }
      /// A distance of milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(magnitude: Double(ms) / 1_000) }
      /// A distance of microseconds.
      public static func microseconds(_ us: Int) -> Stride {
        Stride(magnitude: Double(us) / 1_000_000)
      }
      /// A distance of nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride {
        Stride(magnitude: Double(ns) / 1_000_000_000)
      }

      /// Whether a distance is shorter than another.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
      /// Adds two distances.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude + rhs.magnitude)
      }
      /// Subtracts a distance.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude - rhs.magnitude)
      }
      /// Multiplies two distances.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(magnitude: lhs.magnitude * rhs.magnitude)
      }
      /// Adds a distance to this one.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Subtracts a distance from this one.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies this distance.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    /// The time.
    public var date: Date

    /// Creates a time.
    ///
    /// - Parameter date: The date.
    public init(_ date: Date) {
      self.date = date
    }

    /// The distance to another time.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(magnitude: other.date.timeIntervalSince(date))
    }

    /// The time a distance later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }
  }

  /// The run loop's scheduling options, as Combine's `RunLoop.SchedulerOptions`.
  public struct SchedulerOptions {}

  /// The run loop's current time.
  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  /// No tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

  /// Runs the action at once (the model lets no time pass).
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs the action at once (the model lets no time pass).
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs the action once, at once (the model lets no time pass).
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    runNow(action)
  }
}
#endif
