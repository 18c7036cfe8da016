public import Foundation

/// The interaction that gives a view pointer effects and shapes, as UIKit's
/// `UIPointerInteraction` [DOC: `uikit/uipointerinteraction`].
///
/// Inert in the model: adding it to a view is recorded (``UIView/interactions``) and it keeps
/// its delegate, but the model's devices are iPhones, which have no pointer, so nothing ever
/// hovers and the delegate is never asked for a region or a style.
@preconcurrency @MainActor
open class UIPointerInteraction: NSObject, UIInteraction {
  /// The delegate that supplies regions and styles; held weakly.
  public private(set) weak var delegate: (any UIPointerInteractionDelegate)?
  /// Whether the interaction is on; `true` by default.
  ///
  /// Inert: kept as set.
  open var isEnabled = true
  /// The view holding the interaction.
  public private(set) weak var view: UIView?

  /// Creates an interaction with its delegate, or with none for UIKit's automatic effect.
  ///
  /// - Parameter delegate: The object that supplies regions and styles, or `nil`.
  public init(delegate: (any UIPointerInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Asks the delegate for new regions; inert, as no pointer hovers in the model.
  open func invalidate() {}

  /// Called before the interaction moves to a view.
  ///
  /// - Parameter view: The view, or `nil`.
  open func willMove(to view: UIView?) {}

  /// Records the view the interaction moved to.
  ///
  /// - Parameter view: The view, or `nil`.
  open func didMove(to view: UIView?) { self.view = view }
}

/// The delegate of a pointer interaction, as UIKit's `UIPointerInteractionDelegate`
/// [DOC: `uikit/uipointerinteractiondelegate`].
///
/// Inert in the model: declared so app delegates compile; no pointer hovers on an iPhone, so
/// the model never calls these methods.
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
  /// The region under the pointer, or `nil` for none; never asked by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - request: Where the pointer is.
  ///   - defaultRegion: The region of the whole view.
  /// - Returns: The region, or `nil`.
  func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion?
  /// The pointer's style in a region, or `nil` for the system's; never asked by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - region: The region.
  /// - Returns: The style, or `nil`.
  func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion)
    -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
  /// The default region: UIKit's default when a delegate leaves the method out.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - request: Where the pointer is.
  ///   - defaultRegion: The region of the whole view.
  /// - Returns: `defaultRegion`.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
    defaultRegion: UIPointerRegion
  ) -> UIPointerRegion? { defaultRegion }

  /// No style: the system's pointer.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - region: The region.
  /// - Returns: `nil`.
  public func pointerInteraction(
    _ interaction: UIPointerInteraction, styleFor region: UIPointerRegion
  ) -> UIPointerStyle? { nil }
}

/// A rectangle of a view in which the pointer has one style, as UIKit's `UIPointerRegion` [DOC:
/// `uikit/uipointerregion`].
///
/// Inert in the model: kept as made.
@preconcurrency @MainActor
open class UIPointerRegion: NSObject {
  /// The region's rectangle, in the interaction's view's coordinates.
  public let rect: CGRect
  /// The region's identifier, if any.
  public let identifier: AnyHashable?

  /// Creates a region.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - identifier: An identifier that tells regions apart, or `nil`.
  public init(rect: CGRect, identifier: AnyHashable? = nil) {
    self.rect = rect
    self.identifier = identifier
    super.init()
  }
}

/// Where the pointer is when an interaction asks for a region, as UIKit's `UIPointerRegionRequest`
/// [DOC: `uikit/uipointerregionrequest`].
///
/// Inert: the model never makes one, since no pointer hovers on an iPhone.
@preconcurrency @MainActor
open class UIPointerRegionRequest: NSObject {
  /// The pointer's location in the interaction's view.
  public let location: CGPoint
  /// The modifier keys held.
  public let modifiers: UIKeyModifierFlags

  init(location: CGPoint, modifiers: UIKeyModifierFlags) {
    self.location = location
    self.modifiers = modifiers
    super.init()
  }
}
