import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Paths, drawn images, image data and Core Animation's inert surface.
@MainActor
struct DrawingTests {
  @Test("[DOC] A rounded path's corners don't contain points an oval's edge excludes")
  func pathContainment() {
    let rounded = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50)
    #expect(rounded.contains(CGPoint(x: 50, y: 50)))
    #expect(!rounded.contains(CGPoint(x: 2, y: 2)))
    #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    let topOnly = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
      byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
    #expect(!topOnly.contains(CGPoint(x: 1, y: 1)))
    #expect(topOnly.contains(CGPoint(x: 1, y: 99)))
    let triangle = UIBezierPath()
    triangle.move(to: CGPoint(x: 0, y: 0))
    triangle.addLine(to: CGPoint(x: 100, y: 0))
    triangle.addLine(to: CGPoint(x: 0, y: 100))
    triangle.close()
    #expect(triangle.contains(CGPoint(x: 10, y: 10)))
    #expect(!triangle.contains(CGPoint(x: 90, y: 90)))
    #expect(triangle.cgPath.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test("[INF] A path-shaped view's point(inside:) decides its touches")
  func pathShapedHitTesting() throws {
    let scenario = Scenario(UIViewController())
    let root = try #require(scenario.window.rootViewController?.view)
    let disc = DiscView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    root.addSubview(disc)
    #expect(scenario.app.hitTest(Point(x: 150, y: 150)) === disc)
    #expect(scenario.app.hitTest(Point(x: 102, y: 102)) === root)
  }

  @Test("[DOC] A renderer's image has its size and format's scale; PNG data round-trips")
  func rendererImage() throws {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
    let image = renderer.image { context in
      UIColor.red.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
      context.cgContext.setStrokeColor(UIColor.blue.cgColor)
    }
    #expect(image.size == CGSize(width: 30, height: 20))
    #expect(image.scale == 2)
    #expect(image.cgImage?.width == 60)
    let data = try #require(image.pngData())
    #expect(UIImage(data: data)?.size == CGSize(width: 60, height: 40))
    #expect(UIImage(data: data, scale: 2)?.size == CGSize(width: 30, height: 20))
    let view = UIImageView(image: image)
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    #expect(UIImage(systemName: "star")?.pngData() == nil)
  }

  @Test("[DOC] An image of a CGImage divides its pixels by the scale")
  func cgImageScale() throws {
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
    let pixels = try #require(drawn.cgImage)
    let image = UIImage(cgImage: pixels, scale: 1, orientation: .right)
    #expect(image.size == CGSize(width: pixels.width, height: pixels.height))
    #expect(image.imageOrientation == .right)
    #expect(
      image.preparingThumbnail(of: CGSize(width: 4, height: 4))?.size == CGSize(width: 4, height: 4)
    )
  }

  @Test("[INF] An image context gives an image of its size; none when none is current")
  func imageContext() {
    #expect(UIGraphicsGetCurrentContext() == nil)
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 1)
    #expect(UIGraphicsGetCurrentContext() != nil)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.size == CGSize(width: 8, height: 4))
    #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
  }

  @Test("[INF] A transaction's completion and an animation's delegate run on the next settle")
  func coreAnimationCompletions() async throws {
    let scenario = Scenario(UIViewController())
    let layer = try #require(scenario.window.rootViewController?.view).layer
    let observer = StopObserver()
    var completed = false
    scenario.app.asShared {
      CATransaction.begin()
      CATransaction.setCompletionBlock { completed = true }
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.delegate = observer
      layer.add(fade, forKey: "fade")
      CATransaction.commit()
    }
    #expect(!completed)
    #expect(layer.animation(forKey: "fade") != nil)
    await scenario.app.settle()
    #expect(completed)
    #expect(observer.stops == 1)
  }

  @Test("[DOC] Sublayers insert where asked; 3D transform helpers compute as Core Animation's")
  func layersAndTransforms() {
    let parent = CALayer()
    let back = CAShapeLayer()
    let front = CAGradientLayer()
    parent.addSublayer(front)
    parent.insertSublayer(back, at: 0)
    let middle = CALayer()
    parent.insertSublayer(middle, below: front)
    #expect(
      parent.sublayers?.map { ObjectIdentifier($0) }
        == [back, middle, front].map { ObjectIdentifier($0) })
    let scaled = CATransform3DMakeScale(2, 3, 1)
    #expect(CATransform3DGetAffineTransform(scaled) == CGAffineTransform(scaleX: 2, y: 3))
    #expect(
      CATransform3DIsIdentity(CATransform3DConcat(scaled, CATransform3DMakeScale(0.5, 1.0 / 3, 1))))
    let t = CGAffineTransform(translationX: 5, y: 7).rotated(by: 0.3).scaledBy(x: 2, y: 4)
    let roundTrip = t.concatenating(t.inverted())
    #expect(abs(roundTrip.a - 1) < 1e-9 && abs(roundTrip.tx) < 1e-9 && abs(roundTrip.ty) < 1e-9)
  }

  @Test("[INF] HSB colors convert to RGB and read back")
  func colorComponents() {
    let color = UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)
    var red: CGFloat = -1
    var green: CGFloat = -1
    var blue: CGFloat = -1
    var alpha: CGFloat = -1
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(red < 1e-9 && green < 1e-9 && abs(blue - 1) < 1e-9 && alpha == 0.5)
    var hue: CGFloat = 0
    color.getHue(&hue, saturation: nil, brightness: nil, alpha: nil)
    #expect(abs(hue - 2.0 / 3) < 1e-9)
  }
}

/// A round view: touches land only inside its circle.
private final class DiscView: UIView {
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIBezierPath(ovalIn: bounds).contains(point)
  }
}

/// Counts the animations that told it they stopped.
private final class StopObserver: CAAnimationDelegate {
  var stops = 0

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops += 1
  }
}
