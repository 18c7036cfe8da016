extension FidelityProfile {
  /// The uncertain behaviours of UIKit a profile switches, each with its evidence and default.
  public struct Behavior: Hashable, Sendable {
    /// Whether the root controller's view is wrapped in a `UIDropShadowView` (iOS 13+).
    ///
    /// Default `true`: observed on iOS 13–26 (§2.1); one possibly hand-edited iOS 26 fixture shows
    /// no wrapper.
    public var rootUsesDropShadowView = true
    /// Whether full-screen presentations wrap the presented view in a drop shadow view on iOS 13+.
    ///
    /// Default `true` [INF, §3.1 and open question 1].
    public var fullScreenUsesDropShadowView = true
    /// Whether context styles adapt to full screen in compact width, as the archived guide says.
    ///
    /// Default `false`, as observed on iPhone (§3.4).
    public var contextStylesAdaptInCompactWidth = false
    /// Whether swapping the root removes only the old root's views, leaving the old
    /// presentations' transition views and content, and views added with `addSubview`, on screen.
    ///
    /// Default `true`: presentations' transition views stay, iOS 13 included (§3.8; UIKit
    /// reference §9 [OBS: AdevintaSpain/Sencha PR #23, onmyway133/notes #251, Stack Overflow
    /// 26763020]); that views added with `addSubview` stay too follows from the same mechanism
    /// [INF]. `false` removes every view already in the window, as `rootViewController`'s
    /// documentation ("the old views are removed") reads [DOC, contradicted by the observations].
    public var rootSwapLeavesStaleTransitionViews = true
    /// Whether a transition in progress in one window blocks presenting and dismissing in every
    /// window of the app, or only in its own.
    ///
    /// Default `true` [INF: UIKit's "while a presentation is in progress" check is not documented;
    /// per presenter or per window is as likely].
    public var transitionInProgressBlocksEveryWindow = true
    /// Whether assigning a window the level it already has moves it in front of its peers.
    ///
    /// Default `true` [INF: unverified on a device; UIKit reference §9].
    public var reassigningWindowLevelReorders = true
    /// Whether hiding the key window makes the front-most other visible window of its scene key.
    ///
    /// Default `true` [OBS: openradar 22364739, iOS 8/9; unverified on later versions].
    public var hidingKeyWindowPassesKeyStatus = true
    /// Whether a subview's ``CALayer/zPosition`` reorders hit testing as it reorders painting.
    ///
    /// Default `false`: UIKit hit-tests subviews in their ``UIView/subviews`` order, so a
    /// subview raised only by its `zPosition` paints in front but doesn't take the touches
    /// [OBS: ansonyao.github.io "Hit-Test Sequence in iOS", 2016; Stack Overflow 21306297].
    public var zPositionReordersHitTesting = false
    /// Whether an alert's or dialog's transition view holds a `UIDimmingView` behind the alert
    /// view.
    ///
    /// Default `true` [INF, §4.6, open question 5: the contents of a modern alert's
    /// `UITransitionView` are not recorded].
    public var alertUsesDimmingView = true
    /// The class name of the view an alert controller shows.
    ///
    /// Default `_UIAlertControllerView` [INF, open question 5; `_UIAlertControllerPhoneTVMacView`
    /// is the other candidate].
    public var alertViewTypeName = "_UIAlertControllerView"
    /// The style an alert controller is presented with on compact width.
    ///
    /// Default `.custom`: its presentation controllers are private subclasses [RE, §1.4, §4.6] that
    /// keep the presenter's views [INF, §4.6], which is how the model treats `.custom`.
    public var alertPresentationStyle: UIModalPresentationStyle = .custom
    /// Whether a font picker dismisses itself when the user picks a font or cancels, before
    /// telling its delegate.
    ///
    /// Default `false` [INF: Apple's delegate pages don't say; apps dismiss the picker in
    /// their delegate methods (IceCubesApp's `FontPicker`), which they wouldn't need to if it
    /// dismissed itself].
    public var fontPickerDismissesItself = false

    /// Creates the default switches.
    public init() {}
  }
}
