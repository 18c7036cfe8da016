import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `ControlGroup`, `GroupBox`, `TimelineView` and `Canvas` as apps write them: containers laid
/// out by what they contain, whose buttons take taps, and a canvas that is one leaf.
@MainActor
struct ContainerViewTests {
  /// What the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  private func node(_ name: String, in app: UIApplication) throws -> Node {
    let hierarchy = app.captureHierarchy()
    return hierarchy.nodes[try hierarchy.index(of: name)]
  }

  /// A node's frame on screen, also where the capture leaves it out as its parent's.
  private func effectiveFrame(_ name: String, in app: UIApplication) throws -> Rect? {
    let hierarchy = app.captureHierarchy()
    return hierarchy.effectiveFrames()[try hierarchy.index(of: name)]
  }

  // MARK: Control groups

  @Test("A control group gives its buttons equal segments of its width; each takes taps there")
  func controlGroupRow() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      ControlGroup {
        Button("Latest") { log.events.append("latest") }.accessibilityIdentifier("latest")
        Button("Resume") { log.events.append("resume") }.accessibilityIdentifier("resume")
        Button("Pin") { log.events.append("pin") }.accessibilityIdentifier("pin")
      }
      .accessibilityIdentifier("group"))
    // [DOC: swiftui/controlgroupstyle/automatic, a segmented control; INF: equal segments]
    let group = try #require(try app.capturedFrame(of: "group"))
    #expect(group.x == 0 && group.width == 390 && group.height == 20)
    let latest = try #require(try app.capturedFrame(of: "latest"))
    let resume = try #require(try app.capturedFrame(of: "resume"))
    let pin = try #require(try app.capturedFrame(of: "pin"))
    #expect(latest == Rect(x: 0, y: group.y, width: 130, height: 20))
    #expect(resume == Rect(x: 130, y: group.y, width: 130, height: 20))
    #expect(pin == Rect(x: 260, y: group.y, width: 130, height: 20))
    try app.tap("pin")
    try app.tap("latest")
    // Near the end of the middle segment, far from its title: the whole segment takes the tap.
    try app.tap(at: Point(x: 255, y: group.y + 10))
    #expect(log.events == ["pin", "latest", "resume"])
  }

  @Test("A labelled control group shows its controls, not its label")
  func controlGroupLabelIsNotShown() async throws {
    let app = await UIApplication.launch(
      VStack {
        ControlGroup("Filters", systemImage: "line.3.horizontal.decrease") {
          Button("All") {}.accessibilityIdentifier("allButton")
        }
        ControlGroup {
          Button("Mine") {}
        } label: {
          Text("Scope").accessibilityIdentifier("scope")
        }
      })
    let names = app.captureHierarchy().nodes.map(\.typeName)
    #expect(names.filter { $0 == "ControlGroup" }.count == 2)
    #expect(!names.contains("Label"))
    #expect(throws: (any Error).self) { try app.captureHierarchy().index(of: "scope") }
    #expect(try effectiveFrame("allButton", in: app)?.width == 390)
  }

  @Test("A control group in a toolbar item puts each control in the bar; each runs its action")
  func controlGroupInToolbar() async throws {
    let log = Log()
    struct Screen: View {
      let log: Log

      var body: some View {
        NavigationStack {
          Text("Timeline")
            .navigationTitle("Home")
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                ControlGroup {
                  Button("Latest") { log.events.append("latest") }
                    .accessibilityIdentifier("latest")
                  Button("Pin") { log.events.append("pin") }.accessibilityIdentifier("pin")
                } label: {
                  Label("Plus", systemImage: "plus")
                }
              }
            }
        }
      }
    }
    let app = await UIApplication.launch(Screen(log: log))
    let latest = try node("latest", in: app)
    let pin = try node("pin", in: app)
    #expect(latest.typeName == "_UIButtonBarButton" && pin.typeName == "_UIButtonBarButton")
    let latestFrame = try #require(latest.attributes.frame)
    let pinFrame = try #require(pin.attributes.frame)
    #expect(latestFrame.x < pinFrame.x, "declaration order, leading to trailing")
    try app.tap("pin")
    try app.tap("latest")
    #expect(log.events == ["pin", "latest"])
  }

  // MARK: Group boxes

  @Test("A group box puts its label above its content, inset 16 points, 8 apart; opaque")
  func groupBoxLayout() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      GroupBox {
        Button("Open") { log.events.append("open") }.accessibilityIdentifier("open")
      } label: {
        Text("Title").accessibilityIdentifier("title")
      }
      .accessibilityIdentifier("box"))
    // [INF: no documented metrics] Title 40×20 and "Open" 32×20, stacked 8 apart, inset 16.
    let box = try #require(try app.capturedFrame(of: "box"))
    #expect(box.width == 72 && box.height == 80)
    #expect(
      try app.capturedFrame(of: "title")
        == Rect(x: box.x + 16, y: box.y + 16, width: 40, height: 20))
    #expect(
      try app.capturedFrame(of: "open") == Rect(x: box.x + 16, y: box.y + 44, width: 32, height: 20)
    )
    #expect(try node("box", in: app).attributes.isOpaque)
    try app.tap("open")
    #expect(log.events == ["open"])
  }

  @Test("A group box without a label insets its content alone; a title is a Text label")
  func groupBoxWithoutLabel() async throws {
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        GroupBox {
          Text("Body").accessibilityIdentifier("bodyText")
        }
        .accessibilityIdentifier("plain")
        GroupBox("Agreement") {
          Text("Terms").accessibilityIdentifier("terms")
        }
        .accessibilityIdentifier("titled")
      })
    let plain = try #require(try app.capturedFrame(of: "plain"))
    #expect(plain.width == 64 && plain.height == 52)
    #expect(try effectiveFrame("bodyText", in: app)?.y == plain.y + 16)
    let titled = try #require(try app.capturedFrame(of: "titled"))
    #expect(titled.height == 80)
    #expect(try app.capturedFrame(of: "terms")?.y == titled.y + 44)
  }

  // MARK: Timeline views

  @Test(
    "A timeline view's content is made once, for the fixed reference date, whatever the schedule")
  func timelineViewDate() async throws {
    let log = Log()
    struct Clock<Schedule: TimelineSchedule>: View {
      let schedule: Schedule
      let log: Log

      var body: some View {
        TimelineView(schedule) { context in
          let _ = log.events.append("\(context.date.timeIntervalSinceReferenceDate)")
          let _ = log.events.append(context.cadence == .live ? "live" : "slower")
          Text("Clock").accessibilityIdentifier("clock")
        }
      }
    }
    _ = await UIApplication.launch(Clock(schedule: .periodic(from: Date(), by: 1), log: log))
    _ = await UIApplication.launch(Clock(schedule: .everyMinute, log: log))
    _ = await UIApplication.launch(
      Clock(schedule: .animation(minimumInterval: nil, paused: true), log: log))
    _ = await UIApplication.launch(
      Clock(schedule: .explicit([Date(timeIntervalSince1970: 5)]), log: log))
    #expect(Set(log.events) == ["0.0", "live"])
  }

  @Test("A clock started at Date() captures the same on every run")
  func timelineViewIsDeterministic() async throws {
    struct Clock: View {
      var body: some View {
        TimelineView(.periodic(from: Date(), by: 1)) { context in
          Text(verbatim: String(Int(context.date.timeIntervalSinceReferenceDate)))
            .accessibilityIdentifier("time")
        }
      }
    }
    let first = await UIApplication.launch(Clock())
    try await Task.sleep(for: .milliseconds(20))
    let second = await UIApplication.launch(Clock())
    #expect(first.captureHierarchy(detail: .full) == second.captureHierarchy(detail: .full))
    // Seconds since 2001 as digits: "0" for the reference date, nine digits for today.
    #expect(try effectiveFrame("time", in: first)?.width == 8)
  }

  @Test("A timeline view has no node of its own: its content is laid out and tapped as without it")
  func timelineViewIsTransparent() async throws {
    let log = Log()
    let timed = await UIApplication.launch(
      TimelineView(.animation) { _ in
        Button("Hold") { log.events.append("hold") }.accessibilityIdentifier("hold")
      })
    let plain = await UIApplication.launch(
      Button("Hold") { log.events.append("hold") }.accessibilityIdentifier("hold"))
    #expect(try timed.capturedFrame(of: "hold") == plain.capturedFrame(of: "hold"))
    #expect(!timed.captureHierarchy().nodes.contains { $0.typeName == "TimelineView" })
    try timed.tap("hold")
    #expect(log.events == ["hold"])
  }

  @Test("The built-in schedules produce the dates SwiftUI documents")
  func scheduleEntries() {
    let start = Date(timeIntervalSinceReferenceDate: 10 * 3600 + 9 * 60 + 32)  // 10:09:32
    // [DOC: everyMinute: a start of 10:09:32 gives 10:09:00, then 10:10:00]
    let minutes = Array(EveryMinuteTimelineSchedule().entries(from: start, mode: .normal).prefix(2))
    #expect(minutes.map(\.timeIntervalSinceReferenceDate) == [36540, 36600])
    // [DOC: periodic(from:by:): dates keep the schedule's phase]
    let periodic = PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 100), by: 60)
    let fromLater = periodic.entries(from: Date(timeIntervalSinceReferenceDate: 250), mode: .normal)
    #expect(Array(fromLater.prefix(2)).map(\.timeIntervalSinceReferenceDate) == [220, 280])
    let fromEarlier = periodic.entries(from: Date(timeIntervalSinceReferenceDate: 0), mode: .normal)
    #expect(Array(fromEarlier.prefix(1)).map(\.timeIntervalSinceReferenceDate) == [100])
    let dates = [Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSinceReferenceDate: 2)]
    #expect(ExplicitTimelineSchedule(dates).entries(from: start, mode: .normal) == dates)
    // [DOC: animation: no entries when paused or in low-frequency mode]
    let frames = AnimationTimelineSchedule(minimumInterval: 0.5).entries(from: start, mode: .normal)
    #expect(Array(frames.prefix(2)) == [start, start + 0.5])
    #expect(
      Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)).isEmpty)
    #expect(Array(AnimationTimelineSchedule().entries(from: start, mode: .lowFrequency)).isEmpty)
  }

  // MARK: Canvases

  @Test("A canvas is one leaf that takes the space offered; its renderer is never called")
  func canvasIsALeaf() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Text("Waveform")
        Canvas { context, size in
          log.events.append("rendered")
          context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.gray))
        }
        .accessibilityIdentifier("wave")
        Canvas(opaque: true) { _, _ in log.events.append("rendered") }
          .frame(width: 40, height: 30)
          .accessibilityIdentifier("pin")
      })
    let wave = try node("wave", in: app)
    #expect(wave.typeName == "Canvas" && !wave.attributes.isOpaque)
    // Under the 20-point text, all the height the 30-point canvas leaves [INF].
    #expect(wave.attributes.frame == Rect(x: 0, y: 67, width: 390, height: 713))
    let pin = try node("pin", in: app)
    #expect(pin.attributes.isOpaque && pin.attributes.frame?.width == 40)
    #expect(log.events.isEmpty)
  }
}
