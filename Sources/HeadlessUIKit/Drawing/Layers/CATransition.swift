/// An animation of a layer's change of content, as Core Animation's `CATransition` (inert, as
/// every animation in the model: the change it animates applies at once).
open class CATransition: CAAnimation {
  /// The kind of transition, `.fade` by default.
  open var type: CATransitionType = .fade
  /// The direction of a motion-based transition, `nil` by default.
  open var subtype: CATransitionSubtype?
  /// Where in the transition the animation starts, from 0 to 1.
  open var startProgress: Float = 0
  /// Where in the transition the animation ends, from 0 to 1.
  open var endProgress: Float = 1

  /// Creates a fade transition.
  public override init() {
    super.init()
  }
}

/// The kinds of layer transition, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  /// The kind's raw value.
  public let rawValue: String

  /// Creates a kind from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The content fades as it becomes visible or hidden.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The content slides into place over any existing content.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The content pushes any existing content as it slides into place.
  public static let push = CATransitionType(rawValue: "push")
  /// The content is revealed gradually in the subtype's direction.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The directions of a motion-based layer transition, as Core Animation's
/// `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  /// The direction's raw value.
  public let rawValue: String

  /// Creates a direction from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The transition begins at the right side of the layer.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// The transition begins at the left side of the layer.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// The transition begins at the top of the layer.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// The transition begins at the bottom of the layer.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key a layer's transition animation is added under, as Core Animation's
/// `kCATransition`.
public let kCATransition = "transition"
