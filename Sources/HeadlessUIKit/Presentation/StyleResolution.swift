extension FidelityProfile {
  /// Returns the style a presentation uses after `.automatic` mapping and size-class
  /// adaptation (UIKit reference §3.3 step 1, §3.5).
  func resolve(_ requested: UIModalPresentationStyle) -> UIModalPresentationStyle {
    var style = requested
    if style == .automatic {
      // Before iOS 13 the default style was full screen (§1.3); `.automatic` maps to
      // `.pageSheet` before iOS 18 and `.formSheet` from iOS 18 [DOC, §3.1].
      switch device.os {
      case .iOS12AndEarlier: style = .fullScreen
      case .iOS13to17: style = .pageSheet
      case .iOS18to25, .iOS26: style = .formSheet
      }
    }
    if style == .popover
      && (device.horizontalSizeClass == .compact || device.verticalSizeClass == .compact)
    {
      // Compact width or compact height: a popover behaves as `.formSheet` on iOS 13+ [DOC],
      // full screen before [CLAIM] (§3.1, §3.5; UIKit reference §9 [DOC]).
      style = device.os == .iOS12AndEarlier ? .fullScreen : .formSheet
    }
    if style.isSheet && device.os == .iOS12AndEarlier && device.idiom == .phone {
      // iOS 12 iPhone: sheets adapt to full screen and remove the presenter [CLAIM, §3.1, S21].
      style = .fullScreen
    }
    if style.isContextScoped && device.horizontalSizeClass == .compact
      && behavior.contextStylesAdaptInCompactWidth
    {
      // The archived guide's rule, off by default (§3.4).
      style = .fullScreen
    }
    return style
  }
}

extension UIModalPresentationStyle {
  /// Whether the presenter's views are removed once the transition completes:
  /// `shouldRemovePresentersView` is true only for `.fullScreen` and `.currentContext` (§3.1).
  var removesPresentersViews: Bool { self == .fullScreen || self == .currentContext }
}
