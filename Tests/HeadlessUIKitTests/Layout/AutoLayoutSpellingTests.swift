import Foundation
import HeadlessUIKit
import Testing

/// Auto Layout's API spelled as apps write it compiles against the model: implicit members,
/// anchor generics, the item initialiser, priorities' arithmetic and `UIView`'s overrides.
@MainActor
struct AutoLayoutSpellingTests {
  /// A custom view overriding what apps override.
  final class Chip: UIView {
    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: 32)
    }
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
      super.systemLayoutSizeFitting(targetSize)
    }
  }

  @Test("Anchors, the item initialiser and activation, as apps write them")
  func constraints() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let chip = Chip()
    view.addSubview(chip)
    chip.translatesAutoresizingMaskIntoConstraints = false
    let guide = UILayoutGuide()
    guide.identifier = "content"
    view.addLayoutGuide(guide)
    let spacing = chip.leadingAnchor.constraint(
      equalToSystemSpacingAfter: view.layoutMarginsGuide.leadingAnchor, multiplier: 1)
    let all: [NSLayoutConstraint] = [
      spacing,
      chip.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -8),
      chip.trailingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: view.trailingAnchor, multiplier: 1),
      chip.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor),
      chip.leftAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: view.leftAnchor, multiplier: 1),
      chip.rightAnchor.constraint(lessThanOrEqualTo: view.rightAnchor),
      chip.topAnchor.constraint(
        equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 2),
      chip.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor, constant: 4),
      chip.topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: guide.topAnchor, multiplier: 1),
      chip.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
      chip.bottomAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: view.bottomAnchor, multiplier: 1),
      chip.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      chip.centerYAnchor.constraint(lessThanOrEqualTo: guide.centerYAnchor, constant: 100),
      chip.firstBaselineAnchor.constraint(greaterThanOrEqualTo: guide.bottomAnchor, constant: 1),
      chip.lastBaselineAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
      chip.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
      chip.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
      chip.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
      chip.widthAnchor.constraint(greaterThanOrEqualTo: guide.widthAnchor, multiplier: 0.1),
      chip.widthAnchor.constraint(lessThanOrEqualTo: guide.widthAnchor, multiplier: 2),
      chip.heightAnchor.constraint(equalTo: chip.widthAnchor, multiplier: 0.25, constant: 2),
      chip.heightAnchor.constraint(
        greaterThanOrEqualTo: guide.heightAnchor, multiplier: 0, constant: 1),
      chip.heightAnchor.constraint(
        lessThanOrEqualTo: view.heightAnchor, multiplier: 1, constant: 0),
      guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      guide.leftAnchor.constraint(equalTo: view.leftAnchor),
      guide.rightAnchor.constraint(greaterThanOrEqualTo: view.rightAnchor),
      guide.topAnchor.constraint(equalTo: view.topAnchor),
      guide.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor),
      guide.widthAnchor.constraint(equalTo: view.widthAnchor),
      guide.heightAnchor.constraint(equalToConstant: 100),
      NSLayoutConstraint(
        item: chip, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10),
    ]
    NSLayoutConstraint.activate(all)
    #expect(all.allSatisfy { $0.isActive })
    let width = chip.widthAnchor.constraint(equalToConstant: 50)
    width.priority = .defaultHigh
    width.identifier = "chip-width"
    width.constant = 60
    width.isActive = true
    view.layoutIfNeeded()
    let anchor: NSLayoutAnchor<AnyObject> = width.firstAnchor
    #expect(width.firstItem === chip && anchor.constraint(equalTo: anchor).firstItem === chip)
    #expect(width.secondAnchor == nil && width.secondItem == nil)
    #expect(width.secondAttribute == .notAnAttribute && width.multiplier == 1)
    #expect(width.identifier == "chip-width" && width.constant == 60)
    #expect(view.safeAreaLayoutGuide.owningView === view)
    #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
    // The chip's own constraints: width 60 at 750 beats the fitting size's pull; height is
    // required to be a quarter of the width plus 2.
    #expect(
      chip.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        == CGSize(width: 60, height: 17))
    NSLayoutConstraint.deactivate(all + [width])
    #expect(!all.contains { $0.isActive })
  }

  @Test("Priorities: UIKit's values, implicit members and the overlay's arithmetic")
  func priorities() {
    let view = UIView()
    view.setContentHuggingPriority(.required, for: .vertical)
    view.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
    var priority: UILayoutPriority = .defaultHigh + 1
    priority += 1
    priority -= 2
    #expect(priority == .defaultHigh)
    #expect(.required - priority == 250)
    #expect(1 + UILayoutPriority.defaultLow == UILayoutPriority(rawValue: 251))
    #expect(UILayoutPriority.fittingSizeLevel < .defaultLow)
    #expect(
      [UILayoutPriority.dragThatCannotResizeScene, .sceneSizeStayPut, .dragThatCanResizeScene]
        .map(\.rawValue) == [490, 500, 510])
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 1000)
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 249)
    #expect(NSLayoutConstraint.Attribute.leadingMargin.rawValue == 17)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
  }

  @Test("UIView's constraint and layout calls, as apps make them")
  func viewCalls() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView()
    view.addSubview(child)
    let pin = NSLayoutConstraint(
      item: child, attribute: .top, relatedBy: .equal, toItem: view, attribute: .topMargin,
      multiplier: 1, constant: 0)
    view.addConstraint(pin)
    view.addConstraints([child.leftAnchor.constraint(equalTo: view.leftAnchor)])
    #expect(view.constraints.count == 2)
    view.removeConstraint(pin)
    view.removeConstraints(view.constraints)
    #expect(view.constraints.isEmpty && !pin.isActive)
    view.setNeedsUpdateConstraints()
    view.updateConstraintsIfNeeded()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    view.invalidateIntrinsicContentSize()
    #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(view.layoutGuides.isEmpty)
  }
}
