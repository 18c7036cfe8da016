/// The names captures give Swift types: as the code names them, enclosing types included, with
/// no module (UIKit reference §2.4, §5.1).
///
/// `String(describing:)` drops enclosing types (`TabItem.RootView` becomes `RootView`), while a
/// class's runtime name, which a device capture reads, keeps them; so the headless model names
/// the app's types from `String(reflecting:)` without the modules, the way the live capture's
/// demangler reads runtime names.
package enum TypeNames {
  /// Returns the capture name of a type: `Suite.Fixture`, `Row<Item>`, `Optional<Int>`.
  ///
  /// - Parameter type: Any type.
  /// - Returns: The name without modules and without `(unknown context at $…)`.
  package static func of(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = names.withLock({ $0[key] }) { return known }
    let name = withoutModules(String(reflecting: type))
    names.withLock { $0[key] = name }
    return name
  }

  /// The names worked out so far, by type: `String(reflecting:)` goes through the runtime's
  /// demangler, and a capture asks for the same few types on every update.
  private static let names = Locked<[ObjectIdentifier: String]>([:])

  /// Removes the module from every qualified name in a `String(reflecting:)` rendering, and the
  /// `(unknown context at $…)` of local types.
  ///
  /// - Parameter reflecting: A type's fully qualified name, such as
  ///   `App.Box<Swift.Optional<App.Suite.Item>>`.
  /// - Returns: The name without modules, such as `Box<Optional<Suite.Item>>`.
  package static func withoutModules(_ reflecting: String) -> String {
    var output = ""
    var name: [Substring] = []
    var rest = Substring(reflecting)
    func flush() {
      output += (name.count > 1 ? name.dropFirst() : name[...]).joined(separator: ".")
      name = []
    }
    while let first = rest.first {
      if first.isLetter || first.isNumber || first == "_" {
        let identifier = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        name.append(identifier)
        rest = rest.dropFirst(identifier.count)
        if rest.first == "." {
          rest = rest.dropFirst()
          // `(unknown context at $…)`, once per enclosing function, stands before a local type.
          while rest.hasPrefix("(unknown context at $"), let close = rest.firstIndex(of: ")") {
            rest = rest[rest.index(after: close)...]
            if rest.first == "." { rest = rest.dropFirst() }
          }
        } else {
          flush()
        }
      } else {
        flush()
        output.append(first)
        rest = rest.dropFirst()
      }
    }
    flush()
    return output
  }
}
