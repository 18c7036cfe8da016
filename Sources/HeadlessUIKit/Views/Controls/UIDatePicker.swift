public import Foundation

/// A control for choosing a date and time, as UIKit's `UIDatePicker`.
///
/// Modelled: ``date`` starts as the moment the picker is made [DOC: `uikit/uidatepicker/date`]
/// and is kept between ``minimumDate`` and ``maximumDate`` [INF]; setting it sends no events. A
/// tap changes nothing: the model shows no wheels, calendars or pop-ups, so only app code
/// changes the date. Mode, style, locale and calendar are kept and inert.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What a date picker shows, as UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// Hours and minutes.
    case time = 0
    /// Day, month and year.
    case date = 1
    /// Date and time.
    case dateAndTime = 2
    /// Hours and minutes of a countdown.
    case countDownTimer = 3
    /// Month and year.
    case yearAndMonth = 4
  }

  /// The chosen date; setting it sends no events.
  open var date: Date {
    get { storedDate }
    set { storedDate = clamped(newValue) }
  }
  private var storedDate = Date()
  /// What the picker shows; `.dateAndTime` by default; inert.
  open var datePickerMode: UIDatePicker.Mode = .dateAndTime
  /// The style the app prefers; `.automatic` by default; inert.
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  /// The style the picker has: the preferred one, `.compact` for `.automatic` [INF: the iOS 14+
  /// default for date modes].
  open var datePickerStyle: UIDatePickerStyle {
    preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }
  /// The earliest date that can be chosen; `nil` for none.
  open var minimumDate: Date? {
    didSet { date = storedDate }
  }
  /// The latest date that can be chosen; `nil` for none.
  open var maximumDate: Date? {
    didSet { date = storedDate }
  }
  /// The minutes between choices; 1 by default; inert.
  open var minuteInterval = 1
  /// The locale the picker formats with; inert.
  open var locale: Locale?
  /// The calendar the picker uses; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var calendar: Calendar! = Calendar.current
  /// The time zone the picker shows; inert.
  open var timeZone: TimeZone?
  /// The countdown's length in seconds, in `.countDownTimer` mode; 0 by default.
  open var countDownDuration: TimeInterval = 0
  /// Whether the date is rounded to the minute interval; inert.
  open var roundsToMinuteInterval = true

  /// Sets the date without sending events.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - animated: Whether to animate; inert.
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  private func clamped(_ date: Date) -> Date {
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate { date = maximumDate }
    return date
  }
}

/// How a date picker looks, as UIKit's `UIDatePickerStyle`; inert.
public enum UIDatePickerStyle: Int, Sendable {
  /// The platform's style.
  case automatic = 0
  /// Spinning wheels.
  case wheels = 1
  /// A compact label that shows a pop-up.
  case compact = 2
  /// An inline calendar.
  case inline = 3
}
