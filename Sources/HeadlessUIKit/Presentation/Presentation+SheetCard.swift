import PresentationHierarchy

/// The views of a card sheet's chrome, from the dimming view in to the view holding the
/// presented controller's view.
struct SheetChrome {
  let dimming: UIView
  let shadow: UIView
  let roundedShadow: UIView
  let clip: UIView
  let inner: UIView
}

extension Presentation {
  /// Builds the iOS 13+ card sheet: `UIDimmingView` plus `UIDropShadowView >
  /// [_UIRoundedRectShadowView, UIView(clips) > UIView > content]` [OBS, §3.1].
  func placeCard(_ content: UIView, in window: UIWindow, profile: FidelityProfile) {
    let bounds = window.screenFrame ?? profile.device.screen
    let card = cardFrame(in: bounds, profile: profile)
    let dimming = UIView(UIKitClassName.dimmingView, frame: bounds)
    let shadow = UIView(UIKitClassName.dropShadowView, frame: card)
    let roundedShadow = UIView(UIKitClassName.roundedRectShadowView, frame: card)
    roundedShadow.alpha = 0
    roundedShadow.isUserInteractionEnabled = false
    let clip = UIView("UIView", frame: card)
    clip.clipsToBounds = true
    clip.engine.isPlumbing = true
    let inner = UIView("UIView", frame: card)
    inner.engine.isPlumbing = true
    content.screenFrame = card
    let chrome = SheetChrome(
      dimming: dimming, shadow: shadow, roundedShadow: roundedShadow, clip: clip, inner: inner)
    sheetChrome = chrome
    applyDimming(chrome, in: bounds, profile: profile)
    container.addSubview(shadow)
    shadow.addSubview(roundedShadow)
    shadow.addSubview(clip)
    clip.addSubview(inner)
    inner.addSubview(content)
  }

  /// Moves a card sheet to the height of the detent it now rests at, and dims or undims its
  /// background to match, as UIKit does when the selected detent, the detents or the largest
  /// undimmed detent change while the sheet is up [DOC: `selectedDetentIdentifier`,
  /// `animateChanges(_:)`: changes outside it apply without animation].
  func resizeSheet(in profile: FidelityProfile) {
    guard let chrome = sheetChrome, let window = presenting.viewWindow else { return }
    let bounds = window.screenFrame ?? profile.device.screen
    let card = cardFrame(in: bounds, profile: profile)
    for view in [chrome.shadow, chrome.roundedShadow, chrome.clip, chrome.inner] {
      view.screenFrame = card
    }
    presented.viewIfLoaded?.screenFrame = card
    chrome.dimming.removeFromSuperview()
    applyDimming(chrome, in: bounds, profile: profile)
  }

  /// Dims the background behind the card, unless a detent leaves it undimmed: then the
  /// container lets the touches around the card through [DOC: `largestUndimmedDetentIdentifier`].
  private func applyDimming(_ chrome: SheetChrome, in bounds: Rect, profile: FidelityProfile) {
    // iOS 26, regular width: a Liquid Glass layer replaces the form sheet's dimming [DOC, §3.1].
    let glassReplacesDimming =
      profile.device.os == .iOS26 && profile.device.horizontalSizeClass == .regular
      && style == .formSheet
    let geometry = profile.geometry
    let dims =
      presented.engine.sheetController?.dimsBackground(
        full: bounds.height - geometry.sheetTopInset, bottomInset: geometry.safeAreaBottom)
      ?? true
    if !glassReplacesDimming && dims { container.insertSubview(chrome.dimming, at: 0) }
    container.engine.passesTouchesThrough = !dims
  }

  /// The card's frame in a window whose bounds are `bounds`.
  private func cardFrame(in bounds: Rect, profile: FidelityProfile) -> Rect {
    let sheet = presented.engine.sheetController
    let geometry = profile.geometry
    if profile.device.verticalSizeClass == .compact
      && sheet?.prefersEdgeAttachedInCompactHeight != true
    {
      // Compact height: the sheet fills the screen [DOC: UISheetPresentationController,
      // `prefersEdgeAttachedInCompactHeight`; UIKit reference §9].
      return bounds
    }
    if profile.device.horizontalSizeClass == .regular && style == .formSheet {
      // A centred form sheet on regular width; 540×620 is UIKit's default size [INF].
      return Rect(
        x: bounds.x + (bounds.width - 540) / 2, y: bounds.y + (bounds.height - 620) / 2,
        width: 540, height: 620)
    }
    if profile.device.horizontalSizeClass == .regular {
      // A page sheet on regular width: centred and page-sized, the background dimmed around it
      // [DOC: `.pageSheet`; UIKit reference §9; its width is a profile switch, INF].
      let width = min(geometry.regularPageSheetWidth, bounds.width)
      return Rect(
        x: bounds.x + (bounds.width - width) / 2, y: bounds.y + geometry.sheetTopInset,
        width: width, height: bounds.height - geometry.sheetTopInset)
    }
    // An edge-attached card, at its detent's height [DOC: `UISheetPresentationController`
    // detents; the medium detent's half height is DOC "about half"; a custom detent's value is
    // a height within the sheet's safe area].
    let full = bounds.height - geometry.sheetTopInset
    let height =
      sheet?.restingDetent(full: full, bottomInset: geometry.safeAreaBottom).height ?? full
    return Rect(
      x: bounds.x, y: bounds.y + bounds.height - height, width: bounds.width, height: height)
  }
}
