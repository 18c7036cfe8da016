import Foundation
import HeadlessUIKit
import Testing

/// Calls the page view controller, its data source and its delegate as apps write them.
@MainActor
@Suite struct PagesSpellingTests {
  final class Onboarding: UIViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate
  {
    let steps = [UIViewController(), UIViewController()]

    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerBefore viewController: UIViewController
    ) -> UIViewController? { nil }
    func pageViewController(
      _ pageViewController: UIPageViewController,
      viewControllerAfter viewController: UIViewController
    ) -> UIViewController? { nil }
  }

  final class Pager: UIPageViewController {
    init() {
      super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  @Test func spellings() {
    let owner = Onboarding()
    let pager = UIPageViewController(
      transitionStyle: .pageCurl, navigationOrientation: .vertical,
      options: [.interPageSpacing: 20, .spineLocation: UIPageViewController.SpineLocation.max])
    pager.dataSource = owner
    pager.delegate = owner
    pager.isDoubleSided = true
    pager.setViewControllers(owner.steps, direction: .reverse, animated: true) { _ in }
    pager.setViewControllers([owner.steps[0]], direction: .forward, animated: false)
    _ = pager.viewControllers
    _ = pager.gestureRecognizers
    _ = pager.transitionStyle == .pageCurl
    _ = pager.navigationOrientation == .horizontal
    let spines: [UIPageViewController.SpineLocation] = [.none, .min, .mid, .max]
    _ = spines.contains(pager.spineLocation)
    _ = UIPageViewController.OptionsKey(rawValue: "key")
    _ = UIPageViewController(coder: NSCoder())
    _ = Pager()
    pager.loadView()
    pager.viewDidLoad()
    _ = owner.pageViewController(pager, viewControllerBefore: owner.steps[0])
    _ = owner.pageViewController(pager, viewControllerAfter: owner.steps[0])
    _ = owner.presentationCount(for: pager)
    _ = owner.presentationIndex(for: pager)
    owner.pageViewController(pager, willTransitionTo: owner.steps)
    owner.pageViewController(
      pager, didFinishAnimating: true, previousViewControllers: [], transitionCompleted: false)
    _ = owner.pageViewController(pager, spineLocationFor: .landscapeLeft)
    _ = owner.pageViewControllerSupportedInterfaceOrientations(pager)
    _ = owner.pageViewControllerPreferredInterfaceOrientationForPresentation(pager)
  }
}
