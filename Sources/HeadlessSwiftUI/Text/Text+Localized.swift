public import Foundation

// Text's initializers from a localized key, a date, a formatted value and an inline image, as
// SwiftUI's. The model shows the text a key stands for and looks nothing up (see
// `LocalizedStringKey`).
extension Text {
  /// What an inline image counts as in a text's size: one character [INF].
  nonisolated static let inlineImage = "\u{FFFC}"

  /// Creates a text from a localized key: what `Text("Hello")` calls.
  ///
  /// - Parameters:
  ///   - key: The key; the model shows the text it stands for.
  ///   - tableName: The strings table to look the key up in; inert.
  ///   - bundle: The bundle holding the table; inert.
  ///   - comment: A note for translators; inert.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(verbatim: key.text)
  }

  /// Creates a text from an attributed string; its attributes are inert.
  ///
  /// - Parameter attributedContent: The attributed string.
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }

  /// Creates a text that shows an image inline.
  ///
  /// - Parameter image: The image; it counts as one character of the text's size [INF].
  public init(_ image: Image) {
    self.init(verbatim: Text.inlineImage)
  }

  /// Creates a text that shows a value formatted by a format style.
  ///
  /// - Parameters:
  ///   - input: The value.
  ///   - format: The style that formats it.
  public init<F>(_ input: F.FormatInput, format: F)
  where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Creates a text that shows a Foundation value formatted by a formatter.
  ///
  /// - Parameters:
  ///   - subject: The value.
  ///   - formatter: The formatter.
  public init<Subject>(_ subject: Subject, formatter: Formatter)
  where Subject: ReferenceConvertible {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// Creates a text that shows an object formatted by a formatter.
  ///
  /// - Parameters:
  ///   - subject: The object.
  ///   - formatter: The formatter.
  public init<Subject>(_ subject: Subject, formatter: Formatter) where Subject: NSObject {
    self.init(verbatim: formatter.string(for: subject) ?? subject.description)
  }

  /// Creates a text that shows a date in a style.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - style: How to show it. `.date` and `.time` show the date in UTC and US English, so a
  ///     snapshot doesn't depend on the machine's zone or locale; `.relative`, `.offset` and
  ///     `.timer`, which change with the clock, are sized as a fixed placeholder [INF].
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(verbatim: style.text(for: date))
  }

  /// Creates text that shows a timer counting within an interval, sized as the `.timer` style's
  /// placeholder: it changes with the clock [INF].
  ///
  /// - Parameters:
  ///   - timerInterval: The interval the timer runs through.
  ///   - pauseTime: When the timer pauses, or `nil` to never pause.
  ///   - countsDown: Whether the timer counts down.
  ///   - showsHours: Whether an hour field shows when more than an hour is left.
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    self.init(verbatim: Text.DateStyle.timer.text(for: timerInterval.lowerBound))
  }

  /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Equatable, Sendable {
    let kind: Kind

    enum Kind: Equatable, Sendable {
      case date, time, relative, offset, timer
    }

    /// The date, such as "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The time, such as "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// The time from now to the date, such as "2 hours, 23 minutes"; sized as a placeholder.
    public static let relative = DateStyle(kind: .relative)
    /// The offset from now, such as "+2 hours"; sized as a placeholder.
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from or to the date, such as "2:32"; sized as a placeholder.
    public static let timer = DateStyle(kind: .timer)

    func text(for date: Date) -> String {
      switch kind {
      case .date: return Self.formatted(date, "MMMM d, yyyy")
      case .time: return Self.formatted(date, "h:mm a")
      case .relative, .offset, .timer: return "00:00:00"
      }
    }

    private static func formatted(_ date: Date, _ format: String) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = format
      return formatter.string(from: date)
    }
  }
}
