import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The order of a layout pass: `updateConstraints` subviews first, then `layoutSubviews`
/// top-down, and what a view leaving its superview takes with it.
@MainActor
struct AutoLayoutPassTests {
  /// A view that records the pass's calls into a shared log.
  final class Probe: UIView {
    var log: [String] = []
    weak var recorder: Probe?
    var name = ""
    var width: CGFloat = 0

    override func updateConstraints() {
      (recorder ?? self).log.append("update \(name)")
      super.updateConstraints()
    }

    override func layoutSubviews() {
      (recorder ?? self).log.append("layout \(name)")
      super.layoutSubviews()
    }

    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
  }

  @Test("updateConstraints runs subviews first, layoutSubviews parents first [DOC]")
  func passOrder() {
    let root = Probe(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.name = "root"
    let child = Probe()
    child.name = "child"
    child.recorder = root
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
    ])
    root.layoutIfNeeded()
    #expect(root.log == ["update child", "update root", "layout root", "layout child"])
    root.log.removeAll()
    root.layoutIfNeeded()
    #expect(root.log.isEmpty)
    child.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    #expect(root.log == ["update child"])
  }

  @Test("A changed intrinsic size is read again once invalidated")
  func invalidatedIntrinsicSize() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let label = Probe()
    label.width = 40
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor),
      label.leftAnchor.constraint(equalTo: root.leftAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 40, height: 20))
    label.width = 90
    label.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(label.frame.size == CGSize(width: 90, height: 20))
  }

  @Test("removeFromSuperview removes the constraints that refer to the removed subtree [DOC]")
  func removalTakesConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView()
    let inner = UIView()
    card.addSubview(inner)
    root.addSubview(card)
    let toRoot = inner.topAnchor.constraint(equalTo: root.topAnchor)
    let internalOne = inner.leftAnchor.constraint(equalTo: card.leftAnchor)
    NSLayoutConstraint.activate([toRoot, internalOne])
    #expect(root.constraints.map { $0 === toRoot } == [true])
    #expect(card.constraints.map { $0 === internalOne } == [true])
    #expect(toRoot.firstItem === inner && toRoot.secondItem === root)
    #expect(toRoot.firstAttribute == .top && toRoot.relation == .equal)
    card.removeFromSuperview()
    #expect(!toRoot.isActive)
    #expect(internalOne.isActive)
    NSLayoutConstraint.deactivate([internalOne])
    #expect(card.constraints.isEmpty)
  }

  @Test("A capture lays out first: an app's layoutSubviews places its subviews by hand")
  func captureRunsPendingLayout() {
    final class Bar: UIView {
      let item = UIView()
      override func layoutSubviews() {
        super.layoutSubviews()
        item.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: bounds.height)
      }
    }
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    window.makeKeyAndVisible()
    let bar = Bar(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
    bar.item.accessibilityIdentifier = "item"
    bar.addSubview(bar.item)
    window.addSubview(bar)
    let node = app.captureHierarchy(detail: .full).nodes.first { $0.identifier == "item" }
    #expect(node?.attributes.frame?.x == 256)
    #expect(bar.item.frame == CGRect(x: 256, y: 0, width: 44, height: 50))
  }
}
