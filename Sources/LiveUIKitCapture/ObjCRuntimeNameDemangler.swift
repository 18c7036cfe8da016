/// Reads the Objective-C runtime names Swift gives its classes, such as
/// `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`, the names `recursiveDescription` prints.
///
/// It handles the forms that appear in published UIKit dumps (UIKit reference §2):
///
/// - classes: `_TtC<module><name>`, nested `_TtCC…` (`Outer.Inner`);
/// - generic classes: `_TtGC<module><name><arguments>_`, arguments being structs (`V`),
///   classes (`C`), enums (`O`), bound generics (`G…_`), tuples (`T…_`, labels included) and the
///   standard library's short forms (`Si`, `SS`, `Sb`, `Sd`, `Sf`, `Su`, `Sa`, `Sq`, …);
/// - identifiers as `<length><text>`, private ones as `P<discriminator><name>`;
/// - substitutions `S_`, `S0_`, `S1_`, …, which refer to modules and types in the order they
///   first appeared; the `Swift` module written `s`;
/// - names cut short with `…` or `...`, as dumps print them: the missing part becomes `…`.
///
/// Modules are dropped from the result and enclosing types kept, as the headless model names
/// types:
/// `_TtGC7SwiftUI19UIHostingControllerGVS_15ModifiedContentVS_7AnyViewVS_12RootModifier__`
/// reads `UIHostingController<ModifiedContent<AnyView, RootModifier>>`. Anything else (function
/// types, protocols, metatypes, the newer `$s…` mangling) is not read: ``demangle(_:)`` returns
/// `nil` and ``TypeNameCleaner`` keeps the raw name.
public enum ObjCRuntimeNameDemangler {
  /// Returns the readable name of a mangled Objective-C runtime class name.
  ///
  /// - Parameter name: A name starting with `_TtC` or `_TtGC`.
  /// - Returns: The readable name, or `nil` when the name is not in a form this type reads.
  public static func demangle(_ name: String) -> String? {
    guard name.hasPrefix("_Tt") else { return nil }
    var text = Array(name.dropFirst(3))
    var isCut = false
    if text.last == "…" {
      text.removeLast()
      isCut = true
    } else if text.count >= 3, text.suffix(3) == [".", ".", "."] {
      text.removeLast(3)
      isCut = true
    }
    var reader = MangledNameReader(text, isCut: isCut)
    guard let first = reader.peek, first == "C" || first == "G",
      let result = reader.readType(), reader.isAtEnd
    else { return nil }
    return result
  }
}

/// A reader of the old (Swift 4) type mangling used in `_Tt` names, with an explicit stack of
/// open generic and tuple lists instead of recursion.
struct MangledNameReader {
  private let text: [Character]
  private let isCut: Bool
  private var position = 0
  /// Modules (as `nil`, which print as nothing) and types, in order of first appearance.
  private var substitutions: [String?] = []

  init(_ text: [Character], isCut: Bool) {
    self.text = text
    self.isCut = isCut
  }

  var peek: Character? { position < text.count ? text[position] : nil }
  var isAtEnd: Bool { position >= text.count }

  /// A list being read: a generic type's arguments or a tuple's elements.
  private struct OpenList {
    var head: String?
    var items: [String] = []
    var label: String?

    func closed(cut: Bool) -> String {
      let body = (cut ? items + ["…"] : items).joined(separator: ", ")
      guard let head else { return "(\(body))" }
      return "\(head)<\(body)>"
    }
  }

  /// Reads one type; `nil` when the text is not a type this reader handles.
  mutating func readType() -> String? {
    var open: [OpenList] = []
    while true {
      guard !isAtEnd, let (type, opened) = readStep(open: &open) else {
        // A name cut short closes every open list, the innermost with an ellipsis.
        return isCut ? closeAll(open) : nil
      }
      if opened { continue }
      guard !open.isEmpty else { return type }
      let label = open[open.count - 1].label
      open[open.count - 1].items.append(label.map { "\($0): \(type)" } ?? type)
      open[open.count - 1].label = nil
    }
  }

  /// Reads one token: a finished type, or an opened list or label (`opened` is `true`).
  private mutating func readStep(open: inout [OpenList]) -> (type: String, opened: Bool)? {
    if let last = open.last {
      if peek == "_" {
        position += 1
        return (open.removeLast().closed(cut: false), false)
      }
      if last.head == nil, last.label == nil, peek?.isNumber == true {
        // A tuple element's label.
        guard let label = readIdentifier() else { return nil }
        open[open.count - 1].label = label
        return ("", true)
      }
    }
    switch peek {
    case "G":
      position += 1
      let head: String?
      if peek == "S", let substituted = readSubstitution() {
        head = substituted
      } else {
        head = readNominal()
      }
      guard let head else { return nil }
      open.append(OpenList(head: head))
      return ("", true)
    case "T":
      position += 1
      open.append(OpenList(head: nil))
      return ("", true)
    case "C", "V", "O":
      return readNominal().map { ($0, false) }
    case "S":
      guard let substituted = readSubstitution(), let name = substituted else { return nil }
      return (name, false)
    default:
      return nil
    }
  }

  /// Closes the open lists of a name cut short and moves to the end of the text.
  private mutating func closeAll(_ open: [OpenList]) -> String? {
    position = text.count
    var lists = open
    guard var finished = lists.popLast()?.closed(cut: true) else { return nil }
    while var outer = lists.popLast() {
      outer.items.append(finished)
      finished = outer.closed(cut: false)
    }
    return finished
  }

  /// Reads `C`, `V` or `O`, a context and a name; records the type as a substitution.
  private mutating func readNominal() -> String? {
    var kinds = 0
    while let kind = peek, kind == "C" || kind == "V" || kind == "O" {
      position += 1
      kinds += 1
    }
    guard kinds > 0 else { return nil }
    // The outermost context: a module, `s` (Swift), or a substitution.
    var path: String?
    if peek == "s" {
      position += 1
    } else if peek == "S" {
      guard let substituted = readSubstitution() else { return nil }
      path = substituted
    } else {
      guard let module = readIdentifier() else { return nil }
      _ = module
      substitutions.append(nil)
    }
    // One name per kind letter: `CC7App5Outer5Inner` is `Outer.Inner`.
    for _ in 0..<kinds {
      guard let name = readIdentifier() else { return nil }
      let full = path.map { "\($0).\(name)" } ?? name
      substitutions.append(full)
      path = full
    }
    return path
  }

  /// Reads `S_`, `S<n>_` or a standard library short form; the inner `nil` is a module.
  private mutating func readSubstitution() -> String?? {
    guard peek == "S" else { return nil }
    position += 1
    guard let next = peek else { return nil }
    if let standard = Self.standardTypes[next] {
      position += 1
      return .some(standard)
    }
    var index = 0
    if next != "_" {
      guard let number = readNumber() else { return nil }
      index = number + 1
    }
    guard peek == "_", index < substitutions.count else { return nil }
    position += 1
    return .some(substitutions[index])
  }

  /// Reads `<length><text>`, or a private name `P<discriminator><name>`.
  private mutating func readIdentifier() -> String? {
    if peek == "P" {
      position += 1
      guard readIdentifier() != nil else { return nil }
    }
    guard let length = readNumber(), length > 0, position + length <= text.count else {
      return nil
    }
    defer { position += length }
    return String(text[position..<position + length])
  }

  private mutating func readNumber() -> Int? {
    var value: Int?
    while let digit = peek?.wholeNumberValue, peek?.isASCII == true {
      value = (value ?? 0) * 10 + digit
      guard value ?? 0 < 1_000_000 else { return nil }
      position += 1
    }
    return value
  }

  /// The standard library's short forms, `S` followed by one letter.
  private static let standardTypes: [Character: String] = [
    "a": "Array", "b": "Bool", "c": "UnicodeScalar", "d": "Double", "f": "Float", "i": "Int",
    "P": "UnsafePointer", "p": "UnsafeMutablePointer", "q": "Optional",
    "Q": "ImplicitlyUnwrappedOptional", "S": "String", "u": "UInt",
  ]
}
