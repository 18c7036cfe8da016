import Foundation
import PresentationHierarchy

/// A view's safe area insets as the model computes them: the part of its frame the status bar,
/// the home indicator and its controllers' navigation and tab bars cover
/// [DOC: `d.a.c/uiview/safeareainsets`: 0 outside a window; a controller's root view counts
/// the bars; other views the part of the safe area they overlap].
@MainActor
package struct SafeAreaInsets: Equatable {
  var top = 0.0
  var left = 0.0
  var bottom = 0.0
  var right = 0.0

  static let zero = SafeAreaInsets()

  /// How far from the screen's top and bottom the safe area starts for a controller's content.
  ///
  /// The status bar and home indicator count, and the shown bars of the containers from
  /// `container` up. A hidden navigation or tab bar covers nothing, so it doesn't count [DOC:
  /// `uikit/uiview/safeareainsets`: the area not covered by navigation bars, tab bars,
  /// toolbars].
  ///
  /// - Parameters:
  ///   - container: The innermost container around the content, or `nil`.
  ///   - profile: The device's geometry.
  /// - Returns: The top and bottom insets.
  package static func barInsets(above container: UIViewController?, profile: FidelityProfile)
    -> (top: Double, bottom: Double)
  {
    var top = profile.geometry.safeAreaTop
    var bottom = profile.geometry.safeAreaBottom
    var controller = container
    while let current = controller {
      if let navigation = current as? UINavigationController, !navigation.isNavigationBarHidden {
        let frame = navigation.view.screenFrame
        let barTop = (frame?.y ?? profile.device.screen.y) - profile.device.screen.y
        top = max(top, barTop + navigationBarHeight(at: frame, profile: profile))
      }
      if let tabs = current as? UITabBarController, !tabs.tabBar.isHidden {
        bottom = max(bottom, profile.geometry.tabBarHeight)
      }
      controller = current.parent
    }
    return (top, bottom)
  }

  /// The height of the navigation bar at the top of a navigation controller's view.
  ///
  /// A bar at the top of the screen extends under the status bar; one lower down, in a sheet
  /// or a popover, is the bar alone [DOC: `uikit/uibarpositioning`: a bar at the top of the
  /// screen is `.topAttached`, its background extending under the status bar; the heights
  /// INF, ``FidelityProfile/Geometry/navigationBarHeight``].
  ///
  /// - Parameters:
  ///   - frame: The navigation controller's view's frame, or `nil` for the top of the screen.
  ///   - profile: The device's geometry.
  /// - Returns: The bar's height.
  static func navigationBarHeight(at frame: Rect?, profile: FidelityProfile) -> Double {
    let geometry = profile.geometry
    let statusBar = geometry.safeAreaTop
    let barAlone = max(0, geometry.navigationBarHeight - statusBar)
    guard let frame, frame.y > profile.device.screen.y else { return geometry.navigationBarHeight }
    return barAlone
  }

  /// The insets of a view whose frame, in screen coordinates, is `frame`.
  static func of(_ view: UIView, frame: Rect) -> SafeAreaInsets {
    guard let profile = view.window?.application?.profile else { return .zero }
    let (top, bottom) = barInsets(above: ownerController(of: view)?.parent, profile: profile)
    let screen = profile.device.screen
    let safeTop = screen.y + top
    let safeBottom = screen.y + screen.height - bottom
    let additional = additionalInsets(of: view)
    guard !additional.isEmpty else {
      return SafeAreaInsets(
        top: min(max(0, safeTop - frame.y), frame.height),
        bottom: min(max(0, frame.y + frame.height - safeBottom), frame.height))
    }
    // A controller's additional insets shrink the safe area inside its view, and so the part
    // of it any view below overlaps [DOC: `uikit/uiviewcontroller/additionalsafeareainsets`].
    var safe = (minX: screen.x, minY: safeTop, maxX: screen.x + screen.width, maxY: safeBottom)
    for (controllerFrame, insets) in additional {
      safe.minX = max(safe.minX, controllerFrame.x + Double(insets.left))
      safe.minY = max(safe.minY, max(safeTop, controllerFrame.y) + Double(insets.top))
      safe.maxX = min(safe.maxX, controllerFrame.x + controllerFrame.width - Double(insets.right))
      safe.maxY = min(
        safe.maxY,
        min(safeBottom, controllerFrame.y + controllerFrame.height)
          - Double(insets.bottom))
    }
    return SafeAreaInsets(
      top: min(max(0, safe.minY - frame.y), frame.height),
      left: min(max(0, safe.minX - frame.x), frame.width),
      bottom: min(max(0, frame.y + frame.height - safe.maxY), frame.height),
      right: min(max(0, frame.x + frame.width - safe.maxX), frame.width))
  }

  /// The controllers over the view (its own and their parents) with additional safe area
  /// insets: each one's view's screen frame and its insets.
  private static func additionalInsets(of view: UIView) -> [(Rect, UIEdgeInsets)] {
    var found: [(Rect, UIEdgeInsets)] = []
    var controller = ownerController(of: view)
    while let current = controller {
      if current.additionalSafeAreaInsets != .zero, let root = current.viewIfLoaded {
        found.append((root.effectiveScreenFrame, current.additionalSafeAreaInsets))
      }
      controller = current.parent
    }
    return found
  }

  /// The insets as UIKit's type.
  var edgeInsets: UIEdgeInsets {
    UIEdgeInsets(
      top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right))
  }

  /// The controller whose view is the view or its closest ancestor.
  private static func ownerController(of view: UIView) -> UIViewController? {
    var current: UIView? = view
    while let candidate = current {
      if let controller = candidate.engine.owningViewController { return controller }
      current = candidate.superview
    }
    return nil
  }

  /// The insets grown by the same amount on every side.
  func expanded(by amount: Double) -> SafeAreaInsets {
    SafeAreaInsets(
      top: top + amount, left: left + amount, bottom: bottom + amount, right: right + amount)
  }
}
