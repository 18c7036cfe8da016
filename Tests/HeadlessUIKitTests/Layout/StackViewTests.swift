import Foundation
import HeadlessUIKit
import Testing

/// `UIStackView` arranges through constraints: distributions along the axis, alignments across
/// it, spacing, margins, and hidden views leaving the arrangement
/// [DOC: `d.a.c/uistackview`, `…/distribution-swift.enum`, `…/alignment-swift.enum`].
@MainActor
struct StackViewTests {
  /// A view with an intrinsic size.
  final class Sized: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
      size = CGSize(width: width, height: height)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
  }

  /// A stack pinned to a 300×100 root.
  private func stack(_ views: [UIView], configure: (UIStackView) -> Void) -> UIStackView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let stack = UIStackView(arrangedSubviews: views)
    configure(stack)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
      stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return stack
  }

  @Test("Defaults: horizontal, .fill, .fill, no spacing; arranged views are subviews")
  func defaults() {
    let view = UIView()
    let stack = UIStackView(arrangedSubviews: [view])
    #expect(stack.axis == .horizontal && stack.spacing == 0)
    #expect(stack.distribution == .fill && stack.alignment == .fill)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(view.superview === stack && !view.translatesAutoresizingMaskIntoConstraints)
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    let empty = UIStackView(frame: .zero)
    let first = UIView()
    empty.addArrangedSubview(UIView())
    empty.insertArrangedSubview(first, at: 0)
    #expect(empty.arrangedSubviews.first === first && UIStackView().arrangedSubviews.isEmpty)
  }

  @Test(".fill stretches the view that hugs least; .fillEqually gives equal widths")
  func fillDistributions() {
    let a = Sized(50, 20)
    let b = Sized(70, 20)
    b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    _ = stack([a, b]) { $0.spacing = 10 }
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    #expect(b.frame == CGRect(x: 60, y: 0, width: 240, height: 100))

    let c = Sized(50, 20)
    let d = Sized(70, 20)
    _ = stack([c, d]) {
      $0.distribution = .fillEqually
      $0.spacing = 20
    }
    #expect(c.frame.width == 140 && d.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
  }

  @Test(".fillProportionally sizes by intrinsic width; .equalSpacing makes gaps equal")
  func proportionalAndSpacing() {
    let a = Sized(100, 20)
    let b = Sized(200, 20)
    _ = stack([a, b]) { $0.distribution = .fillProportionally }
    #expect(a.frame.width == 100 && b.frame.width == 200)

    let c = Sized(40, 20)
    let d = Sized(40, 20)
    let e = Sized(40, 20)
    _ = stack([c, d, e]) {
      $0.distribution = .equalSpacing
      $0.alignment = .center
    }
    #expect(c.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    #expect(d.frame == CGRect(x: 130, y: 40, width: 40, height: 20))
    #expect(e.frame == CGRect(x: 260, y: 40, width: 40, height: 20))
  }

  @Test("Vertical, .leading/.trailing, margins; a hidden view leaves the arrangement")
  func verticalMarginsAndHiding() {
    let a = Sized(40, 20)
    let b = Sized(60, 20)
    let c = Sized(80, 20)
    let stack = stack([a, b, c]) {
      $0.axis = .vertical
      $0.alignment = .trailing
      $0.distribution = .equalCentering
      $0.isLayoutMarginsRelativeArrangement = true
    }
    // Margins: 8 points inside the stack (300×100): 284×84 from (8, 8).
    #expect(a.frame == CGRect(x: 252, y: 8, width: 40, height: 20))
    #expect(c.frame == CGRect(x: 212, y: 72, width: 80, height: 20))
    #expect(b.frame.midY == 50)
    b.isHidden = true
    stack.superview?.layoutIfNeeded()
    #expect(c.frame.minY == 72 && a.frame.minY == 8)
    stack.alignment = .leading
    stack.removeArrangedSubview(c)
    #expect(c.superview === stack && stack.arrangedSubviews.count == 2)
    stack.superview?.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 8, y: 8, width: 40, height: 84))
  }
}
