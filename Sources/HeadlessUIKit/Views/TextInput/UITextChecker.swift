public import Foundation

/// A spell checker, as UIKit's `UITextChecker`.
///
/// Inert in the model, which has no lexicon: no word is ever misspelled
/// (``rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`` returns a range whose location
/// is `NSNotFound`), there are no guesses or completions, and no language is available. The
/// words it is told to ignore and to learn are kept, so ``ignoredWords`` and
/// ``hasLearnedWord(_:)`` read back what the app set; learned words are shared by every checker,
/// as UIKit's lexicon is.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
  /// The words learned with ``learnWord(_:)``, shared by every checker.
  private static var learnedWords: Set<String> = []

  /// Creates a text checker.
  public override init() {}

  /// Searches a range of a string for a misspelled word; the model finds none.
  ///
  /// - Parameters:
  ///   - stringToCheck: The string.
  ///   - range: The range of the string to check.
  ///   - startingOffset: Where in the range to start.
  ///   - wrapFlag: Whether to go on from the range's start after reaching its end.
  ///   - language: The language of the string, such as `en_US`.
  /// - Returns: `NSRange(location: NSNotFound, length: 0)`: nothing is misspelled.
  open func rangeOfMisspelledWord(
    in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool,
    language: String
  ) -> NSRange {
    NSRange(location: NSNotFound, length: 0)
  }

  /// Suggests replacements for a misspelled word; the model has none.
  ///
  /// - Parameters:
  ///   - range: The word's range in the string.
  ///   - string: The string.
  ///   - language: The language of the string.
  /// - Returns: An empty array.
  open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
    []
  }

  /// Suggests completions of a partly typed word; the model has none.
  ///
  /// - Parameters:
  ///   - range: The partial word's range in the string.
  ///   - string: The string.
  ///   - language: The language of the string.
  /// - Returns: An empty array.
  open func completions(
    forPartialWordRange range: NSRange, in string: String, language: String
  ) -> [String]? {
    []
  }

  /// The words this checker ignores; stored.
  open var ignoredWords: [String]?

  /// Adds a word to ``ignoredWords``.
  ///
  /// - Parameter wordToIgnore: The word.
  open func ignoreWord(_ wordToIgnore: String) {
    if ignoredWords?.contains(wordToIgnore) == true { return }
    ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
  }

  /// Adds a word to the lexicon shared by every checker.
  ///
  /// - Parameter word: The word.
  open class func learnWord(_ word: String) {
    learnedWords.insert(word)
  }

  /// Whether a word was learned with ``learnWord(_:)`` and not unlearned since.
  ///
  /// - Parameter word: The word.
  /// - Returns: Whether the lexicon holds it.
  open class func hasLearnedWord(_ word: String) -> Bool {
    learnedWords.contains(word)
  }

  /// Removes a learned word from the lexicon.
  ///
  /// - Parameter word: The word.
  open class func unlearnWord(_ word: String) {
    learnedWords.remove(word)
  }

  /// The languages the checker can check; none in the model.
  open class var availableLanguages: [String] { [] }
}
