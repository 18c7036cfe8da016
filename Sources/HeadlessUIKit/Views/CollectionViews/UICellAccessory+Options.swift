extension UICellAccessory {
  /// Options of a disclosure indicator; inert.
  public struct DisclosureIndicatorOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
    }
  }

  /// Options of a checkmark; inert.
  public struct CheckmarkOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
    }
  }

  /// Options of a delete control; inert.
  public struct DeleteOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil
    /// The accessory's background colour; `nil`, the system's, by default.
    public var backgroundColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    ///   - backgroundColor: The accessory's background colour; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of a reorder control; inert.
  public struct ReorderOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil
    /// Whether a vertical separator shows beside the control; `true` by default.
    public var showsVerticalSeparator: Bool = true

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    ///   - showsVerticalSeparator: Whether a vertical separator shows beside the control; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
      if let showsVerticalSeparator { self.showsVerticalSeparator = showsVerticalSeparator }
    }
  }

  /// Options of an outline disclosure; inert.
  public struct OutlineDisclosureOptions {
    /// How the disclosure behaves: as a header's or a cell's; `.automatic` by default.
    public var style: UICellAccessory.OutlineDisclosureOptions.Style = .automatic
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - style: How the disclosure behaves: as a header's or a cell's; `nil` for the default.
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    public init(
      style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      if let style { self.style = style }
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
    }
  }

  /// Options of a detail button; inert.
  public struct DetailOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
    }
  }

  /// Options of a label; inert.
  public struct LabelOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil
    /// The label's font; the body text style by default [INF].
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    /// Whether the font follows the content size category; `true` by default [INF].
    public var adjustsFontForContentSizeCategory: Bool = true

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    ///   - font: The label's font; `nil` for the default.
    ///   - adjustsFontForContentSizeCategory: Whether the font follows the content size category; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
      if let font { self.font = font }
      if let adjustsFontForContentSizeCategory {
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
      }
    }
  }

  /// Options of a selection circle; inert.
  public struct MultiselectOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil
    /// The accessory's background colour; `nil`, the system's, by default.
    public var backgroundColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    ///   - backgroundColor: The accessory's background colour; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// Options of an insert control; inert.
  public struct InsertOptions {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool = false
    /// The width the system reserves for the accessory; `.standard` by default.
    public var reservedLayoutWidth: UICellAccessory.LayoutDimension = .standard
    /// The accessory's tint colour; `nil`, the cell's, by default.
    public var tintColor: UIColor? = nil
    /// The accessory's background colour; `nil`, the system's, by default.
    public var backgroundColor: UIColor? = nil

    /// Creates the options, each `nil` argument keeping its default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the cell hides the accessory; `nil` for the default.
    ///   - reservedLayoutWidth: The width the system reserves for the accessory; `nil` for the default.
    ///   - tintColor: The accessory's tint colour; `nil` for the default.
    ///   - backgroundColor: The accessory's background colour; `nil` for the default.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      if let isHidden { self.isHidden = isHidden }
      if let reservedLayoutWidth { self.reservedLayoutWidth = reservedLayoutWidth }
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }
}

extension UICellAccessory.OutlineDisclosureOptions {
  /// How an outline disclosure behaves.
  public enum Style: Hashable, Sendable {
    /// A header's in a section with a header, else a cell's.
    case automatic
    /// A header's: tapping anywhere in the cell toggles the expansion.
    case header
    /// A cell's: only tapping the disclosure toggles the expansion.
    case cell
  }
}
