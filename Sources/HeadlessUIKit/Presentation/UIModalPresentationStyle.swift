/// How a view controller is presented, as `UIModalPresentationStyle` (UIKit reference §3.1).
public enum UIModalPresentationStyle: Int, Hashable, Sendable, CaseIterable {
  /// Resolved at presentation: `.pageSheet` before iOS 18, `.formSheet` from iOS 18.
  case automatic = -2
  /// Not valid for presenting; only an adaptive "don't adapt" answer.
  case none = -1
  /// Covers the window; the presenter's views are removed afterwards.
  case fullScreen = 0
  /// A card sheet (iOS 13+); full screen on an iOS 12 iPhone.
  case pageSheet = 1
  /// A card sheet, centred on a regular-width iPad.
  case formSheet = 2
  /// Covers the context controller; its views are removed afterwards.
  case currentContext = 3
  /// Decided by a custom presentation controller; window scope by default.
  case custom = 4
  /// Covers the window; the views beneath stay.
  case overFullScreen = 5
  /// Covers the context controller; the views beneath stay.
  case overCurrentContext = 6
  /// A popover on regular width; a sheet on compact width (iOS 13+).
  case popover = 7

  /// The name captures write, such as `overFullScreen`.
  package var name: String {
    switch self {
    case .automatic: return "automatic"
    case .none: return "none"
    case .fullScreen: return "fullScreen"
    case .pageSheet: return "pageSheet"
    case .formSheet: return "formSheet"
    case .currentContext: return "currentContext"
    case .custom: return "custom"
    case .overFullScreen: return "overFullScreen"
    case .overCurrentContext: return "overCurrentContext"
    case .popover: return "popover"
    }
  }

  /// Whether the style presents within a context controller rather than the whole window.
  var isContextScoped: Bool { self == .currentContext || self == .overCurrentContext }

  /// Whether the style is a card sheet.
  var isSheet: Bool { self == .pageSheet || self == .formSheet }
}

/// The animation of a presentation, as `UIModalTransitionStyle`; it never changes the tree.
public enum UIModalTransitionStyle: Int, Hashable, Sendable, CaseIterable {
  /// Slides up from the bottom.
  case coverVertical = 0
  /// Flips horizontally.
  case flipHorizontal = 1
  /// Cross-fades.
  case crossDissolve = 2
  /// Curls up a corner.
  case partialCurl = 3
}
