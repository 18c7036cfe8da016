extension UIDevice {
  /// Whether proximity monitoring is enabled: `false` by default, kept per app.
  ///
  /// Enabling it changes nothing else: the model's device has no proximity sensor to report,
  /// so ``proximityState`` stays `false` and no proximity notification is posted [DOC:
  /// `uikit/uidevice/isproximitymonitoringenabled`].
  public var isProximityMonitoringEnabled: Bool {
    get { UIApplication.shared.system.isProximityMonitoringEnabled }
    set { UIApplication.shared.system.isProximityMonitoringEnabled = newValue }
  }

  /// Whether the proximity sensor is close to the user: always `false`, as nothing is ever
  /// near the model's device [DOC: `uikit/uidevice/proximitystate`].
  public var proximityState: Bool { false }
}
