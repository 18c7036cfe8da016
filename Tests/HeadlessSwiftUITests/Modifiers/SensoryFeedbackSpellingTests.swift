import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Sensory feedback compiles as apps write it and changes nothing a capture shows (inert: no
/// haptics or sounds play on a headless device, and they decide nothing about what covers what).
@MainActor
struct SensoryFeedbackSpellingTests {
  struct Counter: View {
    let withFeedback: Bool
    @State private var count = 0

    var body: some View {
      let button = Button("Add") { count += 1 }.accessibilityIdentifier("add")
      if withFeedback {
        button
          .sensoryFeedback(.increase, trigger: count)
          .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in
            new > old
          }
          .sensoryFeedback(trigger: count) { count.isMultiple(of: 2) ? .success : nil }
      } else {
        button
      }
    }
  }

  @Test("Feedback modifiers leave the capture as without them, and the button still takes taps")
  func inertFeedbackLeavesTheCaptureUnchanged() async throws {
    let withFeedback = await UIApplication.launch(Counter(withFeedback: true))
    let plain = await UIApplication.launch(Counter(withFeedback: false))
    #expect(withFeedback.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    try withFeedback.tap("add")
  }

  @Test("Every feedback kind is spelled as SwiftUI spells it")
  func kinds() {
    let kinds: [SensoryFeedback] = [
      .start, .stop, .alignment, .decrease, .increase, .levelChange, .pathComplete, .selection,
      .success, .warning, .error, .impact, .impact(weight: .light), .impact(weight: .medium),
      .impact(flexibility: .rigid), .impact(flexibility: .solid, intensity: 0.3),
      .impact(flexibility: .soft),
    ]
    #expect(kinds.count == 17)
    #expect(SensoryFeedback.success != .error)
    #expect(SensoryFeedback.Weight.light != .heavy)
  }
}
