import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Swapping one view for another with `transition(from:to:…)` changes the hierarchy as UIKit's
/// does, at once; iOS 17's spring animation applies its changes at once.
@MainActor
struct ViewTransitionAndSpringTests {
  /// Holds what completions received.
  final class Finished {
    var values: [Bool] = []
  }

  @Test("[DOC] transition(from:to:) puts the new view in the old one's place and removes the old")
  func replaces() async {
    let controller = UIViewController()
    let app = launchKeyWindow(root: controller).app
    let below = UIView()
    let old = UIView()
    let above = UIView()
    let new = UIView()
    for view in [below, old, above] { controller.view.addSubview(view) }
    let finished = Finished()
    app.asShared {
      UIView.transition(
        from: old, to: new, duration: 0.3, options: .transitionCrossDissolve
      ) { finished.values.append($0) }
    }
    #expect(old.superview == nil)
    #expect(controller.view.subviews == [below, new, above])
    #expect(finished.values.isEmpty)
    await app.settle()
    #expect(finished.values == [true])
  }

  @Test("[DOC] With showHideTransitionViews the views stay and swap visibility")
  func showsAndHides() {
    let container = UIView()
    let old = UIView()
    let new = UIView()
    new.isHidden = true
    container.addSubview(old)
    container.addSubview(new)
    UIView.transition(from: old, to: new, duration: 0, options: [.showHideTransitionViews])
    #expect(container.subviews == [old, new])
    #expect(old.isHidden && !new.isHidden)
  }

  @Test("iOS 17's spring animation applies its changes at once and finishes on settle")
  func spring() async {
    let app = launchKeyWindow(root: UIViewController()).app
    let view = UIView()
    let finished = Finished()
    app.asShared {
      UIView.animate(springDuration: 0.4, bounce: 0.2) {
        view.alpha = 0.5
      } completion: {
        finished.values.append($0)
      }
      UIView.animate { view.center.x = 40 }
    }
    #expect(view.alpha == 0.5 && view.center.x == 40)
    await app.settle()
    #expect(finished.values == [true])
  }

  @Test("[DOC] A layout configuration's inter-section spacing separates sections; it is copied")
  func interSectionSpacing() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    configuration.scrollDirection = .vertical
    let layout = UICollectionViewCompositionalLayout(
      section: section, configuration: configuration)
    configuration.interSectionSpacing = 100
    #expect(layout.configuration.interSectionSpacing == 20)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = ItemCountsDataSource([2, 2])
    collection.dataSource = source
    collection.layoutIfNeeded()
    let firstOfSecond = layout.layoutAttributesForElements(in: collection.bounds)?
      .first { $0.indexPath == IndexPath(item: 0, section: 1) }
    #expect(firstOfSecond?.frame.minY == 100)
    let provided = UICollectionViewCompositionalLayout(
      sectionProvider: { _, _ in section },
      configuration: UICollectionViewCompositionalLayoutConfiguration())
    #expect(provided.configuration.interSectionSpacing == 0)
  }
}
