public import Foundation

// What a widget's timeline provider returns: dated entries and when to ask again. WidgetKit
// renders each entry at its date; the model shows no widgets, so these are plain values an app's
// provider builds and a test may read.

/// A type that specifies the date to display a widget and, optionally, the current relevance of
/// its content, as WidgetKit's `TimelineEntry`.
public protocol TimelineEntry {
  /// The date for WidgetKit to render a widget.
  var date: Date { get }
  /// The relevance of a widget's content to the user.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  /// No relevance: entries that don't declare one compete on date alone.
  public var relevance: TimelineEntryRelevance? { nil }
}

/// An object that describes the relative importance of a timeline entry, as WidgetKit's
/// `TimelineEntryRelevance`.
public struct TimelineEntryRelevance: Sendable {
  /// A value that indicates the relevance of an entry compared to other entries.
  public var score: Float
  /// The number of seconds, following an entry's date, that WidgetKit considers the widget for
  /// rotation to the top of the stack.
  public var duration: TimeInterval

  /// Creates a relevance from a score and the time it lasts.
  ///
  /// - Parameters:
  ///   - score: The entry's importance, on a scale of the app's choosing.
  ///   - duration: The seconds after the entry's date that the score holds.
  public init(score: Float, duration: TimeInterval = 0.0) {
    self.score = score
    self.duration = duration
  }
}

/// An object that specifies a date for WidgetKit to update a widget's view, as WidgetKit's
/// `Timeline`.
public struct Timeline<EntryType: TimelineEntry> {
  /// An array of timeline entries.
  public let entries: [EntryType]
  /// The policy that determines the earliest date WidgetKit requests a new timeline.
  public let policy: TimelineReloadPolicy

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - entries: The entries, the first for the current date.
  ///   - policy: When WidgetKit may next ask the provider for a timeline.
  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// A type that indicates the earliest date WidgetKit requests a new timeline, as WidgetKit's
/// `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Equatable, Sendable {
  let date: Date?
  let isNever: Bool

  /// WidgetKit requests a new timeline after the last date in a timeline passes.
  public static let atEnd = TimelineReloadPolicy(date: nil, isNever: false)
  /// The app prompts WidgetKit when a new timeline is available.
  public static let never = TimelineReloadPolicy(date: nil, isNever: true)

  /// A policy that specifies a future date for WidgetKit to request a new timeline.
  ///
  /// - Parameter date: The earliest date to ask again.
  /// - Returns: The policy.
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(date: date, isNever: false)
  }
}
