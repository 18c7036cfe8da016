import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Key presses, hover and UIKit gesture recognizers on SwiftUI content, as apps write them.
///
/// All inert in the model: the tests check they compile and leave the content as it was.
@MainActor
struct InputSpellingTests {
  final class Log {
    var entries: [String] = []
  }

  struct Swipe: UIGestureRecognizerRepresentable {
    let log: Log

    final class Coordinator {
      let converter: CoordinateSpaceConverter
      init(converter: CoordinateSpaceConverter) { self.converter = converter }
    }

    func makeUIGestureRecognizer(context: Context) -> UISwipeGestureRecognizer {
      log.entries.append("make")
      return UISwipeGestureRecognizer()
    }

    func updateUIGestureRecognizer(_ recognizer: UISwipeGestureRecognizer, context: Context) {
      _ = context.coordinator.converter
    }

    func handleUIGestureRecognizerAction(
      _ recognizer: UISwipeGestureRecognizer, context: Context
    ) {
      let converter = context.converter
      _ = (converter.localLocation, converter.localTranslation, converter.localVelocity)
      log.entries.append("swiped")
    }

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
      Coordinator(converter: converter)
    }
  }

  struct Tap: UIGestureRecognizerRepresentable {
    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
      UITapGestureRecognizer()
    }
  }

  struct Editor: View {
    let log: Log
    @State private var hovering = false

    var body: some View {
      VStack {
        Text("Keys")
          .onKeyPress(.escape) { .handled }
          .onKeyPress(.upArrow, phases: .up) { press in
            _ = (press.key, press.characters, press.modifiers, press.phase == .down)
            return .ignored
          }
          .onKeyPress(keys: [.leftArrow, .rightArrow]) { _ in .handled }
          .onKeyPress(keys: [.space], phases: .all) { _ in .handled }
          .onKeyPress(characters: .alphanumerics, phases: [.down, .repeat]) { _ in .handled }
          .onKeyPress(characters: .decimalDigits) { _ in .ignored }
          .onKeyPress(phases: .up) { _ in .ignored }
          .onKeyPress { _ in .ignored }
          .accessibilityIdentifier("keys")
        Text("Hover")
          .onHover { hovering = $0 }
          .onContinuousHover { phase in
            switch phase {
            case .active(let location): log.entries.append("at \(location)")
            case .ended: log.entries.append("ended")
            }
          }
          .onContinuousHover(coordinateSpace: .global) { _ in }
          .gesture(Swipe(log: log))
          .gesture(Tap())
          .accessibilityIdentifier("hover")
      }
    }
  }

  @Test("The modifiers compile as apps write them and never run their actions")
  func spellingsAreInert() async throws {
    let log = Log()
    let app = await UIApplication.launch(Editor(log: log))
    try app.tap("hover")
    app.pressKey(.keyboardEscape)
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.index(of: "keys") < hierarchy.index(of: "hover"))
    #expect(log.entries.isEmpty)
    let results: [KeyPress.Result] = [.handled, .ignored]
    let phases: [HoverPhase] = [.active(.zero), .ended]
    _ = (results, phases, KeyPress.Phases.all)
  }
}
