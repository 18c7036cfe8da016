import Foundation
import HeadlessUIKit
import Testing

/// The Core Animation, Core Graphics and runtime symbols the overlay libraries use compile as
/// they spell them (a compile probe per symbol), and the modelled ones behave as Core
/// Animation's.
@MainActor
struct CoreAnimationSpellingTests {
  final class BlurLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
      key == "blurRadius" ? true : super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
      if event == "blurRadius", let action = super.action(forKey: "opacity") as? CABasicAnimation {
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = presentation()?.opacity
        animation.duration = action.duration
        return animation
      }
      return super.action(forKey: event)
    }
  }

  @Test func layersSpellCoreAnimationsTiming() {
    let layer = CALayer()
    layer.speed = 0
    layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), to: nil)
    layer.duration = 1
    layer.repeatCount = .greatestFiniteMagnitude
    layer.repeatDuration = 2
    layer.autoreverses = true
    layer.fillMode = .forwards
    let timing: any CAMediaTiming = layer
    timing.fillMode = .both
    #expect(layer.fillMode == .both)
    let shape = CAShapeLayer()
    shape.fillMode = .forwards
    #expect(CALayer().fillMode == .removed)
    let animation: any CAMediaTiming = CABasicAnimation(keyPath: "opacity")
    animation.speed = 2
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.keyPath = "position"
    #expect(fade.keyPath == "position")
  }

  @Test func layersSpellPresentationActionsAndContents() {
    let layer = CALayer()
    #expect(layer.presentation() === layer)
    #expect(layer.model() === layer)
    #expect(layer.action(forKey: "position") == nil)
    layer.actions = ["position": NSNull(), "bounds": CABasicAnimation(keyPath: "bounds")]
    #expect(layer.action(forKey: "position") is NSNull)
    #expect(layer.action(forKey: "bounds") is CABasicAnimation)
    #expect(!CALayer.needsDisplay(forKey: "opacity"))
    #expect(BlurLayer.needsDisplay(forKey: "blurRadius"))
    #expect(CALayer.defaultAction(forKey: "opacity") == nil)
    #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
    layer.contents = nil
    layer.contentsScale = 2
    NSNull().run(forKey: "position", object: layer, arguments: nil)
  }

  @Test func layersConvertGeometryThroughTheirFrames() {
    let root = CALayer()
    root.frame = CGRect(x: 10, y: 20, width: 300, height: 300)
    let child = CALayer()
    child.frame = CGRect(x: 5, y: 7, width: 50, height: 50)
    root.addSublayer(child)
    let grandchild = CALayer()
    grandchild.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
    child.addSublayer(grandchild)
    #expect(grandchild.convert(CGPoint(x: 3, y: 3), to: root) == CGPoint(x: 9, y: 12))
    #expect(root.convert(CGPoint(x: 3, y: 3), from: grandchild) == CGPoint(x: 9, y: 12))
    #expect(grandchild.convert(CGPoint(x: 9, y: 12), from: root) == CGPoint(x: 3, y: 3))
    #expect(child.convert(CGPoint(x: 0, y: 0), from: nil) == CGPoint(x: -15, y: -27))
    #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 27))
    #expect(
      grandchild.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: root)
        == CGRect(x: 6, y: 9, width: 4, height: 4))
    #expect(
      root.convert(grandchild.bounds, from: grandchild) == CGRect(x: 6, y: 9, width: 10, height: 10)
    )
    #expect(child.contains(CGPoint(x: 10, y: 10)))
    #expect(!child.contains(CGPoint(x: 60, y: 10)))
  }

  @Test func aViewsLayerConvertsThroughItsSuperviewsLayer() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let card = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
    container.addSubview(card)
    let badge = CALayer()
    badge.frame = CGRect(x: 90, y: -5, width: 10, height: 10)
    card.layer.addSublayer(badge)
    #expect(container.layer.convert(badge.bounds, from: badge).origin == CGPoint(x: 130, y: 55))
  }

  @Test func layerTimeFollowsBeginTimeSpeedAndOffset() {
    let parent = CALayer()
    let layer = CALayer()
    parent.addSublayer(layer)
    layer.beginTime = 1
    layer.speed = 0.5
    layer.timeOffset = 3
    #expect(layer.convertTime(5, from: parent) == 5)
    #expect(layer.convertTime(5, to: parent) == 5)
    #expect(layer.convertTime(9, from: nil) == 7)
    layer.speed = 0
    #expect(layer.convertTime(100, from: nil) == 3)
    #expect(layer.convertTime(42, to: nil) == 1)
  }

  @Test func theMediaClockIsMonotonic() {
    let first = CACurrentMediaTime()
    let second = CACurrentMediaTime()
    #expect(first > 0)
    #expect(second >= first)
  }

  @Test func replicatorLayersAndKeyframesSpellTheirMembers() {
    let replicator = CAReplicatorLayer()
    #expect(replicator.instanceCount == 1)
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(-20, 0, 0)
    replicator.instanceDelay = 0.1
    replicator.preservesDepth = false
    replicator.instanceColor = UIColor.white.cgColor
    replicator.instanceRedOffset = -0.1
    replicator.instanceGreenOffset = -0.1
    replicator.instanceBlueOffset = -0.1
    replicator.instanceAlphaOffset = -0.1
    let layer: CALayer = replicator
    #expect((layer as? CAReplicatorLayer)?.instanceCount == 3)
    let keyframes = CAKeyframeAnimation(keyPath: "contents")
    #expect(keyframes.calculationMode == .linear)
    keyframes.calculationMode = .discrete
    keyframes.calculationMode = .paced
    keyframes.calculationMode = .cubic
    keyframes.calculationMode = .cubicPaced
    keyframes.calculationMode = CAAnimationCalculationMode(rawValue: "discrete")
    #expect(keyframes.calculationMode == .discrete)
    keyframes.run(forKey: "contents", object: layer, arguments: nil)
  }

  @Test(arguments: [
    (CAMediaTimingFunctionName.linear, [Float](arrayLiteral: 0, 0, 0, 0, 1, 1, 1, 1)),
    (.easeIn, [0, 0, 0.42, 0, 1, 1, 1, 1]),
    (.easeOut, [0, 0, 0, 0, 0.58, 1, 1, 1]),
    (.easeInEaseOut, [0, 0, 0.42, 0, 0.58, 1, 1, 1]),
    (.default, [0, 0, 0.25, 0.1, 0.25, 1, 1, 1]),
  ])
  func timingFunctionsGiveTheirControlPoints(name: CAMediaTimingFunctionName, points: [Float]) {
    let function = CAMediaTimingFunction(name: name)
    var read: [Float] = []
    for index in 0..<4 {
      var point: [Float] = [0, 0]
      function.getControlPoint(at: index, values: &point)
      read += point
    }
    #expect(read == points)
  }

  @Test func customTimingFunctionsGiveTheirControlPoints() {
    let function = CAMediaTimingFunction(controlPoints: 0.5, 0.1, 0.3, 0.9)
    var point: [Float] = [0, 0]
    function.getControlPoint(at: 2, values: &point)
    #expect(point == [0.3, 0.9])
  }

  @Test func displayLinksSpellTheirMembersAndNeverFire() {
    let link = CADisplayLink(target: self, selector: Selector("displayDidRefresh:"))
    link.add(to: .main, forMode: .common)
    link.add(to: .main, forMode: .tracking)
    link.isPaused = true
    link.preferredFramesPerSecond = 30
    #expect(link.timestamp == 0)
    #expect(link.targetTimestamp == 0)
    #expect(link.duration > 0)
    link.remove(from: .main, forMode: .common)
    link.invalidate()
    #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
  }

  @Test func contextsAndPathsSpellTheirGraphicsMembers() throws {
    let mode: CGBlendMode = .plusLighter
    #expect(mode.rawValue == 27)
    #expect(CGBlendMode.darken.rawValue == 4)
    #expect(CGBlendMode.xor.rawValue == 25)
    #expect(CGInterpolationQuality.medium.rawValue == 4)
    #expect(CGInterpolationQuality.high.rawValue == 3)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
      context.cgContext.interpolationQuality = .high
      #expect(context.cgContext.interpolationQuality == .high)
      context.cgContext.setBlendMode(.plusLighter)
    }
    #expect(image.size == CGSize(width: 10, height: 10))
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    let stroked = path.copy(
      strokingWithWidth: 4, lineCap: .round, lineJoin: .round, miterLimit: 10)
    #expect(stroked.boundingBox == CGRect(x: -2, y: -2, width: 14, height: 14))
    #expect(try #require(path.copy()).boundingBox == path.boundingBox)
    #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
    #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
    #expect(CGRectMake(1, 2, 3, 4) == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func valuesHoldGeometryAsUIKitsExtensionsDo() {
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: rect).cgRectValue == rect)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
    let info: [AnyHashable: Any] = ["frame": NSValue(cgRect: rect)]
    #expect((info["frame"] as? NSValue)?.cgRectValue == rect)
  }

  @Test func beginCommitAnimationsApplyChangesAtOnce() {
    let view = UIView(frame: .zero)
    UIView.beginAnimations(nil, context: nil)
    UIView.setAnimationDuration(0.25)
    UIView.setAnimationDelay(0)
    UIView.setAnimationCurve(.easeInOut)
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    UIView.commitAnimations()
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
  }
}
