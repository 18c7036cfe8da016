extension UIApplication {
  /// Tells the app to start receiving remote-control events (headphone and lock-screen media
  /// controls); inert: the model sends none [DOC:
  /// `uikit/uiapplication/beginreceivingremotecontrolevents()`].
  public func beginReceivingRemoteControlEvents() {}

  /// Tells the app to stop receiving remote-control events; inert, as the model sends none.
  public func endReceivingRemoteControlEvents() {}
}
