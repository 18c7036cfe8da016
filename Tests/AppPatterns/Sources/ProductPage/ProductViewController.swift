import UIKit

/// A shop's product page written the way UIKit apps write one.
///
/// A scroll view whose stacked content is pinned to its content layout guide and as wide as its
/// frame layout guide, and an "Add to bag" button pinned to the frame guide, so it floats over
/// the content while it scrolls. "See reviews" scrolls the reviews into view. Nothing here is
/// written for the model.
final class ProductViewController: UIViewController {
  private(set) var bagCount = 0
  private(set) var reviewsOpened = 0
  let scrollView = UIScrollView()
  private let stack = UIStackView()
  private let reviews = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Headphones"
    view.backgroundColor = .systemBackground
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    view.addSubview(scrollView)

    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)

    let hero = UIImageView(image: UIImage(systemName: "headphones"))
    hero.contentMode = .scaleAspectFit
    hero.accessibilityIdentifier = "hero"
    let seeReviews = UIButton(type: .system)
    seeReviews.setTitle("See reviews", for: .normal)
    seeReviews.accessibilityIdentifier = "see-reviews"
    seeReviews.addAction(
      UIAction { [weak self] _ in self?.scrollToReviews() }, for: .touchUpInside)
    let details = UILabel()
    details.numberOfLines = 0
    details.text = "Wireless, noise cancelling, 30 hours of battery."
    details.accessibilityIdentifier = "details"
    reviews.setTitle("Reviews (128)", for: .normal)
    reviews.accessibilityIdentifier = "reviews"
    reviews.addAction(UIAction { [weak self] _ in self?.reviewsOpened += 1 }, for: .touchUpInside)
    for (view, height) in [(hero, 320.0), (seeReviews, 44), (details, 600), (reviews, 44)] {
      view.heightAnchor.constraint(equalToConstant: height).isActive = true
      stack.addArrangedSubview(view)
    }

    let addToBag = UIButton(type: .system)
    addToBag.setTitle("Add to bag", for: .normal)
    addToBag.backgroundColor = .systemBlue
    addToBag.layer.cornerRadius = 12
    addToBag.accessibilityIdentifier = "add-to-bag"
    addToBag.translatesAutoresizingMaskIntoConstraints = false
    addToBag.addAction(UIAction { [weak self] _ in self?.bagCount += 1 }, for: .touchUpInside)
    scrollView.addSubview(addToBag)

    let content = scrollView.contentLayoutGuide
    let frame = scrollView.frameLayoutGuide
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -96),
      stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -32),

      addToBag.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 16),
      addToBag.trailingAnchor.constraint(equalTo: frame.trailingAnchor, constant: -16),
      addToBag.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      addToBag.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  private func scrollToReviews() {
    scrollView.scrollRectToVisible(reviews.convert(reviews.bounds, to: scrollView), animated: true)
  }
}
