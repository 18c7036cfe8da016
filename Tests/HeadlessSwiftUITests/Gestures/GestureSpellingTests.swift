import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// Every gesture symbol, spelled as apps write it: the probe compiles, and attaching gestures
/// changes nothing a capture shows.
@MainActor
struct GestureSpellingTests {
  /// A gesture of the app's own.
  struct PinchOrDrag: Gesture {
    typealias Value = ExclusiveGesture<MagnifyGesture, DragGesture>.Value

    var body: some Gesture<Value> {
      MagnifyGesture(minimumScaleDelta: 0.05).exclusively(before: DragGesture())
    }
  }

  struct Screen: View {
    let withGestures: Bool
    @GestureState private var isPressed = false
    @GestureState private var dragOffset = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var tapLocation = CGPoint.zero

    var longPressThenDrag: some Gesture {
      LongPressGesture(minimumDuration: 0.3, maximumDistance: 20)
        .sequenced(before: DragGesture(minimumDistance: 0, coordinateSpace: .global))
        .updating($dragOffset) { value, state, _ in
          switch value {
          case .first(let pressing): state = pressing ? CGSize(width: 1, height: 1) : .zero
          case .second(_, let drag): state = drag?.translation ?? .zero
          }
        }
    }

    var body: some View {
      let photo = Color.orange.frame(width: 200, height: 150).accessibilityIdentifier("photo")
      let row = Text("Row").accessibilityIdentifier("row")
      VStack {
        if withGestures {
          photo
            .gesture(
              MagnifyGesture()
                .onChanged { value in
                  scale = value.magnification
                  _ = (value.time, value.velocity, value.startAnchor, value.startLocation)
                }
                .simultaneously(
                  with: RotateGesture(minimumAngleDelta: .degrees(2)).onChanged { value in
                    angle = value.rotation
                    _ = (value.time, value.velocity, value.startAnchor, value.startLocation)
                  })
            )
            .highPriorityGesture(MagnificationGesture().onEnded { scale = $0 }, including: .gesture)
            .simultaneousGesture(RotationGesture(minimumAngleDelta: .zero).onEnded { angle = $0 })
            .gesture(PinchOrDrag(), isEnabled: false)
            .highPriorityGesture(longPressThenDrag, isEnabled: true)
            .simultaneousGesture(TapGesture(count: 2).onEnded { scale = 1 }, isEnabled: true)
            .defersSystemGestures(on: .vertical)
          row
            .onTapGesture(count: 1) { location in tapLocation = location }
            .onLongPressGesture(minimumDuration: 1) {
              scale = 2
            } onPressingChanged: { _ in
            }
            .onLongPressGesture(minimumDuration: 1, maximumDistance: 5, pressing: { _ in }) {
              scale = 3
            }
            .gesture(
              SpatialTapGesture(count: 1, coordinateSpace: .named("list"))
                .onEnded { tapLocation = $0.location }
                .map { _ in true }
                .updating($isPressed) { value, state, transaction in
                  state = value
                  transaction.disablesAnimations = true
                },
              including: GestureMask.all.union(.subviews)
            )
            .simultaneousGesture(
              AnyGesture(
                DragGesture(coordinateSpace: CoordinateSpace.local)
                  .onChanged { value in
                    _ = (value.location, value.startLocation, value.velocity, value.time)
                    _ = (value.predictedEndLocation, value.predictedEndTranslation)
                  }
                  .map { $0.translation }))
        } else {
          photo
          row
        }
      }
    }
  }

  @Test("Every gesture symbol compiles as apps write it and leaves the capture unchanged")
  func gesturesLeaveTheCaptureUnchanged() async throws {
    let with = await UIApplication.launch(Screen(withGestures: true))
    let without = await UIApplication.launch(Screen(withGestures: false))
    #expect(with.captureHierarchy(detail: .full) == without.captureHierarchy(detail: .full))
  }

  @Test("Gestures' stored properties and values read as declared")
  func gestureProperties() {
    let tap = TapGesture(count: 2)
    let spatial = SpatialTapGesture(count: 1, coordinateSpace: CoordinateSpace.global)
    let press = LongPressGesture(minimumDuration: 2, maximumDistance: 4)
    let drag = DragGesture(minimumDistance: 3, coordinateSpace: .global)
    #expect(tap.count == 2)
    #expect(spatial.count == 1 && spatial.coordinateSpace == .global)
    #expect(press.minimumDuration == 2 && press.maximumDistance == 4)
    #expect(drag.minimumDistance == 3 && drag.coordinateSpace == .global)
    #expect(MagnifyGesture().minimumScaleDelta == 0.01)
    #expect(MagnificationGesture(minimumScaleDelta: 0.1).minimumScaleDelta == 0.1)
    #expect(RotateGesture().minimumAngleDelta == .degrees(1))
    #expect(RotationGesture().minimumAngleDelta == .degrees(1))
    let both = SimultaneousGesture(tap, press)
    #expect(both.first.count == 2 && both.second.minimumDuration == 2)
    let sequence = SequenceGesture(press, drag)
    #expect(sequence.first.minimumDuration == 2 && sequence.second.minimumDistance == 3)
    let either = ExclusiveGesture(tap, drag)
    #expect(either.first.count == 2 && either.second.minimumDistance == 3)
    let state = GestureState(wrappedValue: 0)
    let updating = GestureStateGesture(base: tap, state: state) { _, value, _ in value += 1 }
    #expect(updating.base.count == 2)
    #expect(updating.state.wrappedValue == 0)
    var counter = 0
    var transaction = Transaction()
    updating.body((), &counter, &transaction)
    #expect(counter == 1)
    #expect(SequenceGesture<LongPressGesture, LongPressGesture>.Value.first(true) == .first(true))
    #expect(
      ExclusiveGesture<LongPressGesture, LongPressGesture>.Value.second(false) != .second(true))
    #expect(GestureMask(rawValue: 3) == .all)
    #expect(GestureMask.none.isEmpty && GestureMask.all.contains([.gesture, .subviews]))
  }
}
