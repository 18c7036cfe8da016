import UIKit

/// A toast shown the way overlay libraries (Loaf, SwiftMessages' segue) show theirs: a
/// view controller presented `.custom` with a transitioning delegate whose presentation
/// controller sizes it to a strip at the top and whose animator slides it in and out.
final class ToastViewController: UIViewController {
  let message: String
  var onTap: (() -> Void)?

  init(message: String) {
    self.message = message
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .custom
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGray
    view.accessibilityIdentifier = "toast"
    let label = UILabel()
    label.text = message
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

/// Gives the toast a strip below the status bar and lets the rest of the screen be.
final class ToastPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    return CGRect(x: 16, y: 60, width: container.bounds.width - 32, height: 64)
  }
}

/// Slides the toast down from above the screen, and back up when it leaves.
final class ToastAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  var presenting = true

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?)
    -> TimeInterval
  {
    0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let controller = transitionContext.viewController(forKey: key) else {
      transitionContext.completeTransition(false)
      return
    }
    if presenting {
      transitionContext.containerView.addSubview(controller.view)
    }
    let shownFrame = transitionContext.finalFrame(for: controller)
    var hiddenFrame = shownFrame
    hiddenFrame.origin.y = -shownFrame.height - 60
    controller.view.frame = presenting ? hiddenFrame : controller.view.frame
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      usingSpringWithDamping: 0.8, initialSpringVelocity: 0.6,
      options: presenting ? .curveEaseOut : .curveEaseIn,
      animations: {
        controller.view.frame = self.presenting ? shownFrame : hiddenFrame
      },
      completion: { finished in
        transitionContext.completeTransition(finished)
      })
  }
}

/// The toast's transitioning delegate: keeps one animator for both directions.
final class ToastTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  private let animator = ToastAnimator()

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    ToastPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    animator.presenting = true
    return animator
  }

  func animationController(forDismissed dismissed: UIViewController)
    -> UIViewControllerAnimatedTransitioning?
  {
    animator.presenting = false
    return animator
  }
}

/// Shows toasts from whatever controller is on top.
@MainActor
final class ToastPresenter {
  private let transitioning = ToastTransitioningDelegate()
  private(set) var current: ToastViewController?

  func show(_ message: String, from presenter: UIViewController, completion: (() -> Void)? = nil) {
    let toast = ToastViewController(message: message)
    toast.transitioningDelegate = transitioning
    current = toast
    presenter.present(toast, animated: true, completion: completion)
  }

  func hide(completion: (() -> Void)? = nil) {
    current?.dismiss(animated: true) { [weak self] in
      self?.current = nil
      completion?()
    }
  }
}
