public import Foundation
import HeadlessUIKit

// The environment values that carry the user's settings: text size, layout direction,
// language and region, and accessibility. The model's device has the defaults (large text,
// left to right, US English in UTC, no accessibility setting on); an ancestor's
// `environment(_:_:)` changes a value for its subtree. They are inert: the model measures text
// and lays out the same whatever they say, so only app code that reads them sees them.

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size, the default.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// An extra extra extra large size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth accessibility size.
  case accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Creates a Dynamic Type size from its UIKit content size category; `nil` for
  /// `.unspecified`.
  ///
  /// - Parameter uiSizeCategory: The content size category.
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    let categories: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
      .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    guard let index = categories.firstIndex(of: uiSizeCategory) else { return nil }
    self = Self.allCases[index]
  }
}

/// A text size, as SwiftUI's deprecated `ContentSizeCategory`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case extraSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// A large size, the default.
  case large
  /// An extra large size.
  case extraLarge
  /// An extra extra large size.
  case extraExtraLarge
  /// An extra extra extra large size.
  case extraExtraExtraLarge
  /// A medium accessibility size.
  case accessibilityMedium
  /// A large accessibility size.
  case accessibilityLarge
  /// An extra large accessibility size.
  case accessibilityExtraLarge
  /// An extra extra large accessibility size.
  case accessibilityExtraExtraLarge
  /// An extra extra extra large accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

/// The direction views lay out in, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Left to right.
  case leftToRight
  /// Right to left.
  case rightToLeft
}

/// A font weight for legibility, as SwiftUI's `LegibilityWeight`.
public enum LegibilityWeight: Hashable, Sendable {
  /// The regular weight.
  case regular
  /// A bold weight, when the user turned Bold Text on.
  case bold
}

/// The contrast of the color scheme, as SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: CaseIterable, Hashable, Sendable {
  /// The standard contrast.
  case standard
  /// Increased contrast, when the user turned Increase Contrast on.
  case increased
}

/// The text size an ancestor set, before the ranges around it limit it.
private enum DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

/// The sizes the `dynamicTypeSize(_:)` ranges around a view allow.
private enum DynamicTypeSizeRangeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.xSmall...DynamicTypeSize.accessibility5
}

private enum LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}

private enum LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private enum CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US")
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }
}

private enum TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? TimeZone.current }
}

private enum RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

private enum LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = .regular
}

extension EnvironmentValues {
  /// The text size: `.large`, the device's default, unless an ancestor set one with
  /// `dynamicTypeSize(_:)` or `environment(\.dynamicTypeSize, …)`, within the ranges
  /// `dynamicTypeSize(_:)` set around the view [DOC: `swiftui/view/dynamictypesize(_:)`: "If
  /// a Dynamic Type size range is applied after setting a value, the value is limited by that
  /// range"]; inert: text is measured the same at every size.
  public var dynamicTypeSize: DynamicTypeSize {
    get {
      let range = self[DynamicTypeSizeRangeKey.self]
      return min(max(self[DynamicTypeSizeKey.self], range.lowerBound), range.upperBound)
    }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  /// The text size as the deprecated `ContentSizeCategory`, following ``dynamicTypeSize``;
  /// inert.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "dynamicTypeSize")
  public var sizeCategory: ContentSizeCategory {
    get {
      let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 0
      return ContentSizeCategory.allCases[index]
    }
    set {
      let index = ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 0
      dynamicTypeSize = DynamicTypeSize.allCases[index]
    }
  }

  /// Why the views here show as placeholders: what the `redacted(reason:)` around them add,
  /// none by default; inert: content is captured as without it.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// The layout direction: `.leftToRight`, the model's device's; inert: the model lays out
  /// left to right whatever it says.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// The locale views format with: US English, the model's device's [INF: as `Text`'s date
  /// styles, which format in English in UTC]; inert.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar views compute dates with: Gregorian, in US English and UTC; inert.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone views show dates in: UTC; inert.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// Whether the user turned Reduce Motion on: `false` on the model's device.
  public var accessibilityReduceMotion: Bool { false }

  /// Whether the user turned Reduce Transparency on: `false` on the model's device.
  public var accessibilityReduceTransparency: Bool { false }

  /// Whether the user turned Differentiate Without Color on: `false` on the model's device.
  public var accessibilityDifferentiateWithoutColor: Bool { false }

  /// The font weight for legibility: `.regular`, as Bold Text is off on the model's device;
  /// inert.
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// The contrast of the color scheme: `.standard`, as Increase Contrast is off on the model's
  /// device.
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
}

extension View {
  /// Sets the text size of the view and its descendants, within the ranges set around it;
  /// inert beyond ``EnvironmentValues/dynamicTypeSize``.
  ///
  /// - Parameter size: The size.
  /// - Returns: The view, with the size in its environment.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
  }

  /// Limits the text size of the view and its descendants to a range, intersected with the
  /// ranges set around it; inert beyond ``EnvironmentValues/dynamicTypeSize``.
  ///
  /// - Parameter range: The sizes allowed, such as `...DynamicTypeSize.xxLarge`.
  /// - Returns: The view, with the range in its environment.
  public func dynamicTypeSize<T>(_ range: T) -> some View
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    EnvironmentWriter(content: self) { values in
      let outer = values[DynamicTypeSizeRangeKey.self]
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) && outer.contains($0) }
      // A range disjoint from the outer ones leaves them as they are [INF].
      guard let lower = allowed.first, let upper = allowed.last else { return }
      values[DynamicTypeSizeRangeKey.self] = lower...upper
    }
  }
}
