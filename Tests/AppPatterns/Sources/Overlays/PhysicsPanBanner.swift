import UIKit

/// A banner in its own window sized from the scene's coordinate space, dismissed by flinging it
/// with UIKit Dynamics, as SwiftMessages writes it (`WindowViewController.install()` and
/// `PhysicsPanHandler`): the window's frame is `windowScene.coordinateSpace.bounds`, and a pan
/// attaches the banner to the finger with a `UIAttachmentBehavior` inside a
/// `UIDynamicItemBehavior`, timestamps its angle with `CFAbsoluteTimeGetCurrent()`, and on
/// release either flings it (adding velocities) or stops the physics and springs it back.
@MainActor
final class PhysicsPanBanner {
  /// The banner's window while it shows.
  private(set) var window: UIWindow?
  /// The banner.
  private(set) var messageView: UIView?
  /// The pan handler.
  let handler = BannerPanHandler()

  /// Shows the banner in a window covering the scene.
  ///
  /// - Parameter scene: The scene to show it in.
  func show(in scene: UIWindowScene) {
    let window = UIWindow(windowScene: scene)
    window.frame = scene.coordinateSpace.bounds
    window.windowLevel = .alert
    let root = UIViewController()
    let container: UIView = root.view
    let message = UIView(frame: CGRect(x: 16, y: 60, width: window.bounds.width - 32, height: 80))
    message.accessibilityIdentifier = "message"
    message.backgroundColor = .systemOrange
    container.addSubview(message)
    window.rootViewController = root
    window.isHidden = false
    handler.configure(messageView: message, containerView: container)
    self.window = window
    messageView = message
  }
}

/// SwiftMessages' `PhysicsPanHandler`, with its pan action called from a recognizer watching its
/// own state (the model can't send a `Selector` on Linux).
@MainActor
final class BannerPanHandler {
  /// An angle of the banner at a moment.
  struct MotionSnapshot {
    var angle: CGFloat
    var time: CFAbsoluteTime
  }

  /// The physics of one pan.
  @MainActor
  final class State {
    weak var messageView: UIView?
    weak var containerView: UIView?
    var dynamicAnimator: UIDynamicAnimator
    var itemBehavior: UIDynamicItemBehavior
    var attachmentBehavior: UIAttachmentBehavior? {
      didSet {
        if let oldValue = oldValue {
          dynamicAnimator.removeBehavior(oldValue)
        }
        if let attachmentBehavior = attachmentBehavior {
          dynamicAnimator.addBehavior(attachmentBehavior)
          addSnapshot()
        }
      }
    }
    var snapshots: [MotionSnapshot] = []

    init(messageView: UIView, containerView: UIView) {
      self.messageView = messageView
      self.containerView = containerView
      let dynamicAnimator = UIDynamicAnimator(referenceView: containerView)
      let itemBehavior = UIDynamicItemBehavior(items: [messageView])
      itemBehavior.allowsRotation = true
      dynamicAnimator.addBehavior(itemBehavior)
      self.itemBehavior = itemBehavior
      self.dynamicAnimator = dynamicAnimator
    }

    func update(attachmentAnchorPoint anchorPoint: CGPoint) {
      addSnapshot()
      attachmentBehavior?.anchorPoint = anchorPoint
    }

    func addSnapshot() {
      let angle = messageView.map { atan2($0.transform.b, $0.transform.a) } ?? 0
      snapshots.append(MotionSnapshot(angle: angle, time: CFAbsoluteTimeGetCurrent()))
    }

    func stop() {
      guard let messageView = messageView else {
        dynamicAnimator.removeAllBehaviors()
        return
      }
      let center = messageView.center
      let transform = messageView.transform
      dynamicAnimator.removeAllBehaviors()
      messageView.center = center
      messageView.transform = transform
    }
  }

  weak var messageView: UIView?
  weak var containerView: UIView?
  /// The physics of the pan in progress, or of the last one that flung the banner.
  private(set) var state: State?
  /// The physics of the last pan, kept for tests after the pan ends.
  private(set) var lastState: State?
  private var restingCenter: CGPoint?
  /// How many pans flung the banner away.
  private(set) var flings = 0

  private lazy var pan: PhysicsPanGestureRecognizer = {
    let pan = PhysicsPanGestureRecognizer()
    pan.onChange = { [weak self] pan in self?.pan(pan) }
    return pan
  }()

  func configure(messageView: UIView, containerView: UIView) {
    self.messageView = messageView
    self.containerView = containerView
    messageView.addGestureRecognizer(pan)
  }

  func pan(_ pan: UIPanGestureRecognizer) {
    guard let messageView = messageView, let containerView = containerView else { return }
    let anchorPoint = pan.location(in: containerView)
    switch pan.state {
    case .began:
      let state = State(messageView: messageView, containerView: containerView)
      self.state = state
      lastState = state
      let center = messageView.center
      restingCenter = center
      let offset = UIOffset(
        horizontal: anchorPoint.x - center.x, vertical: anchorPoint.y - center.y)
      let attachmentBehavior = UIAttachmentBehavior(
        item: messageView, offsetFromCenter: offset, attachedToAnchor: anchorPoint)
      state.attachmentBehavior = attachmentBehavior
      state.itemBehavior.action = { [weak messageView, weak containerView] in
        guard let messageView = messageView, let containerView = containerView else { return }
        let frame = containerView.convert(messageView.bounds, from: messageView)
        if !containerView.bounds.intersects(frame) { messageView.isHidden = true }
      }
    case .changed:
      state?.update(attachmentAnchorPoint: anchorPoint)
    case .ended, .cancelled:
      guard let state = state else { return }
      state.update(attachmentAnchorPoint: anchorPoint)
      let velocity = pan.velocity(in: containerView)
      let speed = sqrt(pow(velocity.x, 2) + pow(velocity.y, 2))
      if speed > 600 {
        state.itemBehavior.addLinearVelocity(velocity, for: messageView)
        state.itemBehavior.addAngularVelocity(1, for: messageView)
        state.attachmentBehavior = nil
        flings += 1
      } else {
        state.stop()
        self.state = nil
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.65, initialSpringVelocity: 0,
          options: .beginFromCurrentState,
          animations: {
            messageView.center = self.restingCenter ?? messageView.center
            messageView.transform = CGAffineTransform.identity
          }, completion: nil)
      }
    default:
      break
    }
  }
}

/// A pan recognizer that reports each change of its state, where an app would write
/// `addTarget(self, action: #selector(pan(_:)))`.
final class PhysicsPanGestureRecognizer: UIPanGestureRecognizer {
  /// What runs at each change of state.
  var onChange: ((UIPanGestureRecognizer) -> Void)?

  override var state: UIGestureRecognizer.State {
    didSet {
      if state != oldValue, state != .possible { onChange?(self) }
    }
  }
}
