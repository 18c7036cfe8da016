import Foundation
import HeadlessUIKit
import Testing

/// Animators made with timing parameters follow the model's rule for every animation: the end
/// state applies when the animator starts and completions run with `.end` on the app's next
/// settle, whatever the curve (the rule `InertSurfaceSpellingTests.animationCompletesOnSettle`
/// tests for curves; DOC uikit/uiviewpropertyanimator/init(duration:timingparameters:): the
/// animator begins inactive, and nothing applies until it starts).
@MainActor
struct PropertyAnimatorTimingTests {
  @Test func springAnimatorsApplyTheirEndStateWhenStarted() async {
    let app = UIApplication(profile: .iPhone)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var positions: [UIViewAnimatingPosition] = []
    app.asShared {
      let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.6) {
        view.frame.origin.y = 100
      }
      animator.addCompletion { positions.append($0) }
      #expect(view.frame.origin.y == 0)
      animator.startAnimation()
    }
    #expect(view.frame.origin.y == 100)
    #expect(positions.isEmpty)
    await app.settle()
    #expect(positions == [.end])
  }

  @Test func customTimingAnimatorsApplyNothingUntilStarted() async {
    let app = UIApplication(profile: .iPhone)
    let view = UIView()
    var positions: [UIViewAnimatingPosition] = []
    app.asShared {
      let animator = UIViewPropertyAnimator(
        duration: 0.3,
        timingParameters: UISpringTimingParameters(
          mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0)))
      animator.addAnimations { view.alpha = 0 }
      animator.addCompletion { positions.append($0) }
      #expect(view.alpha == 1)
      #expect(!animator.isRunning)
      animator.startAnimation()
      #expect(view.alpha == 0)
    }
    await app.settle()
    #expect(positions == [.end])
  }
}
