public import Foundation

/// A position in a text view's text, as UIKit's `UITextPosition` [DOC: `uikit/uitextposition`,
/// "an index into the backing string in a text-display view"].
///
/// The positions ``UITextField`` and ``UITextView`` return hold an offset into their text in
/// UTF-16 units, as UIKit's do; two of them are equal when their offsets are. A position made
/// with `UITextPosition()` belongs to no text, as UIKit's abstract class: the text views'
/// methods treat it as outside their text (`nil`, or an offset of 0).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// Creates a position that belongs to no text; subclass it for a custom text view.
  public override init() {}
}

/// A range of a text view's text, as UIKit's `UITextRange` [DOC: `uikit/uitextrange`]: a start
/// and an end position.
///
/// The ranges ``UITextField`` and ``UITextView`` return hold two offsets into their text. A
/// range made with `UITextRange()` is UIKit's abstract class: its ``start`` and ``end`` are one
/// position that belongs to no text, so it is empty; subclasses override both.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  /// The position the abstract class reports for both ends.
  private let placeholder = UITextPosition()

  /// Creates a range; subclass it for a custom text view.
  public override init() {}

  /// The start of the range.
  open var start: UITextPosition { placeholder }

  /// The end of the range.
  open var end: UITextPosition { placeholder }

  /// Whether the range has no length: its start and end are at the same offset, or (for
  /// positions of a custom subclass) are the same object.
  open var isEmpty: Bool {
    if let start = start as? TextOffsetPosition, let end = end as? TextOffsetPosition {
      return start.offset == end.offset
    }
    return start === end
  }
}

/// A position the model's text views return: an offset into their text in UTF-16 units.
final class TextOffsetPosition: UITextPosition {
  /// The offset from the start of the text.
  let offset: Int

  init(_ offset: Int) {
    self.offset = offset
    super.init()
  }

  override nonisolated func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? TextOffsetPosition else { return false }
    return other.offset == offset
  }

  override nonisolated var hash: Int { offset.hashValue }
}

/// A range the model's text views return: two offsets into their text, start first.
final class TextOffsetRange: UITextRange {
  private let startPosition: TextOffsetPosition
  private let endPosition: TextOffsetPosition

  init(_ range: NSRange) {
    startPosition = TextOffsetPosition(range.location)
    endPosition = TextOffsetPosition(range.location + range.length)
    super.init()
  }

  override var start: UITextPosition { startPosition }
  override var end: UITextPosition { endPosition }

  /// The range as UTF-16 offsets.
  var nsRange: NSRange {
    NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset)
  }
}

/// The text-input arithmetic ``UITextField`` and ``UITextView`` share, over their text and an
/// offset range, in UTF-16 units as `NSString` counts [DOC:
/// `uikit/uitextinput/position(from:offset:)`, "Return nil if the computed text position is
/// less than 0 or greater than the length of the backing string"].
@MainActor
enum TextInputOffsets {
  /// The offset of a position in a text of `length`, or `nil` for a position of no text or
  /// beyond its end.
  static func offset(of position: UITextPosition, length: Int) -> Int? {
    guard let position = position as? TextOffsetPosition, (0...length).contains(position.offset)
    else { return nil }
    return position.offset
  }

  /// The range between two positions, in either order, or `nil` when one lies outside.
  static func range(from: UITextPosition, to: UITextPosition, length: Int) -> UITextRange? {
    guard let a = offset(of: from, length: length), let b = offset(of: to, length: length)
    else { return nil }
    return TextOffsetRange(NSRange(location: min(a, b), length: abs(b - a)))
  }

  /// The position `offset` units from another, or `nil` when it falls outside the text.
  static func position(from position: UITextPosition, offset: Int, length: Int)
    -> UITextPosition?
  {
    guard let start = self.offset(of: position, length: length) else { return nil }
    let moved = start + offset
    guard (0...length).contains(moved) else { return nil }
    return TextOffsetPosition(moved)
  }

  /// The distance between two positions; 0 when one belongs to no text.
  static func distance(from: UITextPosition, to: UITextPosition) -> Int {
    guard let from = from as? TextOffsetPosition, let to = to as? TextOffsetPosition else {
      return 0
    }
    return to.offset - from.offset
  }

  /// A range's offsets inside a text of `length`, or `nil` when it lies outside.
  static func nsRange(of range: UITextRange, length: Int) -> NSRange? {
    guard let start = offset(of: range.start, length: length),
      let end = offset(of: range.end, length: length), start <= end
    else { return nil }
    return NSRange(location: start, length: end - start)
  }

  /// How two positions are ordered.
  static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    let distance = distance(from: position, to: other)
    return distance > 0 ? .orderedAscending : distance < 0 ? .orderedDescending : .orderedSame
  }
}
