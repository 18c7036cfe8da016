/// The types of information to detect in text-based content, as UIKit's
/// `UIDataDetectorTypes`; inert, as the model detects no data.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt

  /// Creates a set from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Strings with the format of a phone number.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  /// Strings with the format of a URL.
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  /// Strings with the format of an address.
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  /// Strings with the format of a calendar event.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  /// Strings with the format of a parcel tracking number.
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
  /// Strings with the format of a flight number.
  public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
  /// Strings that look like something the user may want to look up.
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
  /// Strings with the format of an amount of money.
  public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
  /// Strings with the format of a physical value, like a measurement.
  public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
  /// Every type of data.
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
