import Foundation
import HeadlessUIKit
import Testing

/// Calls pointer interactions, key presses, screen-edge pans and accessibility actions as apps
/// write them.
@MainActor
@Suite struct InputSpellingTests {
  final class Hoverable: UIView, UIPointerInteractionDelegate {
    func pointerInteraction(
      _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
      defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
      _ = (request.location, request.modifiers)
      return UIPointerRegion(rect: defaultRegion.rect, identifier: "whole")
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
      -> UIPointerStyle?
    {
      _ = region.identifier
      return UIPointerStyle(effect: .lift(UITargetedPreview(view: self)))
    }
  }

  final class GameView: UIView {
    var keys: [UIKeyboardHIDUsage] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      for press in presses {
        guard let key = press.key else { continue }
        keys.append(key.keyCode)
        _ = (key.characters, key.charactersIgnoringModifiers, key.modifierFlags)
        _ = (press.phase == .began, press.timestamp, press.responder, press.window)
      }
      _ = event?.allPresses
      super.pressesBegan(presses, with: event)
    }

    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesChanged(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesEnded(presses, with: event)
    }

    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
      super.pressesCancelled(presses, with: event)
    }

    override func accessibilityIncrement() {}
    override func accessibilityDecrement() {}
    override func accessibilityPerformEscape() -> Bool { true }
  }

  @Test func pointerSpellings() {
    let view = Hoverable()
    let interaction = UIPointerInteraction(delegate: view)
    view.addInteraction(interaction)
    interaction.isEnabled = false
    interaction.invalidate()
    #expect(interaction.delegate === view)
    #expect(UIPointerInteraction(delegate: nil).view == nil)
    let preview = UITargetedPreview(view: view)
    let effects: [UIPointerEffect] = [
      .automatic(preview), .highlight(preview), .lift(preview),
      .hover(
        preview, preferredTintMode: .underlay, prefersShadow: true, prefersScaledContent: false),
      .hover(preview),
    ]
    #expect(effects.allSatisfy { $0.preview === preview })
    let tints: [UIPointerEffect.TintMode] = [.none, .overlay, .underlay]
    let shapes: [UIPointerShape] = [
      .path(UIBezierPath()), .roundedRect(view.bounds, radius: 12), .roundedRect(.zero),
      .verticalBeam(length: 20), .horizontalBeam(length: 20),
    ]
    _ = (tints, shapes, UIPointerShape.defaultCornerRadius)
    _ = UIPointerStyle(effect: .highlight(preview), shape: .verticalBeam(length: 10))
    _ = (UIPointerStyle.hidden(), UIPointerStyle.system())
    let button = UIButton(type: .system)
    button.pointerStyleProvider = { button, effect, shape in
      UIPointerStyle(effect: effect, shape: shape)
    }
    let provider: UIButton.PointerStyleProvider? = button.pointerStyleProvider
    #expect(provider != nil)
  }

  @Test func keyboardSpellings() {
    let usages: [UIKeyboardHIDUsage] = [
      .keyboardA,
      .keyboardB,
      .keyboardC,
      .keyboardD,
      .keyboardE,
      .keyboardF,
      .keyboardG,
      .keyboardH,
      .keyboardI,
      .keyboardJ,
      .keyboardK,
      .keyboardL,
      .keyboardM,
      .keyboardN,
      .keyboardO,
      .keyboardP,
      .keyboardQ,
      .keyboardR,
      .keyboardS,
      .keyboardT,
      .keyboardU,
      .keyboardV,
      .keyboardW,
      .keyboardX,
      .keyboardY,
      .keyboardZ,
      .keyboard1,
      .keyboard2,
      .keyboard3,
      .keyboard4,
      .keyboard5,
      .keyboard6,
      .keyboard7,
      .keyboard8,
      .keyboard9,
      .keyboard0,
      .keyboardReturnOrEnter,
      .keyboardEscape,
      .keyboardDeleteOrBackspace,
      .keyboardTab,
      .keyboardSpacebar,
      .keyboardHome,
      .keyboardPageUp,
      .keyboardDeleteForward,
      .keyboardEnd,
      .keyboardPageDown,
      .keyboardRightArrow,
      .keyboardLeftArrow,
      .keyboardDownArrow,
      .keyboardUpArrow,
      .keyboardLeftControl,
      .keyboardLeftShift,
      .keyboardLeftAlt,
      .keyboardLeftGUI,
      .keyboardRightControl,
      .keyboardRightShift,
      .keyboardRightAlt,
      .keyboardRightGUI,
    ]
    #expect(UIKeyboardHIDUsage.keyboardA.rawValue == 4)
    #expect(usages.count == Set(usages.map(\.rawValue)).count)
    let phases: [UIPress.Phase] = [.began, .changed, .stationary, .ended, .cancelled]
    _ = phases
    let view = GameView()
    view.accessibilityIncrement()
    view.accessibilityDecrement()
    #expect(view.accessibilityPerformEscape())
    #expect(!UIViewController().accessibilityPerformEscape())
  }

  @Test func screenEdgePanSpellings() {
    let edge = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
    #expect(edge.edges == [])
    edge.edges = .left
    edge.edges = [.right, .top, .bottom]
    edge.edges = .all
    #expect(edge.edges == [.top, .left, .bottom, .right])
  }
}
