public import Foundation

/// An accessory in a collection view list cell, as UIKit's `UICellAccessory`: a disclosure
/// indicator, checkmark, delete or reorder control, outline disclosure, detail button, label,
/// selection circle or insert control, set on ``UICollectionViewListCell/accessories``.
///
/// Partial: a cell keeps the accessories it is given and doesn't draw them (an accessory keeps
/// neither its kind, options nor handler), so the cell's content view keeps the cell's full
/// width, where UIKit narrows it by the accessories' widths, and an action handler never runs:
/// there is no accessory to tap. A tap anywhere on the cell selects it, as a tap on UIKit's non-interactive accessories
/// (disclosure indicator, checkmark, label) does.
public struct UICellAccessory {
  /// A closure an accessory runs when the user taps it, as UIKit's
  /// `UICellAccessory.ActionHandler`.
  public typealias ActionHandler = () -> Void

  /// The cell-editing states an accessory appears in.
  public enum DisplayedState: Hashable, Sendable {
    /// Always shown.
    case always
    /// Shown only while the cell is editing.
    case whenEditing
    /// Shown only while the cell isn't editing.
    case whenNotEditing
  }

  /// The width the system reserves for an accessory, which it centres the accessory within.
  public enum LayoutDimension: Hashable, Sendable {
    /// The accessory's actual width.
    case actual
    /// A custom width, in points.
    case custom(CGFloat)
    /// The system's standard width for the accessory.
    case standard
  }

  /// An accessory; the model keeps none of its settings, as it draws no accessory.
  private init() {}

  /// Creates a disclosure indicator: a chevron pointing to the trailing edge.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; always by default.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates a checkmark.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; always by default.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates a delete control.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; while editing by default.
  ///   - options: Its options.
  ///   - actionHandler: What it runs when tapped; by default it reveals the trailing swipe
  ///     actions.
  /// - Returns: The accessory.
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates a reorder control.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; while editing by default.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates an outline disclosure, which expands and collapses the cell's children.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; always by default.
  ///   - options: Its options.
  ///   - actionHandler: What it runs when tapped; by default it toggles the section
  ///     snapshot's expansion.
  /// - Returns: The accessory.
  public static func outlineDisclosure(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates a detail (info) button.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; always by default.
  ///   - options: Its options.
  ///   - actionHandler: What it runs when tapped.
  /// - Returns: The accessory.
  public static func detail(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DetailOptions = DetailOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates a label showing short text, such as a count.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - displayed: The cell-editing states it appears in; always by default.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func label(
    text: String, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates a selection circle for multiple selection.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; while editing by default.
  ///   - options: Its options.
  /// - Returns: The accessory.
  public static func multiselect(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory()
  }

  /// Creates an insert control.
  ///
  /// - Parameters:
  ///   - displayed: The cell-editing states it appears in; while editing by default.
  ///   - options: Its options.
  ///   - actionHandler: What it runs when tapped.
  /// - Returns: The accessory.
  public static func insert(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.InsertOptions = InsertOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory()
  }
}
