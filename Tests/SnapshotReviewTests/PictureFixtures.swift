import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The snapshot files and expected pictures under `Fixtures/Pictures`, read by path.
enum PictureFixtures {
  /// The fixtures folder.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Pictures", isDirectory: true)

  /// The package root, whose `Snapshots/` holds the real references.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A fixture's location.
  static func url(_ name: String) -> URL {
    folder.appendingPathComponent(name)
  }

  /// Compares a picture with its expected bytes; on a difference, names the first line that
  /// differs and the command that writes the picture again.
  static func expect(
    _ actual: String, matches name: String, rerecord command: String,
    keepingActualAt kept: URL? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    // A missing fixture reads as empty, so the first run says how to write it.
    let expected = (try? String(contentsOf: url(name), encoding: .utf8)) ?? ""
    guard actual != expected else { return }
    if let kept { try Data(actual.utf8).write(to: kept) }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actualLines.count, expectedLines.count)
    let shown = { (lines: [Substring]) in line < lines.count ? String(lines[line]) : "(end)" }
    Issue.record(
      Comment(
        rawValue: """
          The picture differs from Fixtures/Pictures/\(name) at line \(line + 1):
            expected: \(shown(expectedLines))
            actual:   \(shown(actualLines))
          If the change is intended, write it again from the package root:
            \(command)
          """), sourceLocation: sourceLocation)
  }

  /// Whether a text is well-formed XML.
  static func isWellFormedXML(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
  }
}
