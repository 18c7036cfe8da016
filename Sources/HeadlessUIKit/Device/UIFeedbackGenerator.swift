public import Foundation

/// The superclass of haptic feedback generators, as UIKit's `UIFeedbackGenerator` (inert: the
/// model has no haptics, so feedback is kept nowhere and plays nothing).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Creates a feedback generator.
  public override init() {}

  /// Prepares the generator to give feedback soon (inert).
  open func prepare() {}
}

/// A generator of the haptics that tell of a task's success, warning or failure, as UIKit's
/// `UINotificationFeedbackGenerator` (inert, as ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcome a notification's haptic tells of, as
  /// `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Hashable, Sendable {
    /// A task succeeded.
    case success = 0
    /// A task produced a warning.
    case warning = 1
    /// A task failed.
    case error = 2
  }

  /// Creates a notification feedback generator.
  public override init() {
    super.init()
  }

  /// Gives the haptic of an outcome (inert).
  ///
  /// - Parameter notificationType: The outcome.
  open func notificationOccurred(
    _ notificationType: UINotificationFeedbackGenerator.FeedbackType
  ) {}
}

/// A generator of the haptics of physical impacts, as UIKit's `UIImpactFeedbackGenerator`
/// (inert, as ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The mass of the objects an impact's haptic suggests, as
  /// `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Hashable, Sendable {
    /// Small, light objects.
    case light = 0
    /// Moderately sized objects.
    case medium = 1
    /// Large, heavy objects.
    case heavy = 2
    /// Soft, flexible objects.
    case soft = 3
    /// Hard, inflexible objects.
    case rigid = 4
  }

  /// The style the generator was made with.
  let style: FeedbackStyle

  /// Creates an impact feedback generator of a style.
  ///
  /// - Parameter style: The impact's style.
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// Creates an impact feedback generator of the medium style [INF].
  public override convenience init() {
    self.init(style: .medium)
  }

  /// Gives the haptic of an impact (inert).
  open func impactOccurred() {}

  /// Gives the haptic of an impact at an intensity (inert).
  ///
  /// - Parameter intensity: The intensity, from 0 to 1.
  open func impactOccurred(intensity: CGFloat) {}
}

/// A generator of the haptics of a changing selection, as UIKit's
/// `UISelectionFeedbackGenerator` (inert, as ``UIFeedbackGenerator``).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Creates a selection feedback generator.
  public override init() {
    super.init()
  }

  /// Gives the haptic of a selection change (inert).
  open func selectionChanged() {}
}
