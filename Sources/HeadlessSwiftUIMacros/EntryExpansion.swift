// `@Entry` and `@__EntryDefaultValue`: SwiftUI's macros that turn `@Entry var name: Type = value`
// in an extension of `EnvironmentValues` or `Transaction` into a computed property reading and
// writing a private key. The expansion is SwiftUI's: a getter and setter that subscript
// `self[__Key_name.self]`, and a peer `private struct __Key_name` conforming to the key protocol
// with `typealias Value = Type` and `static var defaultValue: Value { value }` ([DOC]
// swiftui/entry(); [OBS] Xcode 16's "Expand Macro" shows this shape, quoted on
// forums.swift.org/t/74061). A property written without a type (`@Entry var flag = true`, as
// Apple's page shows) gets a key whose `defaultValue` is `@__EntryDefaultValue static var
// defaultValue = true`, so the compiler infers the type as it does for the property.
//
// Unlike SwiftUI's, the key protocol is written unqualified (`EnvironmentKey`, not
// `SwiftUICore.EnvironmentKey`): an app compiled against the model names the module `SwiftUI`
// through a module alias, this package's own code names it `HeadlessSwiftUI`, and neither name
// works in the other.

/// What went wrong reading a declaration, said as the compiler shows it.
struct ExpansionError: Error {
  let message: String
}

/// The parts of the property `@Entry` is attached to, read from its source text.
struct EntryProperty {
  /// The property's name, without backticks.
  var name: String
  /// The written type, or nil when the type is inferred from the initial value.
  var type: String?
  /// The initial value's text, or nil when there is none.
  var initialValue: String?

  /// Reads a property declaration: attributes and modifiers, `var`, the name, an optional
  /// type annotation and an optional initial value.
  init(parsing source: String) throws(ExpansionError) {
    var reader = DeclarationReader(Array(source))
    reader.skipAttributesAndModifiers()
    guard reader.word() == "var" else {
      throw ExpansionError(message: "'@Entry' can only be attached to a 'var' property")
    }
    reader.skipSpace()
    guard let name = reader.identifier() else {
      throw ExpansionError(message: "'@Entry' needs a property with a simple name")
    }
    self.name = name
    reader.skipSpace()
    if reader.take(":") {
      let type = reader.text(until: ["=", "{"]).trimmedOfSpace
      self.type = type.isEmpty ? nil : type
    }
    if reader.take("{") {
      throw ExpansionError(message: "'@Entry' can't be attached to a property with accessors")
    }
    if reader.take("=") {
      let value = reader.text(until: []).trimmedOfSpace
      initialValue = value.isEmpty ? nil : value
    }
    guard type != nil || initialValue != nil else {
      throw ExpansionError(message: "'@Entry' needs a type annotation or an initial value")
    }
  }

  /// The initial value, or `nil` for an optional type written without one.
  func defaultValue() throws(ExpansionError) -> String {
    if let initialValue { return initialValue }
    if let type, type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") {
      return "nil"
    }
    throw ExpansionError(
      message: "'@Entry' needs a default value: write '= …' after the type, or make it optional")
  }
}

/// The key protocol for the type an `@Entry` property extends.
///
/// - Parameter extendedType: The extended type's name, as the extension writes it.
/// - Returns: The protocol's name, as the key's conformance writes it.
/// - Throws: An error naming the types `@Entry` serves, for any other type.
func entryKeyProtocol(extending extendedType: String) throws(ExpansionError) -> String {
  switch extendedType.split(separator: ".").last.map(String.init) {
  case "EnvironmentValues": return "EnvironmentKey"
  case "Transaction": return "TransactionKey"
  default:
    throw ExpansionError(
      message: "'@Entry' is for properties in an extension of EnvironmentValues or Transaction")
  }
}

/// The accessors `@Entry` gives the property: a getter and a setter through its key.
func entryAccessors(for property: EntryProperty) -> String {
  """
  {
      get {
          self[__Key_\(property.name).self]
      }
      set {
          self[__Key_\(property.name).self] = newValue
      }
  }
  """
}

/// The private key type `@Entry` declares beside the property.
///
/// - Parameters:
///   - property: The property.
///   - keyProtocol: The protocol the key conforms to.
/// - Returns: The key's declaration.
/// - Throws: An error when the property has no default value.
func entryKey(for property: EntryProperty, conformingTo keyProtocol: String) throws(ExpansionError)
  -> String
{
  let value = try property.defaultValue()
  guard let type = property.type else {
    return """
      private struct __Key_\(property.name): \(keyProtocol) {
          @__EntryDefaultValue static var defaultValue = \(value)
      }
      """
  }
  return """
    private struct __Key_\(property.name): \(keyProtocol) {
        typealias Value = \(type)
        static var defaultValue: Value {
            \(value)
        }
    }
    """
}

/// The getter `@__EntryDefaultValue` turns a key's `static var defaultValue = value` into, so
/// the value is made afresh on each read, as a computed `defaultValue` is.
func entryDefaultValueAccessors(for property: EntryProperty) throws(ExpansionError) -> String {
  let value = try property.defaultValue()
  return """
    {
        get {
            \(value)
        }
    }
    """
}

/// The length in UTF-8 bytes of the spaces and comments a declaration's text starts with.
func leadingTriviaLength(of source: String) -> Int {
  var reader = DeclarationReader(Array(source))
  reader.skipSpace()
  return String(reader.characters[..<reader.index]).utf8.count
}

/// A cursor over a declaration's characters.
private struct DeclarationReader {
  let characters: [Character]
  var index = 0

  init(_ characters: [Character]) { self.characters = characters }

  var current: Character? { index < characters.count ? characters[index] : nil }

  /// Skips spaces, newlines and comments.
  mutating func skipSpace() {
    while let character = current {
      if character.isWhitespace {
        index += 1
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
        while let next = current, !next.isNewline { index += 1 }
      } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
        index += 2
        while index + 1 < characters.count,
          !(characters[index] == "*" && characters[index + 1] == "/")
        {
          index += 1
        }
        index = min(index + 2, characters.count)
      } else {
        return
      }
    }
  }

  /// Skips `@Attribute(…)`s and modifiers such as `public` or `private(set)`, stopping before
  /// `var`, `let` or `extension`.
  mutating func skipAttributesAndModifiers() {
    while true {
      skipSpace()
      let start = index
      if take("@") {
        _ = word()
        skipParenthesised()
        continue
      }
      let modifier = word()
      guard let modifier, !["var", "let", "extension"].contains(modifier) else {
        index = start
        return
      }
      skipParenthesised()
    }
  }

  /// Skips a parenthesised argument list, if one follows.
  private mutating func skipParenthesised() {
    let start = index
    skipSpace()
    guard take("(") else {
      index = start
      return
    }
    var depth = 1
    while let character = current, depth > 0 {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      index += 1
    }
  }

  /// Consumes `character` if it comes next.
  mutating func take(_ character: Character) -> Bool {
    guard current == character else { return false }
    index += 1
    return true
  }

  /// A word of identifier characters (dots included, for qualified attribute names).
  mutating func word() -> String? {
    let start = index
    while let character = current,
      character.isLetter || character.isNumber || character == "_" || character == "."
    {
      index += 1
    }
    return index > start ? String(characters[start..<index]) : nil
  }

  /// A property name, plain or in backticks, returned without the backticks.
  mutating func identifier() -> String? {
    guard take("`") else { return word() }
    let start = index
    while let character = current, character != "`" { index += 1 }
    let name = String(characters[start..<index])
    index += 1
    return name.isEmpty ? nil : name
  }

  /// The text up to the first of `stops`, or to the end.
  mutating func text(until stops: Set<Character>) -> String {
    let start = index
    while let character = current, !stops.contains(character) { index += 1 }
    return String(characters[start..<index])
  }
}

extension String {
  /// The text without its leading and trailing spaces and newlines.
  fileprivate var trimmedOfSpace: String {
    var scalars = Substring(self)
    while scalars.first?.isWhitespace == true { scalars.removeFirst() }
    while scalars.last?.isWhitespace == true { scalars.removeLast() }
    return String(scalars)
  }
}

/// The type an extension extends, from the extension's source text (`extension
/// EnvironmentValues { … }` gives `EnvironmentValues`), or nil for any other declaration.
func extendedTypeName(ofExtension source: String) -> String? {
  var reader = DeclarationReader(Array(source))
  reader.skipAttributesAndModifiers()
  guard reader.word() == "extension" else { return nil }
  reader.skipSpace()
  return reader.word()
}
