import Foundation
import Testing

/// The seed articles' code runs in these tests as published: each code block of both articles
/// appears in `SeedApps/Article000` or `SeedApps/Article001` unchanged, whitespace aside, import
/// lines included, and those folders add only an app file's own import lines (`import SwiftUI`,
/// `import UIKit`, which the package's module aliases map onto the headless models), comments
/// and the wrappers a snippet needs to compile.
struct ArticleCodeTests {
  /// The folder of this test target's sources, and its siblings.
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The lines the article folders may add around the blocks (trimmed).
  private static let allowedAdditions: Set<String> = [
    // The imports an app file has where the article shows a block without them.
    "import SwiftUI", "import UIKit",
    // Around article 000's statement snippet, so it compiles inside a function.
    "/// The article's snippet, returning the controller it configures.", "@MainActor",
    "func articleConfiguredController() -> UIViewController {", "return presentableContent", "}",
    // Around article 001's second `ContentView`, whose name the first one already takes.
    "/// The article's second `ContentView`.", "enum SeparateWindow {",
  ]

  /// A file's lines, trimmed, without blank lines and the file's leading comment.
  ///
  /// The articles' own comments and imports are kept, so they are checked too.
  private static func codeLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .drop { $0.isEmpty || ($0.hasPrefix("//") && !$0.hasPrefix("///")) }
      .filter { !$0.isEmpty }
  }

  private static func read(_ url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  private static func files(in folder: String, suffix: String) throws -> [URL] {
    let url = root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
      .filter { $0.lastPathComponent.hasSuffix(suffix) }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test("Every article block appears unchanged in the compiled sources")
  func blocksAreVerbatim() throws {
    let blocks = try Self.files(in: "ArticleBlocks", suffix: ".swift.txt")
    #expect(blocks.count == 7, "three blocks in article 000, four in article 001")
    let sources = try ["SeedApps/Article000", "SeedApps/Article001"].flatMap {
      try Self.files(in: $0, suffix: ".swift")
    }
    var unmatched = try sources.map { try Self.codeLines(Self.read($0)) }
    for block in blocks {
      let wanted = try Self.codeLines(Self.read(block))
      let found = unmatched.indices.lazy.compactMap { file in
        Self.range(of: wanted, in: unmatched[file]).map { (file, $0) }
      }.first
      guard let (file, range) = found else {
        Issue.record("\(block.lastPathComponent) appears in no file of SeedApps/Article00*")
        continue
      }
      unmatched[file].removeSubrange(range)
    }
    // What is left is what the folders add to the articles' code.
    let added = Set(unmatched.joined())
    #expect(added.subtracting(Self.allowedAdditions).isEmpty, "unexpected additions: \(added)")
  }

  /// The range of `needle` as consecutive lines of `haystack`.
  private static func range(of needle: [String], in haystack: [String]) -> Range<Int>? {
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    return (0...(haystack.count - needle.count)).lazy.map { $0..<($0 + needle.count) }
      .first { haystack[$0].elementsEqual(needle) }
  }

  @Test("Every seed app file imports SwiftUI and UIKit as an app file does, never the models")
  func importsAreAnAppsOwn() throws {
    let folders = ["SeedApps/Article000", "SeedApps/Article001", "SeedApps/Additions"]
    for file in try folders.flatMap({ try Self.files(in: $0, suffix: ".swift") }) {
      let lines = try Self.read(file).split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let edits = lines.filter {
        $0.contains("Headless") && $0.contains("import ") || $0.hasPrefix("#if canImport")
      }
      #expect(edits.isEmpty, "\(file.lastPathComponent) edits its imports: \(edits)")
    }
  }

  @Test("The blocks are the articles' own: article 000 has the modifier, article 001 the window")
  func blocksHoldTheArticlesCode() throws {
    let modifier = try Self.read(Self.root.appendingPathComponent("ArticleBlocks/000-3.swift.txt"))
    #expect(modifier.contains("func presentContentOverFullScreen<ContentView>("))
    let window = try Self.read(Self.root.appendingPathComponent("ArticleBlocks/001-2.swift.txt"))
    #expect(window.contains("newWindow.makeKeyAndVisible()"))
  }
}
