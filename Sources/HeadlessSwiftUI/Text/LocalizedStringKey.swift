public import Foundation

/// The key SwiftUI looks a localized string up by, as SwiftUI's `LocalizedStringKey`: what a
/// string literal passed to `Text`, `Button`, `Toggle` and the other titled views becomes.
///
/// The model keeps the key and the text it stands for with its interpolations formatted, and
/// looks nothing up in a strings table [INF]: on Linux the app's bundle has no compiled
/// localizations, and a snapshot must not depend on the machine's locale. A text made from a key
/// is sized as that text.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The key as a strings table spells it: interpolations are format specifiers (`%@`, `%lld`).
  let key: String
  /// The text the key shows when no table has it: interpolations formatted in place.
  let text: String

  /// Creates a key from a string: the key is the string.
  ///
  /// - Parameter value: The string to use as the key.
  public init(_ value: String) {
    key = value
    text = value
  }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The literal to use as the key.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from a string interpolation: each interpolated value is a format specifier in
  /// the key.
  ///
  /// - Parameter stringInterpolation: The interpolation.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    key = stringInterpolation.key
    text = stringInterpolation.text
  }

  /// A string literal with interpolations being built into a key, as SwiftUI's
  /// `LocalizedStringKey.StringInterpolation`.
  ///
  /// Apps don't call it: the compiler does, for `Text("\(count) items")`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var text = ""

    /// Creates an empty interpolation.
    ///
    /// - Parameters:
    ///   - literalCapacity: The literal text's length, a hint.
    ///   - interpolationCount: The number of interpolations, a hint.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    /// Appends literal text.
    ///
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) {
      key += literal.replacingOccurrences(of: "%", with: "%%")
      text += literal
    }

    /// Appends a string, shown as it is.
    ///
    /// - Parameter string: The string.
    public mutating func appendInterpolation(_ string: String) {
      append(string, specifier: "%@")
    }

    /// Appends a Foundation value, formatted by `formatter` or described.
    ///
    /// - Parameters:
    ///   - subject: The value.
    ///   - formatter: The formatter, or `nil` to describe the value.
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible {
      append(formatter?.string(for: subject) ?? String(describing: subject), specifier: "%@")
    }

    /// Appends an object, formatted by `formatter` or described.
    ///
    /// - Parameters:
    ///   - subject: The object.
    ///   - formatter: The formatter, or `nil` to describe the object.
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: NSObject {
      append(formatter?.string(for: subject) ?? subject.description, specifier: "%@")
    }

    /// Appends a value formatted by a format style.
    ///
    /// - Parameters:
    ///   - input: The value.
    ///   - format: The style that formats it.
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
    where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
      append(format.format(input), specifier: "%@")
    }

    /// Appends a number with its default format specifier (`%lld` for `Int`, `%lf` for
    /// `Double`, so `3.5` shows as `3.500000`, as in SwiftUI).
    ///
    /// - Parameter value: The number.
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      append(String(format: value._specifier, value._arg), specifier: value._specifier)
    }

    /// Appends a number formatted with a `printf` specifier, such as `%.1f`.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - specifier: The format specifier.
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {
      append(String(format: specifier, value._arg), specifier: specifier)
    }

    /// Appends the string a text shows.
    ///
    /// - Parameter text: The text.
    public mutating func appendInterpolation(_ text: Text) {
      append(text.string, specifier: "%@")
    }

    /// Appends an image, inline; it counts as one character of the text's size [INF].
    ///
    /// - Parameter image: The image.
    public mutating func appendInterpolation(_ image: Image) {
      append(Text.inlineImage, specifier: "%@")
    }

    /// Appends a date in a style, shown as `Text(_:style:)` shows it.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(style.text(for: date), specifier: "%@")
    }

    /// Appends an attributed string's characters.
    ///
    /// - Parameter attributedString: The attributed string.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      append(String(attributedString.characters), specifier: "%@")
    }

    private mutating func append(_ shown: String, specifier: String) {
      key += specifier
      text += shown
    }
  }
}

/// A number SwiftUI can put in a localized string key with a `printf` format specifier, as
/// SwiftUI's `_FormatSpecifiable`: the integer and floating-point types.
public protocol _FormatSpecifiable: Equatable {
  /// The value passed to the format.
  associatedtype _Arg: CVarArg
  /// The value passed to the format.
  var _arg: Self._Arg { get }
  /// The default format specifier.
  var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Int64 { Int64(self) }
  /// The default format specifier, `%lld`.
  public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Int32 { Int32(self) }
  /// The default format specifier, `%d`.
  public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Int32 { Int32(self) }
  /// The default format specifier, `%d`.
  public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Int32 { self }
  /// The default format specifier, `%d`.
  public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Int64 { self }
  /// The default format specifier, `%lld`.
  public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: UInt64 { UInt64(self) }
  /// The default format specifier, `%llu`.
  public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: UInt32 { UInt32(self) }
  /// The default format specifier, `%u`.
  public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: UInt32 { UInt32(self) }
  /// The default format specifier, `%u`.
  public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: UInt32 { self }
  /// The default format specifier, `%u`.
  public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: UInt64 { self }
  /// The default format specifier, `%llu`.
  public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Float { self }
  /// The default format specifier, `%f`.
  public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: Double { self }
  /// The default format specifier, `%lf`.
  public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
  /// The value passed to the format.
  public var _arg: CGFloat { self }
  /// The default format specifier, `%lf`.
  public var _specifier: String { "%lf" }
}
