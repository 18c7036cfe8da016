import Foundation
import HeadlessUIKit
import Testing

/// The Cassowary solver under `NSLayoutConstraint`: equalities, inequalities, priorities as
/// weighted errors, required constraints as hard ones (engine reference §5).
@MainActor
struct AutoLayoutSolvingTests {
  /// A 300×400 container whose subviews are laid out by constraints.
  private func container() -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    return (root, child)
  }

  @Test("item1.attr = multiplier × item2.attr + constant, for edges, centers and sizes [DOC]")
  func equalities() {
    let (root, child) = container()
    NSLayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
      child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
      child.heightAnchor.constraint(equalTo: child.widthAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 70, y: 130, width: 160, height: 160))
  }

  @Test("The item-and-attribute initialiser makes the same constraint as the anchors [DOC]")
  func itemInitialiser() {
    let (root, child) = container()
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailing, multiplier: 1, constant: -20),
      NSLayoutConstraint(
        item: child, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 100),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: root,
        attribute: .bottom, multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 180, y: 0, width: 100, height: 400))
  }

  @Test("A required inequality bounds an optional equality: the optional one gives way [DOC]")
  func inequalitiesAndPriorities() {
    let (root, child) = container()
    let wish = child.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultHigh
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
      wish,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 260)
    wish.constant = 100
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
  }

  @Test("Of two conflicting optional constraints, the lower priority gives way [DOC]")
  func lowerPriorityBreaksFirst() {
    let (root, child) = container()
    let low = child.widthAnchor.constraint(equalToConstant: 50)
    low.priority = .defaultLow
    let high = child.widthAnchor.constraint(equalToConstant: 120)
    high.priority = .defaultHigh - 1
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), low, high,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 120)
    high.priority = .fittingSizeLevel
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
  }

  @Test("Removing one of two identical required constraints leaves the other in force")
  func redundantConstraints() {
    let (root, child) = container()
    let other = UIView()
    other.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(other)
    let first = child.widthAnchor.constraint(equalToConstant: 1)
    let low = child.widthAnchor.constraint(lessThanOrEqualToConstant: 7)
    low.priority = .defaultLow
    NSLayoutConstraint.activate([
      other.widthAnchor.constraint(greaterThanOrEqualToConstant: 9), low, first,
      child.widthAnchor.constraint(equalToConstant: 1),
      other.widthAnchor.constraint(greaterThanOrEqualTo: child.widthAnchor, constant: 9),
    ])
    root.layoutIfNeeded()
    first.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.width == 1)
  }

  @Test("An ambiguous layout resolves the same way every time [DOC: UIKit picks one solution]")
  func ambiguityIsDeterministic() {
    func solve() -> CGRect {
      let (root, child) = container()
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        child.topAnchor.constraint(equalTo: root.topAnchor),
        child.widthAnchor.constraint(greaterThanOrEqualToConstant: 40),
        child.heightAnchor.constraint(equalToConstant: 10),
      ])
      root.layoutIfNeeded()
      return child.frame
    }
    let first = solve()
    #expect((0..<5).allSatisfy { _ in solve() == first })
    #expect(first.minX >= 10 && first.maxX <= 300 && first.width >= 40)
  }

  @Test("An intrinsic size hugs at 250 and resists compression at 750 [OBS: objc.io]")
  func intrinsicSize() {
    final class Badge: UIView {
      override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 30) }
    }
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let badge = Badge()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    let stretch = badge.widthAnchor.constraint(equalToConstant: 200)
    stretch.priority = UILayoutPriority(300)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      badge.topAnchor.constraint(equalTo: root.topAnchor), stretch,
    ])
    root.layoutIfNeeded()
    // 300 beats hugging (250): the badge stretches; its height is intrinsic.
    #expect(badge.frame.size == CGSize(width: 200, height: 30))
    badge.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    root.layoutIfNeeded()
    #expect(badge.frame.size == CGSize(width: 100, height: 30))
    #expect(badge.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(badge.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == badge.frame.size)
  }

  @Test("A view that translates its frame keeps it; constraints to it read that frame [DOC]")
  func autoresizingFramesBecomeConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let fixed = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 60))
    let follower = UIView()
    follower.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(fixed)
    root.addSubview(follower)
    #expect(fixed.translatesAutoresizingMaskIntoConstraints)
    NSLayoutConstraint.activate([
      follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 5),
      follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor),
      follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
      follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(fixed.frame == CGRect(x: 20, y: 30, width: 50, height: 60))
    #expect(follower.frame == CGRect(x: 70, y: 95, width: 50, height: 60))
  }

  @Test("A view without a frame follows its superview's solved size in the same pass")
  func unsetFramesFollowTheirSuperview() {
    let (root, card) = container()
    let plate = UIView()
    card.addSubview(plate)
    let label = UIView()
    label.translatesAutoresizingMaskIntoConstraints = false
    plate.addSubview(label)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 120),
      card.heightAnchor.constraint(equalToConstant: 80),
      label.trailingAnchor.constraint(equalTo: plate.trailingAnchor),
      label.bottomAnchor.constraint(equalTo: plate.bottomAnchor),
      label.widthAnchor.constraint(equalToConstant: 20),
      label.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(plate.frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    #expect(label.frame == CGRect(x: 100, y: 70, width: 20, height: 10))
    #expect(label.convert(label.bounds, to: root) == CGRect(x: 110, y: 80, width: 20, height: 10))
  }

  @Test("Margins are 8 points inside the safe area; a custom guide is placed like a view")
  func guides() {
    let (root, child) = container()
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    #expect(guide.owningView === root)
    #expect(root.layoutGuides.contains { $0 === guide })
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      guide.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      guide.widthAnchor.constraint(equalToConstant: 40),
      guide.heightAnchor.constraint(equalToConstant: 40),
      child.leadingAnchor.constraint(
        equalToSystemSpacingAfter: guide.trailingAnchor, multiplier: 2),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 40, height: 40))
    #expect(child.frame == CGRect(x: 64, y: 8, width: 228, height: 10))
    root.removeLayoutGuide(guide)
    #expect(guide.owningView == nil)
  }
}
