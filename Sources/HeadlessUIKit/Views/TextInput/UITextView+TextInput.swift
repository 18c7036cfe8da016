public import Foundation

/// The members of UIKit's `UITextInput` protocol that apps call on a text view, over the text
/// the model stores [DOC: `uikit/uitextinput`].
///
/// Positions are offsets into `text` in UTF-16 units. The selection is
/// ``UITextView/selectedRange`` (a caret after typed text), kept inside the text when read. The model has no
/// input method, so there is never marked text. The `UITextInput` protocol itself is not
/// declared: its layout members (rectangles, hit testing, writing direction) have nothing to
/// answer from in a model that lays out no glyphs.
extension UITextView {
  /// The selected range, or the caret when empty; setting a range outside the text is ignored.
  public var selectedTextRange: UITextRange? {
    get {
      let length = (currentText as NSString).length
      let start = min(selectedRange.location, length)
      return TextOffsetRange(
        NSRange(location: start, length: min(selectedRange.length, length - start)))
    }
    set {
      guard let newValue,
        let range = TextInputOffsets.nsRange(of: newValue, length: (currentText as NSString).length)
      else { return }
      selectedRange = range
      textViewSelectionDidChange()
    }
  }

  /// The range of marked text; always `nil`, as the model has no input method.
  public var markedTextRange: UITextRange? { nil }

  /// The position at the start of the text.
  public var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }

  /// The position at the end of the text.
  public var endOfDocument: UITextPosition {
    TextOffsetPosition((currentText as NSString).length)
  }

  /// Returns the text in a range.
  ///
  /// - Parameter range: The range.
  /// - Returns: Its text, or `nil` when the range lies outside the text.
  public func text(in range: UITextRange) -> String? {
    let text = currentText as NSString
    guard let range = TextInputOffsets.nsRange(of: range, length: text.length) else { return nil }
    return text.substring(with: range)
  }

  /// Replaces the text in a range, asking no delegate, and puts the caret after the new text.
  ///
  /// - Parameters:
  ///   - range: The range.
  ///   - text: The new text.
  public func replace(_ range: UITextRange, withText text: String) {
    guard
      let range = TextInputOffsets.nsRange(of: range, length: (currentText as NSString).length)
    else { return }
    replaceText(in: range, with: text)
  }

  /// Returns the range between two positions.
  ///
  /// - Parameters:
  ///   - fromPosition: One end.
  ///   - toPosition: The other end.
  /// - Returns: The range, or `nil` when a position lies outside the text.
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  {
    TextInputOffsets.range(
      from: fromPosition, to: toPosition, length: (currentText as NSString).length)
  }

  /// Returns the position a number of UTF-16 units from another.
  ///
  /// - Parameters:
  ///   - position: The position to start from.
  ///   - offset: The distance, negative to move back.
  /// - Returns: The position, or `nil` when it falls outside the text.
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    TextInputOffsets.position(
      from: position, offset: offset, length: (currentText as NSString).length)
  }

  /// Returns the distance from one position to another, in UTF-16 units.
  ///
  /// - Parameters:
  ///   - from: The first position.
  ///   - toPosition: The second position.
  /// - Returns: The distance, negative when `toPosition` comes first.
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
    TextInputOffsets.distance(from: from, to: toPosition)
  }

  /// Returns how two positions are ordered.
  ///
  /// - Parameters:
  ///   - position: The first position.
  ///   - other: The second position.
  /// - Returns: `.orderedAscending` when `position` comes first.
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    TextInputOffsets.compare(position, to: other)
  }
}
