extension UIFontDescriptor {
  /// The name of a font descriptor's attribute, as `UIFontDescriptor.AttributeName`.
  ///
  /// The raw values are Core Text's attribute names [INF]; only ``name`` and ``size`` are read
  /// by the model, the others are kept and read back (inert).
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The list of fallback font descriptors.
    public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    /// The set of characters the font covers.
    public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
    /// The font face, such as "Bold".
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The font family, such as "Helvetica".
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// Non-default typographic features: dictionaries of ``UIFontDescriptor/FeatureKey`` keys.
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// A fixed advance for every glyph.
    public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
    /// The font's transform matrix.
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    /// The font's name; read by the model.
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The font's point size; read by the model.
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The text style of a preferred font.
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// A dictionary of the font's traits.
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// The name shown to people.
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
  }

  /// A key of a dictionary in the ``AttributeName/featureSettings`` attribute, as
  /// `UIFontDescriptor.FeatureKey` (inert).
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates a feature key from its raw value.
    ///
    /// - Parameter rawValue: The key's name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The feature's type, such as number spacing: a number.
    public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    /// The feature's selector, such as monospaced numbers: a number.
    public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    /// The feature's type, under its name before iOS 15.
    @available(iOS, introduced: 7.0, deprecated: 15.0, renamed: "UIFontDescriptor.FeatureKey.type")
    public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    /// The feature's selector, under its name before iOS 15.
    @available(
      iOS, introduced: 7.0, deprecated: 15.0, renamed: "UIFontDescriptor.FeatureKey.selector"
    )
    public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
  }
}
