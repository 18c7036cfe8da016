/// Cleans class names read from a running app so snapshots stay readable and deterministic, and
/// name classes as the headless model does.
///
/// A live capture reads each class's runtime name, `NSStringFromClass(type(of: view))`: the
/// name `recursiveDescription` and `_printHierarchy` print. The runtime names an Objective-C
/// class (`UITransitionView`) plainly, a top-level Swift class `Module.Name`
/// (`SwiftUI.UIKitTabBarController`) and any other Swift class (generic, nested, private) by
/// its mangled name (`_TtGC7SwiftUI19UIHostingControllerVVS_7TabItem8RootView_`). Cleaning
/// does four things, in order:
///
/// 1. Demangles names that start with `_Tt` into `UIHostingController<TabItem.RootView>` (see
///    ``ObjCRuntimeNameDemangler``): enclosing types stay, modules go. A name it cannot read
///    stays as it is.
/// 2. Drops the module of a `Module.Name`, unless the module is `SwiftUI`: SwiftUI's own
///    classes keep it, as dumps print them and the headless model names them
///    (`SwiftUI.UIKitTabBarController`), while an app's class is named as its code names it
///    (`ProfileViewController`, not `MyApp.ProfileViewController`).
/// 3. Removes `(unknown context at $…)` from the names of local types.
/// 4. Removes addresses such as `0x7f91581066f0`, with the `:` or `;` before them, so a
///    description like `<UIView: 0x7f9…>` becomes `<UIView>`.
public enum TypeNameCleaner {
  /// The modules whose `Module.Name` runtime names captures keep whole: SwiftUI, whose private
  /// classes dumps print so (UIKit reference §2.4 [OBS]).
  static let keptModules: Set<Substring> = ["SwiftUI"]

  /// Returns a class name demangled and without addresses.
  ///
  /// - Parameter name: A class name or short description.
  /// - Returns: The cleaned name.
  public static func clean(_ name: String) -> String {
    var result = name
    if result.hasPrefix("_Tt") {
      result = ObjCRuntimeNameDemangler.demangle(result) ?? result
    } else {
      result = droppingAppModule(result)
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

  /// Drops the module of a top-level Swift class's runtime name, `Module.Name`, unless the
  /// module is one of ``keptModules``; any other text stays as it is.
  private static func droppingAppModule(_ name: String) -> String {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy(isIdentifier), !keptModules.contains(parts[0])
    else { return name }
    return String(parts[1])
  }

  /// Whether text is a Swift identifier of ASCII letters, digits and underscores.
  private static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.first, !first.isNumber else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
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
