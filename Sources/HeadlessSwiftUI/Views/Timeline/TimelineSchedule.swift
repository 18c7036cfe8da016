public import Foundation

/// A sequence of dates a timeline view updates at, as SwiftUI's `TimelineSchedule`.
///
/// The built-in schedules produce their dates as SwiftUI documents them; a ``TimelineView``
/// in the model reads none of them (see its documentation).
public protocol TimelineSchedule {
  /// The sequence of dates, in ascending order.
  associatedtype Entries: Sequence where Self.Entries.Element == Date

  /// The dates the schedule updates at, starting around a date.
  ///
  /// - Parameters:
  ///   - startDate: The date the sequence begins around.
  ///   - mode: Whether the schedule updates normally or less often.
  /// - Returns: The dates, in ascending order.
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries

  /// The update mode a timeline view asks a schedule for.
  typealias Mode = TimelineScheduleMode
}

/// How often a timeline view asks its schedule to update, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
  /// At the schedule's natural cadence.
  case normal
  /// At a reduced rate.
  case lowFrequency
}

/// A schedule that updates at the start of every minute, as SwiftUI's
/// `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The dates of an every-minute schedule, one a minute.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    /// The next minute.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      defer { upcoming += 60 }
      return upcoming
    }
  }

  /// Creates an every-minute schedule.
  public init() {}

  /// The start of each minute, from the start of the minute of `startDate` [DOC].
  ///
  /// - Parameters:
  ///   - startDate: The date the sequence begins around.
  ///   - mode: The update mode (ignored).
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> EveryMinuteTimelineSchedule.Entries
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute))
  }
}

/// A schedule that updates at regular intervals, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// The dates of a periodic schedule, an interval apart.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval

    /// The next date.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      defer { upcoming += interval }
      return upcoming
    }
  }

  let start: Date
  let interval: TimeInterval

  /// Creates a periodic schedule.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The time between dates.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = interval
  }

  /// The schedule's dates from the last one at or before `startDate`, or from its own start
  /// when that is later [DOC: the dates keep the schedule's phase].
  ///
  /// - Parameters:
  ///   - startDate: The date the sequence begins around.
  ///   - mode: The update mode (ignored).
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.Entries
  {
    let elapsed = startDate.timeIntervalSince(start)
    guard elapsed > 0, interval > 0 else { return Entries(upcoming: start, interval: interval) }
    let periods = (elapsed / interval).rounded(.down)
    return Entries(upcoming: start + periods * interval, interval: interval)
  }
}

/// A schedule of dates given up front, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// Creates a schedule of the given dates.
  ///
  /// - Parameter dates: The dates, in ascending order.
  public init(_ dates: Entries) {
    self.dates = dates
  }

  /// The dates the schedule was made with.
  ///
  /// - Parameters:
  ///   - startDate: Ignored.
  ///   - mode: Ignored.
  /// - Returns: The dates.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// A pausable schedule for animations, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval

    /// The next frame's date, or `nil` once paused.
    ///
    /// - Returns: The date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.map { $0 + interval } }
      return upcoming
    }
  }

  /// The interval between frames when none is given [INF: a 60 Hz display].
  static let frameInterval = 1.0 / 60

  let minimumInterval: Double?
  let paused: Bool

  /// Creates an animation schedule.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between updates; `nil` lets the system choose.
  ///   - paused: Whether the schedule stops producing updates.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// A date per frame from `start`, or none when paused or in low-frequency mode [DOC].
  ///
  /// - Parameters:
  ///   - start: The first date.
  ///   - mode: The update mode: `.lowFrequency` pauses the schedule.
  /// - Returns: The dates.
  public func entries(from start: Date, mode: TimelineScheduleMode)
    -> AnimationTimelineSchedule.Entries
  {
    let stopped = paused || mode == .lowFrequency
    return Entries(
      upcoming: stopped ? nil : start, interval: minimumInterval ?? Self.frameInterval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule that updates at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule that updates at regular intervals.
  ///
  /// - Parameters:
  ///   - startDate: The first date.
  ///   - interval: The time between dates.
  /// - Returns: The schedule.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule {
  /// A schedule of dates given up front.
  ///
  /// - Parameter dates: The dates, in ascending order.
  /// - Returns: The schedule.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A schedule that updates as often as the display does.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// A pausable schedule that updates no more often than an interval.
  ///
  /// - Parameters:
  ///   - minimumInterval: The shortest time between updates; `nil` lets the system choose.
  ///   - paused: Whether the schedule stops producing updates.
  /// - Returns: The schedule.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
