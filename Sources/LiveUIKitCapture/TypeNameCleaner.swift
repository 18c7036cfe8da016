/// Cleans class names read from a running app so snapshots stay readable and deterministic.
///
/// Cleaning does three things, in order:
///
/// 1. Demangles Objective-C runtime names of Swift classes that start with `_Tt`, such as
///    `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`, into `_UIHostingView<AnyView>` (see
///    ``ObjCRuntimeNameDemangler``). A name it cannot read stays as it is.
/// 2. Removes `(unknown context at $…)` from the names of local types.
/// 3. Removes addresses such as `0x7f91581066f0`, with the `:` or `;` before them, so a
///    description like `<UIView: 0x7f9…>` becomes `<UIView>`.
public enum TypeNameCleaner {
  /// Returns a class name demangled and without addresses.
  ///
  /// - Parameter name: A class name or short description.
  /// - Returns: The cleaned name.
  public static func clean(_ name: String) -> String {
    var result = name
    if result.hasPrefix("_Tt"), let demangled = ObjCRuntimeNameDemangler.demangle(result) {
      result = demangled
    }
    result = removingUnknownContexts(result)
    result = stripAddresses(result)
    return result
  }

  /// Removes hexadecimal addresses, and the separator and spaces just before each.
  ///
  /// - Parameter text: Any description.
  /// - Returns: The text without addresses.
  public static func stripAddresses(_ text: String) -> String {
    let characters = Array(text)
    var output: [Character] = []
    var index = 0
    while index < characters.count {
      let isAddress =
        characters[index] == "0" && index + 2 < characters.count
        && (characters[index + 1] == "x" || characters[index + 1] == "X")
        && characters[index + 2].isHexDigit
        && (index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber))
      guard isAddress else {
        output.append(characters[index])
        index += 1
        continue
      }
      index += 2
      while index < characters.count, characters[index].isHexDigit { index += 1 }
      while let last = output.last, last == " " { output.removeLast() }
      if let last = output.last, last == ":" || last == ";" || last == "@" { output.removeLast() }
    }
    return String(output)
  }

  /// Removes `(unknown context at $…)` groups with the dot after them, so
  /// `App.(unknown context at $10a8c).Local` becomes `App.Local`.
  private static func removingUnknownContexts(_ text: String) -> String {
    let marker = Array("(unknown context at $")
    let characters = Array(text)
    var output: [Character] = []
    var index = 0
    while index < characters.count {
      guard characters[index...].starts(with: marker),
        let close = characters[index...].firstIndex(of: ")")
      else {
        output.append(characters[index])
        index += 1
        continue
      }
      index = close + 1
      if index < characters.count, characters[index] == "." { index += 1 }
    }
    return String(output)
  }
}
