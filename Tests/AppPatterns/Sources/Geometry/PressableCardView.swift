import UIKit

/// A card that dims and shrinks a little while pressed, with a gradient behind its content and
/// a shadow whose path follows its rounded bounds — the way feed and player apps build tiles.
final class PressableCardView: UIView {
  private let gradient = CAGradientLayer()
  let titleLabel = UILabel()
  var onTap: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.cornerRadius = 16
    layer.cornerCurve = .continuous
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.2
    layer.shadowRadius = 8
    layer.shadowOffset = CGSize(width: 0, height: 4)
    gradient.colors = [UIColor.systemIndigoish.cgColor, UIColor.systemBlue.cgColor]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    gradient.cornerRadius = 16
    layer.insertSublayer(gradient, at: 0)

    titleLabel.font = UIFont(
      descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        .withDesign(.rounded) ?? UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline),
      size: 0)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textColor = .white
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
    ])
    directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 12, leading: 16, bottom: 12, trailing: 16)

    isAccessibilityElement = true
    accessibilityTraits = .button
    accessibilityCustomActions = [
      UIAccessibilityCustomAction(name: "Open") { [weak self] _ in
        self?.onTap?()
        return true
      }
    ]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var accessibilityLabel: String? {
    get { titleLabel.text }
    set { titleLabel.text = newValue }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradient.frame = bounds
    layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
  }

  /// Shrinks the card while a finger is down on it, and springs it back on release.
  func setPressed(_ pressed: Bool) {
    let changes = {
      self.transform = pressed ? CGAffineTransform(scaleX: 0.96, y: 0.96) : .identity
      self.alpha = pressed ? 0.9 : 1
    }
    if UIAccessibility.isReduceMotionEnabled {
      changes()
    } else {
      UIView.animate(withDuration: 0.15, animations: changes)
    }
  }

  override func accessibilityActivate() -> Bool {
    onTap?()
    return true
  }
}

extension UIColor {
  /// A purple-blue the card's gradient starts from.
  static let systemIndigoish = UIColor(hue: 0.68, saturation: 0.6, brightness: 0.85, alpha: 1)
}
