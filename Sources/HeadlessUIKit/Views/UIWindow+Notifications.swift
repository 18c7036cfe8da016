public import Foundation

extension UIWindow {
  /// Posted when a window becomes its scene's key window, with the window as the object [DOC:
  /// `uikit/uiwindow/didbecomekeynotification`].
  nonisolated public class var didBecomeKeyNotification: NSNotification.Name {
    NSNotification.Name("UIWindowDidBecomeKeyNotification")
  }
  /// Posted when a window stops being key, with the window as the object [DOC:
  /// `uikit/uiwindow/didresignkeynotification`].
  nonisolated public class var didResignKeyNotification: NSNotification.Name {
    NSNotification.Name("UIWindowDidResignKeyNotification")
  }
  /// Posted when a window is shown, with the window as the object [DOC:
  /// `uikit/uiwindow/didbecomevisiblenotification`].
  nonisolated public class var didBecomeVisibleNotification: NSNotification.Name {
    NSNotification.Name("UIWindowDidBecomeVisibleNotification")
  }
  /// Posted when a window is hidden, with the window as the object [DOC:
  /// `uikit/uiwindow/didbecomehiddennotification`].
  nonisolated public class var didBecomeHiddenNotification: NSNotification.Name {
    NSNotification.Name("UIWindowDidBecomeHiddenNotification")
  }

  /// Posts a window notification in the window's app's scope; the keyboard's window posts none.
  func postWindowNotification(_ name: Notification.Name) {
    guard !windowEngine.isSystemWindow else { return }
    let post = { NotificationCenter.default.post(name: name, object: self) }
    if let application { application.asShared(post) } else { post() }
  }
}

extension UIResponder {
  /// Posted before the keyboard shows, by ``UIWindowScene/showKeyboard()``, with the keyboard's
  /// frames in the user info [DOC: `uikit/uiresponder/keyboardwillshownotification`].
  nonisolated public class var keyboardWillShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillShowNotification")
  }
  /// Posted after the keyboard shows [DOC: `uikit/uiresponder/keyboarddidshownotification`].
  nonisolated public class var keyboardDidShowNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidShowNotification")
  }
  /// Posted before the keyboard hides, by ``UIWindowScene/hideKeyboard()`` [DOC:
  /// `uikit/uiresponder/keyboardwillhidenotification`].
  nonisolated public class var keyboardWillHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillHideNotification")
  }
  /// Posted after the keyboard hides [DOC: `uikit/uiresponder/keyboarddidhidenotification`].
  nonisolated public class var keyboardDidHideNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidHideNotification")
  }
  /// Posted before the keyboard's frame changes: before it shows and before it hides [DOC:
  /// `uikit/uiresponder/keyboardwillchangeframenotification`].
  nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardWillChangeFrameNotification")
  }
  /// Posted after the keyboard's frame changed [DOC:
  /// `uikit/uiresponder/keyboarddidchangeframenotification`].
  nonisolated public class var keyboardDidChangeFrameNotification: NSNotification.Name {
    NSNotification.Name("UIKeyboardDidChangeFrameNotification")
  }
  /// The user-info key of the keyboard's frame before the change, a `CGRect` in an `NSValue` on
  /// Apple platforms, a `CGRect` here [DOC: `uikit/uiresponder/keyboardframebeginuserinfokey`].
  nonisolated public class var keyboardFrameBeginUserInfoKey: String {
    "UIKeyboardFrameBeginUserInfoKey"
  }
  /// The user-info key of the keyboard's frame after the change, in screen coordinates [DOC:
  /// `uikit/uiresponder/keyboardframeenduserinfokey`].
  nonisolated public class var keyboardFrameEndUserInfoKey: String {
    "UIKeyboardFrameEndUserInfoKey"
  }
  /// The user-info key of the animation's duration in seconds, a `Double` [DOC:
  /// `uikit/uiresponder/keyboardanimationdurationuserinfokey`].
  nonisolated public class var keyboardAnimationDurationUserInfoKey: String {
    "UIKeyboardAnimationDurationUserInfoKey"
  }
  /// The user-info key of the animation's curve, an `Int` raw value of `UIView.AnimationCurve`
  /// [DOC: `uikit/uiresponder/keyboardanimationcurveuserinfokey`].
  nonisolated public class var keyboardAnimationCurveUserInfoKey: String {
    "UIKeyboardAnimationCurveUserInfoKey"
  }
  /// The user-info key of whether the keyboard belongs to this app, a `Bool` [DOC:
  /// `uikit/uiresponder/keyboardislocaluserinfokey`].
  nonisolated public class var keyboardIsLocalUserInfoKey: String {
    "UIKeyboardIsLocalUserInfoKey"
  }
}

extension UIWindowScene {
  /// Posts the keyboard's notifications of a show or hide, with the keys' frames before and after
  /// in screen coordinates, a 0.25 s duration and curve 7 [OBS: the values apps log on iOS 13
  /// and later; INF that they are constant].
  ///
  /// The object is the scene's screen from iOS 16.1 and `nil` before [DOC:
  /// `uikit/uiresponder/keyboardwillhidenotification`]; the model's iOS 13–17 profile reads as
  /// 17, so it posts the screen.
  func postKeyboardNotifications(showing: Bool, keys: CGRect) {
    let hidden = CGRect(x: keys.minX, y: keys.maxY, width: keys.width, height: keys.height)
    let userInfo: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: showing ? hidden : keys,
      UIResponder.keyboardFrameEndUserInfoKey: showing ? keys : hidden,
      UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
      UIResponder.keyboardAnimationCurveUserInfoKey: 7,
      UIResponder.keyboardIsLocalUserInfoKey: true,
    ]
    let center = NotificationCenter.default
    let object: UIScreen? = application.profile.device.majorVersion >= 17 ? screen : nil
    application.asShared {
      center.post(
        name: showing
          ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
        object: object, userInfo: userInfo)
      center.post(
        name: UIResponder.keyboardWillChangeFrameNotification, object: object, userInfo: userInfo)
      center.post(
        name: showing
          ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
        object: object, userInfo: userInfo)
      center.post(
        name: UIResponder.keyboardDidChangeFrameNotification, object: object, userInfo: userInfo)
    }
  }
}
