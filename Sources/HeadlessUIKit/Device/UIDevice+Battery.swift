public import Foundation

extension UIDevice {
  /// The state of the device's battery, as UIKit's `UIDevice.BatteryState`.
  ///
  /// The model's device has no battery, so `batteryState` is always
  /// `.unknown`; the other cases are there for apps that switch over them.
  public enum BatteryState: Int, Sendable {
    /// The battery's state can't be determined.
    case unknown = 0
    /// The device isn't plugged into power; the battery is discharging.
    case unplugged = 1
    /// The device is plugged into power and the battery is less than fully charged.
    case charging = 2
    /// The device is plugged into power and the battery is fully charged.
    case full = 3
  }

  /// Whether battery monitoring is enabled: `false` by default.
  ///
  /// Modelled as a setting kept per app, so that `UIDevice.current` reads back what the app
  /// set [DOC: `uikit/uidevice/isbatterymonitoringenabled`, "the default value of this
  /// property is false"]. Enabling it changes nothing else: the model's device has no battery,
  /// so `batteryLevel` and `batteryState` stay unknown and no battery
  /// notification is ever posted.
  public var isBatteryMonitoringEnabled: Bool {
    get { UIApplication.shared.system.isBatteryMonitoringEnabled }
    set { UIApplication.shared.system.isBatteryMonitoringEnabled = newValue }
  }

  /// The battery's charge level, from 0.0 to 1.0, or –1.0 when it is unknown: always –1.0.
  ///
  /// Inert: the model's device has no battery to read, so it reports what UIKit reports for a
  /// battery whose state is `.unknown`, –1.0 [DOC:
  /// `uikit/uidevice/batterylevel`], whether or not ``isBatteryMonitoringEnabled`` is set.
  public var batteryLevel: Float { -1 }

  /// The battery's state: always `.unknown`.
  ///
  /// Inert: the model's device has no battery, so its state can't be determined [DOC:
  /// `uikit/uidevice/batterystate-swift.enum/unknown`], whether or not
  /// ``isBatteryMonitoringEnabled`` is set; UIKit reports the same when monitoring is off [DOC:
  /// `uikit/uidevice/batterystate-swift.property`].
  public var batteryState: UIDevice.BatteryState { .unknown }

  /// Posted when the battery's level changes; never posted by the model, whose device has no
  /// battery [DOC: `uikit/uidevice/batteryleveldidchangenotification`].
  nonisolated public class var batteryLevelDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
  }

  /// Posted when the battery's state changes; never posted by the model, whose device has no
  /// battery [DOC: `uikit/uidevice/batterystatedidchangenotification`].
  nonisolated public class var batteryStateDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
  }
}
