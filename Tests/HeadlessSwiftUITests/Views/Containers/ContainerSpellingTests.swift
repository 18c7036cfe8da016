import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Control groups, group boxes, timeline views, canvases, their styles and the toolbar title
/// menu compile as real apps write them (IceCubes, Pocket Casts, Element X, Home Assistant),
/// and the inert ones change nothing a capture shows.
@MainActor
struct ContainerSpellingTests {
  @Test("Control groups and their styles compile in every spelling apps use")
  func controlGroupSpellings() async throws {
    let app = await UIApplication.launch(ControlGroups())
    let names = app.captureHierarchy().nodes.map(\.typeName)
    #expect(names.filter { $0 == "ControlGroup" }.count == 6)
  }

  @Test("Group boxes, forms and their styles compile; styles leave the capture unchanged")
  func groupBoxAndFormSpellings() async throws {
    let styled = await UIApplication.launch(Boxes(styled: true))
    let plain = await UIApplication.launch(Boxes(styled: false))
    #expect(styled.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    #expect(styled.captureHierarchy().nodes.filter { $0.typeName == "GroupBox" }.count == 5)
  }

  @Test("Timeline views compile with every built-in schedule and a custom one")
  func timelineSpellings() async throws {
    let app = await UIApplication.launch(Clocks())
    #expect(app.captureHierarchy().nodes.filter { $0.typeName == "Text" }.count == 6)
    let context: TimelineViewDefaultContext? = nil
    #expect(context?.date == nil)
    #expect(TimelineView<EveryMinuteTimelineSchedule, Never>.Context.Cadence.live < .seconds)
    #expect(TimelineViewDefaultContext.Cadence.seconds < .minutes)
    var minutes = EveryMinuteTimelineSchedule.everyMinute.entries(from: .now, mode: .normal)
    #expect(minutes.next() != nil)
    var seconds = PeriodicTimelineSchedule.periodic(from: .now, by: 1).entries(
      from: .now, mode: .normal)
    #expect(seconds.next() != nil)
    var frames = AnimationTimelineSchedule.animation.entries(from: .now, mode: .lowFrequency)
    #expect(frames.next() == nil)
    let explicit: ExplicitTimelineSchedule<[Date]> = .explicit([Date.now])
    #expect(explicit.entries(from: .now, mode: .normal).count == 1)
    #expect(TimelineScheduleMode.normal != .lowFrequency)
  }

  @Test("Canvases compile with the graphics context calls apps make in their renderers")
  func canvasSpellings() async throws {
    let app = await UIApplication.launch(Drawings())
    #expect(app.captureHierarchy().nodes.filter { $0.typeName == "Canvas" }.count == 2)
  }

  @Test("A toolbar title menu adds no bar item and leaves the navigation title")
  func toolbarTitleMenu() async throws {
    let app = await UIApplication.launch(TitleMenuScreen())
    let window = try #require(app.windowScenes.first?.windows.first)
    let stack = try #require(window.rootViewController?.children.first as? UINavigationController)
    let item = try #require(stack.viewControllers.first?.navigationItem)
    #expect(item.title == "Notifications")
    #expect(item.rightBarButtonItems?.count == 1)
    #expect(item.leftBarButtonItems == nil)
  }
}

// MARK: - Fixtures

/// IceCubes' timeline header and status context menu groups, and the title and style variants.
private struct ControlGroups: View {
  @State private var pinned = false

  var body: some View {
    VStack {
      ControlGroup {
        Button {
        } label: {
          Label("Latest", systemImage: "arrow.up")
        }
        Button {
          pinned.toggle()
        } label: {
          Label("Pin", systemImage: pinned ? "pin.fill" : "pin")
        }
      }
      ControlGroup {
        Button("Reply") {}
        Button("Boost") {}
      }
      .controlGroupStyle(.compactMenu)
      ControlGroup {
        Button("Media") {}
      } label: {
        Label("Plus", systemImage: "plus")
      }
      .controlGroupStyle(.menu)
      ControlGroup("Filters") { Button("All") {} }
        .controlGroupStyle(.palette)
      ControlGroup(String("Sort"), systemImage: "arrow.up.arrow.down") { Button("New") {} }
        .controlGroupStyle(.navigation)
      ControlGroup("Share", systemImage: "square.and.arrow.up") { Button("Copy") {} }
        .controlGroupStyle(.automatic)
        .controlGroupStyle(AutomaticControlGroupStyle.automatic)
        .controlGroupStyle(NavigationControlGroupStyle())
        .controlGroupStyle(MenuControlGroupStyle())
        .controlGroupStyle(PaletteControlGroupStyle())
        .controlGroupStyle(CompactMenuControlGroupStyle())
      let _: LabeledControlGroupContent<Text, Text>? = nil
      let _: ControlGroup<Text>? = nil
      let _ = ControlGroup(String("Title")) { Text("A") }
    }
  }
}

/// IceCubes' translation box, Apple's agreement box, and forms with their styles.
private struct Boxes: View {
  let styled: Bool
  @State private var agreed = false

  var body: some View {
    VStack {
      GroupBox {
        VStack(alignment: .leading, spacing: 4) {
          Text("Translated text")
          Text("Translated from French").font(.footnote)
        }
      }
      .fixedSize(horizontal: false, vertical: true)
      .groupBoxStyle(DefaultGroupBoxStyle())
      GroupBox(label: Label("End-User Agreement", systemImage: "building.columns")) {
        Toggle(isOn: $agreed) { Text("I agree to the above terms") }
      }
      GroupBox("Settings") { Text("On") }
      GroupBox(String("Account")) { Text("Signed in") }
      GroupBox {
        Text("Content")
      } label: {
        Text("Label")
      }
      .groupBoxStyle(.automatic)
      Form {
        Text("Server")
      }
      .formStyle(.grouped)
      .formStyle(.automatic)
      .formStyle(.columns)
      .formStyle(AutomaticFormStyle())
      .formStyle(GroupedFormStyle())
      .formStyle(ColumnsFormStyle())
    }
    .modifier(Styled(isOn: styled))
  }
}

/// Applies the inert styles, or leaves the view as it is.
private struct Styled: ViewModifier {
  let isOn: Bool

  func body(content: Content) -> some View {
    if isOn {
      content.controlGroupStyle(.menu).groupBoxStyle(.automatic).formStyle(.grouped)
    } else {
      content
    }
  }
}

/// A schedule of the app's own: every five seconds from its start.
private struct FiveSeconds: TimelineSchedule {
  func entries(from startDate: Date, mode: Mode) -> [Date] {
    (0..<3).map { startDate.addingTimeInterval(Double($0) * 5) }
  }
}

/// Home Assistant's kiosk clock and progress ring, Pocket Casts' unlock button.
private struct Clocks: View {
  var body: some View {
    VStack {
      TimelineView(.periodic(from: Date(), by: 1)) { context in
        Text(context.date.formatted(date: .omitted, time: .standard))
      }
      TimelineView(.everyMinute) { context in
        Text(context.date, style: .time)
      }
      TimelineView(.animation) { timeline in
        Text("\(timeline.date.timeIntervalSinceReferenceDate)")
      }
      TimelineView(.animation(minimumInterval: nil, paused: true)) { _ in
        Text("Unlock")
      }
      TimelineView(.explicit([Date(timeIntervalSinceReferenceDate: 0)])) { context in
        Text(context.cadence <= .seconds ? "Seconds" : "Minutes")
      }
      TimelineView(FiveSeconds()) { context in
        Text(context.cadence == .minutes ? "Slow" : "Live")
      }
      let _: TimelineView<PeriodicTimelineSchedule, Text>? = nil
      let _ = TimelineView(EveryMinuteTimelineSchedule()) { _ in Text("A") }
      let _ = TimelineView(PeriodicTimelineSchedule(from: .now, by: 60)) { _ in EmptyView() }
      let _ = TimelineView(AnimationTimelineSchedule(minimumInterval: 0.5, paused: false)) { _ in
        EmptyView()
      }
      let _ = TimelineView(ExplicitTimelineSchedule([Date.now])) { _ in EmptyView() }
      let _: EveryMinuteTimelineSchedule.Entries? = nil
      let _: PeriodicTimelineSchedule.Entries? = nil
      let _: AnimationTimelineSchedule.Entries? = nil
    }
  }
}

/// Pocket Casts' waveform and Element X's location marker renderers.
private struct Drawings: View {
  var body: some View {
    VStack {
      GeometryReader { geometry in
        Canvas { context, size in
          let midY = size.height / 2
          for index in 0..<Int(geometry.size.width / 4) {
            var path = Path()
            path.move(to: CGPoint(x: CGFloat(index) * 4, y: midY - 4))
            path.addLine(to: CGPoint(x: CGFloat(index) * 4, y: midY + 4))
            context.stroke(path, with: .color(.gray), lineWidth: 2)
          }
        }
      }
      Canvas(opaque: false, colorMode: .nonLinear, rendersAsynchronously: false) {
        context, canvasSize in
        let pin = Path(ellipseIn: CGRect(origin: .zero, size: canvasSize))
        context.stroke(pin, with: .color(.blue), lineWidth: 2)
        context.stroke(pin, with: .style(Color.red), style: StrokeStyle(lineWidth: 1))
        context.fill(pin, with: .color(.white))
        context.fill(pin, with: .color(.white), style: FillStyle(eoFill: true))
        context.opacity = 0.5
        context.blendMode = .multiply
        context.blendMode = .overlay
        context.blendMode = GraphicsContext.BlendMode.normal
        context.translateBy(x: 4, y: 4)
        context.scaleBy(x: 2, y: 2)
        context.rotate(by: .degrees(45))
        context.draw(Text("Here"), at: .zero, anchor: .center)
        context.draw(context.resolve(Text("Label")), at: CGPoint(x: 1, y: 1))
        context.draw(Image(systemName: "pin"), at: .zero)
        let image: GraphicsContext.ResolvedImage = context.resolve(Image(systemName: "mappin"))
        context.draw(image, at: .zero, anchor: .bottom)
        let resolved: GraphicsContext.ResolvedSymbol? = context.resolveSymbol(id: 0)
        if let symbol = resolved {
          context.draw(symbol, at: CGPoint(x: 21, y: 21), anchor: .center)
        }
        let _: GraphicsContext.ResolvedText? = nil
        let _: GraphicsContext.Shading = .color(.black)
      } symbols: {
        Circle().tag(0)
      }
      .frame(width: 42, height: 50)
    }
  }
}

/// IceCubes' notifications filter: a title menu beside a trailing item.
private struct TitleMenuScreen: View {
  var body: some View {
    NavigationStack {
      Text("Notifications list")
        .navigationTitle("Notifications")
        .toolbar {
          ToolbarTitleMenu {
            Button("All") {}
            Divider()
            Button("Mentions") {}
          }
          ToolbarItem(placement: .topBarTrailing) {
            Button("Filter") {}
          }
        }
        .toolbar {
          ToolbarTitleMenu()
        }
        .toolbarTitleMenu {
          Button("Duplicate") {}
        }
    }
  }
}
