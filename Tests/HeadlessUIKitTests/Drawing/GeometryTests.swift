import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Transforms, centers, margins, readable width, safe areas and trait overrides.
@MainActor
struct GeometryTests {
  /// A card 100×50 at (50, 200) in the root view of a scenario's window.
  private func card(_ scenario: Scenario) throws -> UIView {
    let root = try #require(scenario.window.rootViewController?.view)
    let card = UIView(frame: CGRect(x: 50, y: 200, width: 100, height: 50))
    card.accessibilityIdentifier = "card"
    root.addSubview(card)
    return card
  }

  @Test("[DOC] A scale transform makes frame the scaled box about the center; center holds")
  func scaleTransformFrame() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    // DOC `uikit/uiview/transform`: relative to the center of its bounds.
    #expect(card.frame == CGRect(x: 0, y: 175, width: 200, height: 100))
    #expect(card.center == CGPoint(x: 100, y: 225))
    #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    card.transform = .identity
    #expect(card.frame == CGRect(x: 50, y: 200, width: 100, height: 50))
  }

  @Test("[INF] Setting frame under a transform keeps the transform and finds the bounds")
  func frameSetterUnderTransform() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    card.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
    #expect(card.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
    #expect(card.bounds.size == CGSize(width: 80, height: 40))
    #expect(card.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
  }

  @Test("[INF] A 90° rotation swaps the frame's sides")
  func rotationFrame() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    card.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let frame = card.frame
    #expect(abs(frame.width - 50) < 1e-9)
    #expect(abs(frame.height - 100) < 1e-9)
    #expect(abs(frame.midX - 100) < 1e-9)
  }

  @Test("[INF] Touches reach a scaled view where it is drawn, through the inverse transform")
  func hitTestingFollowsTransform() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    let root = try #require(scenario.window.rootViewController?.view)
    // Outside the untransformed frame, inside the scaled one.
    #expect(scenario.app.hitTest(Point(x: 20, y: 180)) === root)
    card.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(scenario.app.hitTest(Point(x: 20, y: 180)) === card)
    // Shrunk to a quarter, the card's old edge no longer takes touches.
    card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(scenario.app.hitTest(Point(x: 55, y: 205)) === root)
    #expect(card.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 75, y: 212.5))
    #expect(card.convert(CGPoint(x: 75, y: 212.5), from: nil) == CGPoint(x: 0, y: 0))
  }

  @Test("[INF] Captures show the transformed frame; the identity changes nothing")
  func captureShowsTransformedFrame() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    let before = scenario.app.captureHierarchy(detail: .full)
    card.transform = .identity
    #expect(scenario.app.captureHierarchy(detail: .full) == before)
    card.transform = CGAffineTransform(translationX: 10, y: -20).scaledBy(x: 2, y: 2)
    let hierarchy = scenario.app.captureHierarchy(detail: .full)
    let frame = hierarchy[try hierarchy.index(of: "card")].attributes.frame
    #expect(frame == Rect(x: 10, y: 155, width: 200, height: 100))
  }

  @Test("[INF] Live touches and the capture's hitTest agree on scaled and moved views")
  func transformAgreesWithCapture() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
    inner.accessibilityIdentifier = "inner"
    card.addSubview(inner)
    card.transform = CGAffineTransform(scaleX: 1.5, y: 2).translatedBy(x: 20, y: 30)
    #expect(scenario.app.hitTestDisagreements(spacing: 5).isEmpty)
    let hierarchy = scenario.app.captureHierarchy(detail: .full)
    let frame = hierarchy[try hierarchy.index(of: "inner")].attributes.frame
    // Translated by (20, 30) in the card's coordinates, then scaled about its center.
    #expect(frame == Rect(x: 70, y: 255, width: 45, height: 40))
  }

  @Test("[DOC] center moves a view without resizing it; bounds resizes about the center")
  func centerAndBounds() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    card.center = CGPoint(x: 200, y: 300)
    #expect(card.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    card.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    #expect(card.frame == CGRect(x: 190, y: 295, width: 20, height: 10))
  }

  @Test("[DOC] layoutMargins place the margins guide; readableContentGuide caps the width")
  func marginsAndReadableGuide() throws {
    let scenario = Scenario(UIViewController(), profile: .iPad)
    let root = try #require(scenario.window.rootViewController?.view)
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    let boxed = UIView()
    boxed.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(text)
    root.addSubview(boxed)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: root.readableContentGuide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 10),
      boxed.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      boxed.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      boxed.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      boxed.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let width = root.bounds.width
    #expect(text.frame.width == 672)
    #expect(text.frame.midX == width / 2)
    #expect(boxed.frame.minX == 8)
    root.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 30)
    root.layoutIfNeeded()
    #expect(boxed.frame.minX == 40)
    #expect(boxed.frame.maxX == width - 30)
    #expect(root.directionalLayoutMargins.leading == 40)
  }

  @Test("[DOC] additionalSafeAreaInsets move the safe area of the controller's views")
  func additionalSafeArea() throws {
    let controller = ProbeController()
    let scenario = Scenario(controller)
    let root = try #require(controller.viewIfLoaded)
    let top = root.safeAreaInsets.top
    #expect(top == 47)
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
    #expect(root.safeAreaInsets.top == 67)
    #expect(root.safeAreaInsets.bottom == 44)
    #expect(controller.safeAreaChanges == 1)
    let guided = UIView()
    guided.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(guided)
    NSLayoutConstraint.activate([
      guided.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      guided.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      guided.widthAnchor.constraint(equalToConstant: 10),
      guided.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guided.frame.minY == 67)
    _ = scenario
  }

  @Test("[DOC] overrideUserInterfaceStyle decides the style of the views below it")
  func styleOverride() throws {
    let controller = UIViewController()
    let scenario = Scenario(controller)
    let root = try #require(controller.viewIfLoaded)
    let child = UIView()
    root.addSubview(child)
    #expect(child.traitCollection.userInterfaceStyle == .light)
    controller.overrideUserInterfaceStyle = .dark
    #expect(child.traitCollection.userInterfaceStyle == .dark)
    child.overrideUserInterfaceStyle = .light
    #expect(child.traitCollection.userInterfaceStyle == .light)
    scenario.window.overrideUserInterfaceStyle = .dark
    #expect(root.traitCollection.userInterfaceStyle == .dark)
    #expect(child.traitCollection.hasDifferentColorAppearance(comparedTo: root.traitCollection))
  }

  @Test("[DOC] A view's layer has the view's geometry; a free layer keeps its own")
  func layerGeometry() throws {
    let scenario = Scenario(UIViewController())
    let card = try card(scenario)
    #expect(card.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(card.layer.position == CGPoint(x: 100, y: 225))
    let free = CALayer()
    free.frame = CGRect(x: 10, y: 10, width: 30, height: 20)
    #expect(free.position == CGPoint(x: 25, y: 20))
    #expect(free.bounds.size == CGSize(width: 30, height: 20))
  }

  @Test("[DOC] Autoresizing shares a size change among the flexible parts, proportionally")
  func autoresizing() throws {
    let scenario = Scenario(UIViewController())
    let root = try #require(scenario.window.rootViewController?.view)
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
    root.addSubview(container)
    let banner = UIView(frame: CGRect(x: 0, y: 150, width: 300, height: 50))
    banner.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    let badge = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 20))
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    for view in [banner, badge, fixed] { container.addSubview(view) }
    container.frame = CGRect(x: 0, y: 100, width: 400, height: 300)
    #expect(banner.frame == CGRect(x: 0, y: 250, width: 400, height: 50))
    #expect(badge.frame == CGRect(x: 150, y: 0, width: 100, height: 20))
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    container.autoresizesSubviews = false
    container.frame = CGRect(x: 0, y: 100, width: 300, height: 200)
    #expect(banner.frame.width == 400)
  }

  @Test("[DOC] sizeToFit takes sizeThatFits: a label's text, an image view's image")
  func sizeToFit() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 12)).image { _ in }
    let imageView = UIImageView(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
    imageView.image = image
    imageView.sizeToFit()
    #expect(imageView.frame == CGRect(x: 5, y: 6, width: 24, height: 12))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
    label.text = "Hello"
    label.sizeToFit()
    #expect(label.frame.size == label.intrinsicContentSize)
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
    plain.sizeToFit()
    #expect(plain.frame.size == CGSize(width: 30, height: 40))
    let snapshot = try #require(plain.snapshotView(afterScreenUpdates: false))
    #expect(snapshot.bounds.size == plain.bounds.size && snapshot.subviews.isEmpty)
  }
}

/// A controller that counts its safe area changes.
private final class ProbeController: UIViewController {
  var safeAreaChanges = 0

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges += 1
  }
}
