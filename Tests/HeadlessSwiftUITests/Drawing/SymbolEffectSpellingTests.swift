import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Symbol effects compile as apps write them and change nothing a capture shows (inert: they
/// animate an SF Symbol's layers, which decide nothing about what covers what).
@MainActor
struct SymbolEffectSpellingTests {
  @Test("Symbol effects leave the capture as without them")
  func inertEffectsLeaveTheCaptureUnchanged() async {
    let animated = await UIApplication.launch(Symbols(animated: true))
    let plain = await UIApplication.launch(Symbols(animated: false))
    #expect(animated.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
  }

  @Test("Effects and options chain as apps chain them")
  func chaining() {
    let options: [SymbolEffectOptions] = [
      .default, .repeating, .nonRepeating, .repeat(3), .repeat(nil), .speed(2),
      .repeat(.continuous), .repeat(.periodic), SymbolEffectOptions.repeating.speed(0.5),
      SymbolEffectOptions.speed(2).repeat(2).nonRepeating, .default.repeat(.continuous),
    ]
    #expect(options[0] == .default && options[1] != options[2])
    #expect(indefinite(.variableColor.iterative.dimInactiveLayers.reversing) != nil)
    #expect(indefinite(.scale.up.byLayer) != nil)
    #expect(discrete(.bounce.up.wholeSymbol) != nil)
    #expect(transition(.appear) && transition(.disappear.down))
    #expect(replacing(.replace.downUp.byLayer))
  }

  /// An effect the `isActive:` form accepts.
  private func indefinite<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T) -> T? { effect }
  /// An effect the `value:` form accepts.
  private func discrete<T: DiscreteSymbolEffect & SymbolEffect>(_ effect: T) -> T? { effect }
  /// Whether an effect animates a symbol in or out.
  private func transition<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T) -> Bool { true }
  /// Whether an effect replaces one symbol with another.
  private func replacing<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T) -> Bool {
    true
  }
}

/// Symbols with effects, as apps add them, or the same symbols without.
private struct Symbols: View {
  /// The symbols' names, in order.
  static let names = [
    "wifi", "waveform", "arrow.down.circle", "bell", "heart", "heart.fill", "mic", "moon",
    "bell.badge", "hand.wave", "arrow.clockwise", "gear", "fan", "plus", "star", "star.fill",
    "speaker", "play", "pause",
  ]
  let animated: Bool
  @State private var count = 0
  @State private var isMuted = false

  var body: some View {
    VStack {
      if animated {
        Image(systemName: "wifi")
          .symbolEffect(
            .variableColor.iterative.dimInactiveLayers.reversing, options: .repeat(.continuous))
        Image(systemName: "waveform")
          .symbolEffect(
            .variableColor.cumulative.hideInactiveLayers.nonReversing, options: .repeating)
        Image(systemName: "arrow.down.circle").symbolEffect(.bounce, options: .nonRepeating)
        Image(systemName: "bell").symbolEffect(.bounce.down.byLayer, value: count)
        Image(systemName: "heart").symbolEffect(.pulse, options: .repeating, isActive: isMuted)
        Image(systemName: "heart.fill").symbolEffect(.pulse.byLayer.wholeSymbol, value: count)
        Image(systemName: "mic").symbolEffect(
          .breathe.pulse, options: .repeat(.continuous), value: count)
        Image(systemName: "moon").symbolEffect(.breathe.plain.byLayer.wholeSymbol)
        Image(systemName: "bell.badge").symbolEffect(.wiggle, value: count)
        Image(systemName: "hand.wave")
          .symbolEffect(.wiggle.left.right.up.down.forward.backward.byLayer.wholeSymbol)
        Image(systemName: "arrow.clockwise").symbolEffect(
          .wiggle.clockwise.counterClockwise, value: 1)
        Image(systemName: "gear").symbolEffect(.rotate, options: .speed(2))
        Image(systemName: "fan").symbolEffect(
          .rotate.clockwise.counterClockwise.byLayer.wholeSymbol)
        Image(systemName: "plus").symbolEffect(.scale.down.wholeSymbol, isActive: true)
        Image(systemName: "star").symbolEffect(.appear.up.byLayer.wholeSymbol, isActive: isMuted)
        Image(systemName: "star.fill").symbolEffect(.disappear.up.byLayer.wholeSymbol)
        Image(systemName: isMuted ? "speaker.slash" : "speaker")
          .contentTransition(.symbolEffect(.replace.upUp.offUp.wholeSymbol))
        Image(systemName: "play").contentTransition(.symbolEffect(.replace, options: .speed(2)))
        Image(systemName: "pause").contentTransition(.symbolEffect)
      } else {
        ForEach(Self.names, id: \.self) { Image(systemName: $0) }
      }
    }
    .symbolEffectsRemoved(false)
    .symbolEffectsRemoved()
  }
}
