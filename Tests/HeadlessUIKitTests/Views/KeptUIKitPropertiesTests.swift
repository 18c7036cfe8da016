import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Properties apps set that decide nothing a capture shows — accessibility input labels, Smart
/// Invert, the screen's brightness, a scope bar's image, a compositional section's inset
/// reference — kept as apps set them, and leaving the capture unchanged.
@MainActor
struct KeptUIKitPropertiesTests {
  @Test("Accessibility input labels and Smart Invert are kept on views and other objects")
  func accessibilityKept() {
    let imageView = UIImageView()
    #expect(!imageView.accessibilityIgnoresInvertColors)
    imageView.accessibilityIgnoresInvertColors = true
    #expect(imageView.accessibilityIgnoresInvertColors)
    #expect(imageView.accessibilityUserInputLabels == nil)
    imageView.accessibilityUserInputLabels = ["Avatar", "Profile picture"]
    #expect(imageView.accessibilityUserInputLabels == ["Avatar", "Profile picture"])
    let item = UITabBarItem(title: "Home", image: nil, tag: 0)
    item.accessibilityUserInputLabels = ["Home", "Timeline"]
    #expect(item.accessibilityUserInputLabels == ["Home", "Timeline"])
    let asObject: NSObject = imageView
    #expect(asObject.accessibilityUserInputLabels == ["Avatar", "Profile picture"])
  }

  @Test("The screen's brightness is kept per app; a scope bar's image is kept")
  func screenAndScopeBar() {
    let app = launchKeyWindow(root: UIViewController()).app
    app.asShared {
      #expect(UIScreen.main.brightness == 0.5)
      UIScreen.main.brightness = 1
      #expect(UIScreen.main.brightness == 1)
    }
    let bar = UISearchBar()
    let image = UIImage()
    bar.scopeBarBackgroundImage = image
    #expect(bar.scopeBarBackgroundImage === image)
  }

  @Test("A section's inset reference is kept and doesn't move its items")
  func insetsReference() {
    func firstItemFrame(_ reference: UIContentInsetsReference?) -> CGRect? {
      let layout = UICollectionViewCompositionalLayout { _, _ in
        let size = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(
          group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 16, bottom: 0, trailing: 16)
        if let reference { section.contentInsetsReference = reference }
        #expect(section.contentInsetsReference == (reference ?? .automatic))
        return section
      }
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout)
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let source = ItemCountsDataSource([1])
      collection.dataSource = source
      collection.layoutIfNeeded()
      return layout.layoutAttributesForElements(in: collection.bounds)?.first?.frame
    }
    let plain = firstItemFrame(nil)
    #expect(plain == CGRect(x: 16, y: 10, width: 358, height: 50))
    #expect(firstItemFrame(.safeArea) == plain)
    #expect(UIContentInsetsReference(rawValue: 4) == .readableContent)
  }

  @Test("A touch and an event made as NSObjects are empty")
  func emptyTouchAndEvent() {
    let touch = UITouch()
    #expect(touch.view == nil && touch.location(in: nil) == .zero)
    #expect(UIEvent().allTouches?.isEmpty == true)
  }
}
