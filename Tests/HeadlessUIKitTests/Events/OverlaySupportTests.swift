import Foundation
import HeadlessUIKit
import Testing

/// The view and app members overlay libraries lean on: a view's centre and fitting size, touches
/// delivered through the responder chain, keyframe animations, the app-wide status bar.
@MainActor
@Suite struct OverlaySupportTests {
  @Test func centerMovesTheFrameAndKeepsItsSize() {
    let parent = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    parent.addSubview(view)
    #expect(view.center == CGPoint(x: 50, y: 20))
    view.center = CGPoint(x: 150, y: 100)
    #expect(view.frame == CGRect(x: 100, y: 80, width: 100, height: 40))
  }

  @Test func sizeToFitUsesSizeThatFits() {
    let plain = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 10))
    #expect(plain.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 30, height: 10))
    let label = UILabel(frame: CGRect(x: 5, y: 7, width: 0, height: 0))
    label.text = "Saved"
    label.sizeToFit()
    #expect(label.frame.origin == CGPoint(x: 5, y: 7))
    #expect(label.frame.size == label.intrinsicContentSize)
    #expect(label.frame.width > 0)
  }

  /// A view that records the touches it hears.
  final class TouchRecorder: UIView {
    var heard: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("began")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("ended")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      heard.append("cancelled")
    }
  }

  @Test func aTapReachesTheHitViewsTouchMethodsAndACancellingRecognizerCancelsThem() throws {
    let app = UIApplication()
    let scene = app.connectScene()
    let window = UIWindow(windowScene: scene)
    let root = UIViewController()
    let recorder = TouchRecorder(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
    recorder.accessibilityIdentifier = "recorder"
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    child.accessibilityIdentifier = "child"
    recorder.addSubview(child)
    root.view.addSubview(recorder)
    window.rootViewController = root
    window.makeKeyAndVisible()

    try app.tap("recorder")
    #expect(recorder.heard == ["began", "ended"])
    // A subview that doesn't handle touches passes them up the chain to its superview.
    try app.tap("child")
    #expect(recorder.heard == ["began", "ended", "began", "ended"])

    recorder.heard = []
    recorder.addGestureRecognizer(UITapGestureRecognizer())
    try app.tap("recorder")
    #expect(recorder.heard == ["began", "cancelled"])
  }

  @Test func keyframeAnimationsApplyEveryKeyframeAndCompleteOnSettle() async {
    let app = UIApplication()
    app.connectScene()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    app.asShared {
      UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [.calculationModeCubic],
        animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
            view.center = CGPoint(x: 100, y: 100)
          }
        },
        completion: { finished = $0 })
    }
    #expect(view.alpha == 0.5)
    #expect(view.center == CGPoint(x: 100, y: 100))
    #expect(finished == nil)
    await app.settle()
    #expect(finished == true)
  }

  @Test func appWideStatusBarFollowsTheFirstScene() {
    let app = UIApplication(profile: .iPhone)
    #expect(app.statusBarFrame == .zero)
    let scene = app.connectScene()
    #expect(app.statusBarFrame == scene.statusBarManager?.statusBarFrame)
    #expect(app.statusBarFrame.height == CGFloat(app.profile.geometry.safeAreaTop))
    #expect(!app.isStatusBarHidden)
    #expect(app.statusBarStyle == .default)
  }
}
