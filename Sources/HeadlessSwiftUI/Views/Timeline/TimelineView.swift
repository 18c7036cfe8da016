public import Foundation

/// A view that redraws its content on a schedule, as SwiftUI's `TimelineView`.
///
/// A container with no appearance of its own [DOC: `swiftui/timelineview`]: it takes its
/// content's size and place (several views stack vertically, as in a view of the app's own),
/// and captures show no node for it; attributes set on it land on its content. The content is
/// made once, for one moment: the model's clock reads Foundation's reference date,
/// 1 January 2001 00:00:00 UTC, on every run, so a capture is the same each time [INF: an
/// approximation; the schedule's entries aren't read, since apps start schedules at `Date()`,
/// whose first entry differs on every run]. No timer fires and the content is never made
/// again for a later entry. The cadence is `.live`, as for an app in the foreground [INF].
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let content: (TimelineViewDefaultContext) -> Content

  /// Information passed to a timeline view's content, as SwiftUI's `TimelineView.Context`.
  public struct Context {
    /// A rate at which timeline views can update, as SwiftUI's
    /// `TimelineView.Context.Cadence`; slower cadences compare greater.
    public enum Cadence: Comparable, Hashable, Sendable {
      /// Updates continuously.
      case live
      /// Updates about once a second.
      case seconds
      /// Updates about once a minute.
      case minutes
    }

    /// The date from the schedule that prompted the update: in the model, always
    /// Foundation's reference date [INF].
    public let date: Date
    /// The rate at which the timeline updates: in the model, always `.live` [INF].
    public let cadence: TimelineView<Schedule, Content>.Context.Cadence
  }
}

/// Information passed to a timeline view's content, as SwiftUI's `TimelineViewDefaultContext`:
/// one context type all timeline views share.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView {
  /// The moment every timeline view's content is made for: Foundation's reference date,
  /// 1 January 2001 00:00:00 UTC [INF: a fixed moment, so captures are deterministic].
  static var referenceDate: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension TimelineView: View where Content: View {
  /// Creates a timeline view that updates on a schedule.
  ///
  /// - Parameters:
  ///   - schedule: When the view updates (inert: the content is made once).
  ///   - content: Makes the content for a moment of the schedule.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TimelineView: PrimitiveView where Content: View {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let moment = TimelineViewDefaultContext(date: Self.referenceDate, cadence: .live)
    let node = ViewNode(TimelineViewKind(), path: context.path)
    node.children = context.child("content").resolve(content(moment))
    return [node]
  }
}

/// A timeline view's node: transparent, its content's size and place.
struct TimelineViewKind: NodeKind {
  var typeName: String { "TimelineView" }
  var rendering: NodeRendering { .transparent }
  var passesAttributesThrough: Bool { true }
}
