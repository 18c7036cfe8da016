import Foundation
import HierarchyTestSupport
import SnapshotStorage
import Testing

struct SnapshotKeyTests {
  @Test(
    "The relative path is module, suites, function without arguments, name and extension",
    arguments: zip(
      [
        SnapshotKey(module: "Module", suitePath: ["Suite"], function: "presentsSheet()"),
        SnapshotKey(
          module: "Module", suitePath: ["Suite"], function: "presentsSheet()", name: "dark mode"),
        SnapshotKey(
          module: "ExamplesTests", suitePath: ["Outer", "Inner", "Innermost"],
          function: "launch(style:count:)"),
        SnapshotKey(
          module: "Module", suitePath: ["Suite"], function: "presentsSheet()", fileExtension: "json"
        ),
        SnapshotKey(module: "Module", suitePath: [], function: "free()"),
        SnapshotKey(module: "Module", suitePath: ["Suite"], function: "plain"),
        SnapshotKey(
          module: "Module", suitePath: ["Suite"], function: "f()", name: "Step-2_final"),
      ],
      [
        "Module/Suite/presentsSheet.txt",
        "Module/Suite/presentsSheet.dark_mode.txt",
        "ExamplesTests/Outer/Inner/Innermost/launch.txt",
        "Module/Suite/presentsSheet.json",
        "Module/free.txt",
        "Module/Suite/plain.txt",
        "Module/Suite/f.Step-2_final.txt",
      ])
  )
  func buildsRelativePath(key: SnapshotKey, expected: String) {
    #expect(key.relativePath == expected)
    #expect(key.description == expected)
  }

  @Test(
    "functionName drops a trailing argument list",
    arguments: zip(
      ["presentsSheet()", "launch(style:)", "plain", "(", "f(a:)(b:)", ""],
      ["presentsSheet", "launch", "plain", "", "f", ""])
  )
  func dropsArguments(function: String, expected: String) {
    #expect(SnapshotKey.functionName(function) == expected)
  }

  @Test(
    "Hostile components are sanitised to exact, safe names",
    arguments: zip(
      ["..", "../../etc", "/", "a/b", "é🐬", "", ".", "~", "a b\tc", "\u{0}"],
      ["__", "______etc", "_", "a_b", "é_", "_", "_", "_", "a_b_c", "_"])
  )
  func sanitizesExactly(component: String, expected: String) {
    let key = SnapshotKey(
      module: component, suitePath: [component], function: component, name: component,
      fileExtension: component)
    #expect(key.relativePath == "\(expected)/\(expected)/\(expected).\(expected).\(expected)")
  }

  @Test("Names in any script keep their letters, in one normalisation form")
  func keepsLettersOfAnyScript() {
    let dark = SnapshotKey(module: "M", suitePath: ["S"], function: "f()", name: "ダーク")
    let light = SnapshotKey(module: "M", suitePath: ["S"], function: "f()", name: "ライト")
    #expect(dark.relativePath == "M/S/f.ダーク.txt")
    #expect(light.relativePath == "M/S/f.ライト.txt")
    let decomposed = SnapshotKey(
      module: "M", suitePath: ["S"], function: "f()", name: "cafe\u{301}")
    let composed = SnapshotKey(module: "M", suitePath: ["S"], function: "f()", name: "caf\u{E9}")
    #expect(decomposed.relativePath == composed.relativePath)
    #expect(Array(decomposed.relativePath.unicodeScalars).contains("\u{E9}"))
    let arabicDigits = SnapshotKey(module: "M", suitePath: ["S"], function: "f()", name: "٣ Ω")
    #expect(arabicDigits.relativePath == "M/S/f.٣_Ω.txt")
  }

  @Test("A name too long for a file name keeps a prefix and a stable hash, within the limit")
  func shortensLongComponents() {
    let long = String(repeating: "a", count: 300)
    let other = String(repeating: "a", count: 299) + "b"
    let japanese = String(repeating: "ダ", count: 100)
    let keys = [long, other, japanese].map {
      SnapshotKey(module: "M", suitePath: [$0], function: $0 + "()", name: $0)
    }
    for key in keys {
      let components = key.relativePath.split(separator: "/")
      let fileName = String(components.last ?? "")
      #expect(fileName.utf8.count + ".new".utf8.count <= 255, "\(fileName)")
      for part in components.dropLast() + fileName.split(separator: ".") {
        #expect(part.utf8.count <= 120)
      }
    }
    #expect(Set(keys.map(\.relativePath)).count == 3)
    #expect(
      keys[0].relativePath
        == SnapshotKey(module: "M", suitePath: [long], function: long + "()", name: long)
        .relativePath)
    let component = String(keys[0].relativePath.split(separator: "/")[1])
    #expect(component.hasPrefix(String(repeating: "a", count: 103) + "~"))
    #expect(component.utf8.count == 120)
    let cut = String(keys[2].relativePath.split(separator: "/")[1])
    #expect(cut.hasPrefix("ダダ") && cut.utf8.count <= 120 && cut.contains("~"))
  }

  @Test(
    "No component of any field can climb out of the Snapshots folder",
    arguments: hostileComponents
  )
  func keepsHostileComponentsInside(component: String) {
    let keys = [
      SnapshotKey(module: component, suitePath: ["Suite"], function: "f()"),
      SnapshotKey(module: "M", suitePath: [component, component], function: "f()"),
      SnapshotKey(module: "M", suitePath: ["Suite"], function: component),
      SnapshotKey(module: "M", suitePath: ["Suite"], function: component + "()"),
      SnapshotKey(module: "M", suitePath: ["Suite"], function: "f()", name: component),
      SnapshotKey(module: "M", suitePath: ["Suite"], function: "f()", fileExtension: component),
    ]
    for key in keys {
      expectSafe(key.relativePath)
    }
  }

  @Test(
    "Generated keys stay inside the base folder once resolved and standardised",
    arguments: 0..<4 as Range<UInt64>
  )
  func staysInsideBase(seed: UInt64) {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let base = URL(fileURLWithPath: "/base/Snapshots", isDirectory: true)
    for _ in 0..<250 {
      let suiteCount = Int.random(in: 0...3, using: &generator)
      let key = SnapshotKey(
        module: randomComponent(using: &generator),
        suitePath: (0..<suiteCount).map { _ in randomComponent(using: &generator) },
        function: randomComponent(using: &generator),
        name: Bool.random(using: &generator) ? randomComponent(using: &generator) : nil,
        fileExtension: randomComponent(using: &generator))
      expectSafe(key.relativePath)
      let resolved = base.appendingPathComponent(key.relativePath).standardizedFileURL.path
      #expect(resolved.hasPrefix("/base/Snapshots/"), "\(key.relativePath) -> \(resolved)")
      #expect(
        resolved.split(separator: "/").count
          == 2 + key.relativePath.split(separator: "/", omittingEmptySubsequences: false).count)
    }
  }
}

// MARK: - Fixtures

private let hostileComponents = [
  "..", "../../etc", "/", "a/b", "é", "🐬", "e\u{301}", "", ".", "...", "./", "/..", "\\..",
  "..\\..", "~", "%2e%2e", "\u{FF0E}\u{FF0E}", "\u{2024}\u{2024}", "\n", "\u{0}", "a/../../b",
]

/// Pieces chosen to assemble path-traversal attempts and characters that need sanitising.
private let pieces = [
  "..", ".", "/", "\\", "a", "Z", "9", "-", "_", " ", "(", ")", "é", "🐬", "\u{0}", "\n", "~",
  "%2f", "\u{2215}", "\u{FF0F}", ":", "*", "?",
]

private func randomComponent(using generator: inout SeededRandomNumberGenerator) -> String {
  (0..<Int.random(in: 0...6, using: &generator))
    .map { _ in pieces.randomElement(using: &generator) ?? "" }
    .joined()
}

/// Checks that a relative path is safe: not absolute, and no component is empty, `.` or `..`
/// or holds anything but letters, marks and digits of any script, `_`, `-`, `~` and `.`.
private func expectSafe(
  _ relativePath: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(!relativePath.hasPrefix("/"), sourceLocation: sourceLocation)
  let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
  for component in components {
    #expect(
      !component.isEmpty && component != "." && component != "..",
      "\(relativePath)", sourceLocation: sourceLocation)
    let allowed = component.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
        .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
        return true
      default:
        return "_-~.".unicodeScalars.contains(scalar)
      }
    }
    #expect(allowed, "\(relativePath)", sourceLocation: sourceLocation)
  }
  let fileName = String(components.last ?? "")
  #expect(!fileName.hasPrefix("."), "\(relativePath)", sourceLocation: sourceLocation)
  #expect(!fileName.contains(".."), "\(relativePath)", sourceLocation: sourceLocation)
}
