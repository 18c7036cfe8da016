import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// User activities, scene padding, menu order, indicator and dismissal, content margins, scoped animations and
/// `AnyView(erasing:)`, as apps write them: the inert ones leave the capture as without them
/// and never call their closures; `animation(_:body:)` applies what its body applies.
@MainActor
struct ActivityMarginAndOrderTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  @Test("User activity, scene padding, menu modifiers and content margins change no capture")
  func inertModifiersLeaveTheCaptureUnchanged() async throws {
    let log = Log()
    let decorated = await UIApplication.launch(Screen(decorated: true, log: log))
    let plain = await UIApplication.launch(Screen(decorated: false, log: log))
    #expect(decorated.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    try decorated.tap("open")
    #expect(log.events == ["open"], "a tap still lands; no activity closure ran")
  }

  @Test("animation(_:body:) applies the body's modifiers to the view, at once")
  func scopedAnimationAppliesItsBody() async throws {
    let scoped = await UIApplication.launch(ScopedBox(scoped: true))
    let plain = await UIApplication.launch(ScopedBox(scoped: false))
    #expect(scoped.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    let hierarchy = scoped.captureHierarchy(detail: .full)
    #expect(hierarchy[try hierarchy.index(of: "box")].attributes.alpha == 0.5)
    // The box fills the screen's VStack, so the capture gives its frame on the screen's node.
    let screen = try #require(hierarchy.nodes.first { $0.typeName == "ScopedBox" })
    let frame = try #require(screen.attributes.frame)
    #expect(frame.width == 40 && frame.height == 30, "the body's frame sizes the view")
  }

  @Test("AnyView(erasing:) captures as AnyView(_:) does")
  func anyViewErasingWrapsTheView() async throws {
    let erasing = await UIApplication.launch(Erased(erasing: true))
    let plain = await UIApplication.launch(Erased(erasing: false))
    #expect(erasing.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    #expect(try erasing.captureHierarchy().visibility(of: "erased").isVisible)
  }

  @Test("Every new value compiles as apps spell it")
  func compileProbe() {
    let orders: [MenuOrder] = [.automatic, .fixed, .priority]
    #expect(Set(orders).count == 3)
    #expect(MenuActionDismissBehavior.disabled != .enabled)
    #expect(ScenePadding.minimum == .minimum)
    let placements: [ContentMarginPlacement] = [.automatic, .scrollIndicators]
    #expect(placements.count == 2)
  }
}

// MARK: - Fixtures

/// A screen with every inert modifier of this slice, or with none.
private struct Screen: View {
  let decorated: Bool
  let log: ActivityMarginAndOrderTests.Log
  @State private var document: String? = "notes"

  var body: some View {
    if decorated {
      ScrollView {
        button
          .menuOrder(.fixed)
          .menuOrder(.priority)
          .menuOrder(.automatic)
          .menuIndicator(.hidden)
          .menuActionDismissBehavior(.disabled)
          .menuActionDismissBehavior(.enabled)
          .menuActionDismissBehavior(.automatic)
          .scenePadding()
          .scenePadding(.horizontal)
          .scenePadding(.minimum)
          .scenePadding(.minimum, edges: .bottom)
      }
      .contentMargins(.horizontal, 20)
      .contentMargins(.vertical, nil, for: .scrollIndicators)
      .contentMargins(8)
      .contentMargins(8, for: .automatic)
      .onContinueUserActivity("com.example.viewing") { activity in
        log.events.append("continued \(activity.activityType)")
      }
      .userActivity("com.example.viewing") { activity in
        activity.title = "Viewing"
        log.events.append("advertised")
      }
      .userActivity("com.example.viewing", isActive: false) { _ in log.events.append("inactive") }
      .userActivity("com.example.editing", element: document) { name, activity in
        activity.title = name
        log.events.append("editing \(name)")
      }
    } else {
      ScrollView { button }
    }
  }

  private var button: some View {
    Button("Open") { log.events.append("open") }.accessibilityIdentifier("open")
  }
}

/// A box sized and faded inside `animation(_:body:)`, or by the same modifiers outside it.
private struct ScopedBox: View {
  let scoped: Bool

  var body: some View {
    VStack {
      if scoped {
        Color.red
          .animation(.easeInOut) { content in
            content.frame(width: 40, height: 30).opacity(0.5)
          }
          .accessibilityIdentifier("box")
      } else {
        Color.red.frame(width: 40, height: 30).opacity(0.5).accessibilityIdentifier("box")
      }
    }
  }
}

/// A text wrapped by `AnyView(erasing:)` or by `AnyView(_:)`.
private struct Erased: View {
  let erasing: Bool

  var body: some View {
    let text = Text("Erased").accessibilityIdentifier("erased")
    return erasing ? AnyView(erasing: text) : AnyView(text)
  }
}
