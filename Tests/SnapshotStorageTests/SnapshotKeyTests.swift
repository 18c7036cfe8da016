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
      ["__", "______etc", "_", "a_b", "__", "_", "_", "_", "a_b_c", "_"])
  )
  func sanitisesExactly(component: String, expected: String) {
    let key = SnapshotKey(
      module: component, suitePath: [component], function: component, name: component,
      fileExtension: component)
    #expect(key.relativePath == "\(expected)/\(expected)/\(expected).\(expected).\(expected)")
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
/// or holds anything but ASCII letters, digits, `_`, `-` and `.`.
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
      scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
          || scalar == "-" || scalar == ".")
    }
    #expect(allowed, "\(relativePath)", sourceLocation: sourceLocation)
  }
  let fileName = String(components.last ?? "")
  #expect(!fileName.hasPrefix("."), "\(relativePath)", sourceLocation: sourceLocation)
  #expect(!fileName.contains(".."), "\(relativePath)", sourceLocation: sourceLocation)
}
