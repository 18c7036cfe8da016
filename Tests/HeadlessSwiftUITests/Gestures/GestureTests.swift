import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Gestures as apps attach them: taps, long presses and drags a test drives, the precedence of
/// `.gesture`, `.highPriorityGesture` and `.simultaneousGesture` against a `Button` inside, and
/// gesture masks.
@MainActor
struct GestureTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  private func frame(of identifier: String, in app: UIApplication) throws -> Rect {
    let hierarchy = app.captureHierarchy()
    let node = try #require(hierarchy.nodes.first { $0.identifier == identifier })
    return try #require(node.attributes.frame)
  }

  @Test("A tap runs a TapGesture's onEnded and reports a SpatialTapGesture's location")
  func tapGestures() async throws {
    struct Screen: View {
      let log: Log

      var body: some View {
        VStack {
          Text("Card")
            .gesture(TapGesture().onEnded { log.events.append("tapped") })
            .accessibilityIdentifier("card")
          Color.blue
            .frame(width: 100, height: 80)
            .gesture(
              SpatialTapGesture().onEnded { value in
                log.events.append("at \(Int(value.location.x)),\(Int(value.location.y))")
              }
            )
            .accessibilityIdentifier("square")
          Color.green
            .frame(width: 60, height: 40)
            .onTapGesture(coordinateSpace: .global) { location in
              log.events.append("global \(Int(location.x)),\(Int(location.y))")
            }
            .accessibilityIdentifier("swatch")
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("card")
    try app.tap("square")
    let swatch = try frame(of: "swatch", in: app)
    try app.tap("swatch")
    await app.settle()
    // The centre of the 100×80 square, in its own coordinates; the swatch's in the screen's.
    #expect(
      log.events == [
        "tapped", "at 50,40",
        "global \(Int(swatch.x + swatch.width / 2)),\(Int(swatch.y + swatch.height / 2))",
      ])
  }

  /// How a container attaches its tap gesture.
  enum Attachment: String, CaseIterable {
    case gesture, highPriority, simultaneous
  }

  @Test(
    "A container's .gesture loses to a Button inside, .highPriorityGesture wins, .simultaneousGesture runs with it",
    arguments: Attachment.allCases)
  func precedenceAgainstAButton(_ attachment: Attachment) async throws {
    struct Screen: View {
      let attachment: Attachment
      let log: Log

      var body: some View {
        let card = VStack {
          Text("Sneakers").accessibilityIdentifier("title")
          Button("Buy") { log.events.append("button") }.accessibilityIdentifier("buy")
        }
        let tap = TapGesture().onEnded { log.events.append("container") }
        switch attachment {
        case .gesture: card.gesture(tap)
        case .highPriority: card.highPriorityGesture(tap)
        case .simultaneous: card.simultaneousGesture(tap)
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(attachment: attachment, log: log))
    try app.tap("buy")
    await app.settle()
    switch attachment {
    case .gesture: #expect(log.events == ["button"])
    case .highPriority: #expect(log.events == ["container"])
    case .simultaneous: #expect(log.events == ["button", "container"])
    }
    log.events = []
    // A tap on the container's own content runs its gesture, whatever its priority.
    try app.tap("title")
    await app.settle()
    #expect(log.events == ["container"])
  }

  @Test("GestureMask: .subviews disables the added gesture, .gesture the ones inside, .none both")
  func gestureMasks() async throws {
    struct Screen: View {
      let mask: GestureMask
      let log: Log

      var body: some View {
        VStack {
          Button("Buy") { log.events.append("button") }.accessibilityIdentifier("buy")
        }
        .highPriorityGesture(
          TapGesture().onEnded { log.events.append("container") }, including: mask)
      }
    }
    var results: [[String]] = []
    for mask in [GestureMask.all, .subviews, .gesture, .none] {
      let log = Log()
      let app = await UIApplication.launch(Screen(mask: mask, log: log))
      try app.tap("buy")
      await app.settle()
      results.append(log.events)
    }
    #expect(results == [["container"], ["button"], ["container"], []])
  }

  @Test("A disabled view's gestures, one with isEnabled false, and one not hit-tested don't run")
  func disabledGestures() async throws {
    struct Screen: View {
      let log: Log

      var body: some View {
        VStack {
          Text("Off")
            .gesture(TapGesture().onEnded { log.events.append("disabled") })
            .disabled(true)
            .accessibilityIdentifier("off")
          Text("Not enabled")
            .gesture(TapGesture().onEnded { log.events.append("isEnabled") }, isEnabled: false)
            .accessibilityIdentifier("notEnabled")
          Text("Untouchable")
            .gesture(TapGesture().onEnded { log.events.append("hit") })
            .allowsHitTesting(false)
            .accessibilityIdentifier("untouchable")
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("off")
    try app.tap("notEnabled")
    // The touch passes through the text to the hosting view behind it.
    try app.tap("untouchable")
    await app.settle()
    #expect(log.events.isEmpty)
  }

  @Test("A drag runs a DragGesture's onChanged and onEnded with its translation")
  func dragGesture() async throws {
    struct Card: View {
      let log: Log
      @State private var offset = CGSize.zero
      @State private var moves = 0

      var body: some View {
        Text(moves == 0 ? "Drag me" : "Moved \(moves)")
          .frame(width: 200, height: 100)
          .offset(offset)
          .gesture(
            DragGesture()
              .onChanged { value in
                offset = value.translation
                log.events.append(
                  "changed \(Int(value.translation.width))x\(Int(value.translation.height)) "
                    + "from \(Int(value.startLocation.x)),\(Int(value.startLocation.y)) "
                    + "to \(Int(value.location.x)),\(Int(value.location.y))")
              }
              .onEnded { value in
                moves += 1
                offset = .zero
                log.events.append(
                  "ended \(Int(value.predictedEndTranslation.width)) "
                    + "velocity \(Int(value.velocity.width))")
              }
          )
          .accessibilityIdentifier("card")
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Card(log: log))
    let start = try frame(of: "card", in: app)
    try app.pan("card", by: CGPoint(x: 30, y: -40))
    await app.settle()
    #expect(log.events == ["changed 30x-40 from 100,50 to 130,10", "ended 30 velocity 0"])
    // The drag ended and put the card back where it started.
    #expect(try frame(of: "card", in: app) == start)
    log.events = []
    // Shorter than the minimum distance (10 points), a tap: neither is a drag.
    try app.pan("card", by: CGPoint(x: 5, y: 0))
    try app.tap("card")
    await app.settle()
    #expect(log.events.isEmpty)
  }

  @Test("DragGesture(minimumDistance: 0) takes a tap as a drag that doesn't move")
  func dragWithoutMinimumDistance() async throws {
    struct Screen: View {
      let log: Log

      var body: some View {
        Color.red
          .frame(width: 50, height: 50)
          .gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .local).onEnded { value in
              log.events.append("\(Int(value.translation.width)),\(Int(value.location.x))")
            }
          )
          .accessibilityIdentifier("knob")
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("knob")
    await app.settle()
    #expect(log.events == ["0,25"])
  }

  @Test("A long press runs onLongPressGesture's action between its pressing changes")
  func longPress() async throws {
    struct Row: View {
      let log: Log

      var body: some View {
        Text("Message")
          .onLongPressGesture {
            log.events.append("long press")
          } onPressingChanged: { pressing in
            log.events.append("pressing \(pressing)")
          }
          .accessibilityIdentifier("row")
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Row(log: log))
    try app.tap("row")
    await app.settle()
    #expect(log.events.isEmpty)
    try app.longPress("row")
    await app.settle()
    #expect(log.events == ["pressing true", "long press", "pressing false"])
  }

  @Test("A button with a simultaneous long press: a tap runs the button, a long press the press")
  func buttonWithALongPress() async throws {
    struct Screen: View {
      let log: Log

      var body: some View {
        Button("Record") { log.events.append("tap") }
          .simultaneousGesture(LongPressGesture().onEnded { _ in log.events.append("long") })
          .accessibilityIdentifier("record")
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("record")
    try app.longPress("record")
    await app.settle()
    #expect(log.events == ["tap", "long"])
  }

  @Test("@GestureState: updating runs during the gesture and the state resets when it ends")
  func gestureState() async throws {
    struct Screen: View {
      let log: Log
      @GestureState private var isPressed = false
      @GestureState private var dragged = CGSize.zero

      var body: some View {
        VStack {
          Text(isPressed ? "Pressed" : "Idle")
            .gesture(
              LongPressGesture(minimumDuration: 1)
                .updating($isPressed) { current, state, _ in
                  state = current
                  log.events.append("updating \(current)")
                }
                .onEnded { finished in log.events.append("ended \(finished)") }
            )
            .accessibilityIdentifier("press")
          Text("Handle")
            .gesture(
              DragGesture().updating($dragged) { value, state, transaction in
                state = value.translation
                transaction.animation = .easeInOut
                log.events.append("dragged \(Int(state.width))")
              }
            )
            .accessibilityIdentifier("handle")
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.longPress("press")
    try app.pan("handle", by: CGPoint(x: 20, y: 0))
    await app.settle()
    #expect(log.events == ["updating true", "ended true", "dragged 20"])
  }

  /// A gesture of the app's own, made of SwiftUI's.
  struct SwipeAway: Gesture {
    typealias Value = CGFloat

    var body: some Gesture<CGFloat> {
      DragGesture(minimumDistance: 20).map { $0.translation.width }
    }
  }

  @Test("Composed gestures: simultaneously, exclusively, sequenced, map, AnyGesture, a custom one")
  func composedGestures() async throws {
    struct Screen: View {
      let log: Log
      @GestureState private var sequence = ""

      var body: some View {
        VStack {
          Text("Both")
            .gesture(
              TapGesture().simultaneously(with: SpatialTapGesture()).onEnded { value in
                log.events.append("both \(value.first != nil) \(value.second != nil)")
              }
            )
            .accessibilityIdentifier("both")
          Text("Either")
            .gesture(
              TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
                switch value {
                case .first: log.events.append("double")
                case .second: log.events.append("single")
                }
              }
            )
            .accessibilityIdentifier("either")
          Text("Sequence")
            .gesture(
              LongPressGesture().sequenced(before: DragGesture())
                .updating($sequence) { value, state, _ in
                  switch value {
                  case .first(let pressed): log.events.append("first \(pressed)")
                  case .second(let pressed, let drag):
                    log.events.append("second \(pressed) \(drag == nil)")
                  }
                }
                .onEnded { _ in log.events.append("sequence ended") }
            )
            .accessibilityIdentifier("sequence")
          Text("Mapped")
            .gesture(AnyGesture(TapGesture().map { "mapped" }).onEnded { log.events.append($0) })
            .accessibilityIdentifier("mapped")
          Text("Swipe")
            .gesture(SwipeAway().onEnded { log.events.append("swiped \(Int($0))") })
            .accessibilityIdentifier("swipe")
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("both")
    try app.tap("either")
    try app.longPress("sequence")
    try app.tap("mapped")
    try app.pan("swipe", by: CGPoint(x: -80, y: 0))
    await app.settle()
    #expect(
      log.events == [
        "both true true", "single", "first true", "second true true", "mapped", "swiped -80",
      ])
  }

  @Test("Magnify, rotate and defersSystemGestures change nothing a tap or a capture shows")
  func inertGestures() async throws {
    struct Screen: View {
      let inert: Bool
      let log: Log

      var body: some View {
        if inert {
          Color.orange
            .frame(width: 120, height: 120)
            .gesture(MagnifyGesture().onChanged { _ in log.events.append("magnify") })
            .simultaneousGesture(RotateGesture().onEnded { _ in log.events.append("rotate") })
            .defersSystemGestures(on: .bottom)
            .accessibilityIdentifier("photo")
        } else {
          Color.orange
            .frame(width: 120, height: 120)
            .accessibilityIdentifier("photo")
        }
      }
    }
    let log = Log()
    let inert = await UIApplication.launch(Screen(inert: true, log: log))
    let plain = await UIApplication.launch(Screen(inert: false, log: log))
    #expect(inert.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    try inert.tap("photo")
    try inert.longPress("photo")
    try inert.pan("photo", by: CGPoint(x: 40, y: 40))
    await inert.settle()
    #expect(log.events.isEmpty)
  }
}
