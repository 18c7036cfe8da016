import PresentationHierarchy
@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ReportDigest {
  /// The suffix of a before/after picture, added to its actual recording's path in the
  /// artifacts folder, as `.patch` is for its diff.
  static let pictureSuffix = ".svg"

  /// Writes, for each failed snapshot whose actual recording is in the artifacts folder, the
  /// picture of the steps that differ, the reference's on the left and the actual on the
  /// right, next to that recording, and records its path in the item.
  ///
  /// A snapshot whose reference or actual recording can't be read or parsed, or whose steps
  /// are all the same, gets no picture.
  ///
  /// - Parameters:
  ///   - report: The report the digest was built from.
  ///   - packageRoot: The package root the report's relative paths start from.
  ///   - fileSystem: Where to read the recordings and write the pictures.
  /// - Returns: A message for each picture that could not be written.
  mutating func writePictures(
    report: SnapshotReport, packageRoot: URL, fileSystem: any SnapshotFileSystem
  ) -> [String] {
    let files = ReportFiles(packageRoot: packageRoot, fileSystem: fileSystem)
    let entries = report.entries.filter { $0.outcome != .passed }
    var problems: [String] = []
    for (position, entry) in zip(snapshots.indices, entries) where entry.outcome == .failed {
      guard let artifact = entry.artifact else { continue }
      guard let actualBytes = files.bytes(artifact),
        let actual = try? SnapshotFormat.parse(utf8: actualBytes)
      else { continue }
      let referenceBytes = files.bytes(entry.snapshot)
      var reference: Recording?
      if let referenceBytes {
        guard let parsed = try? SnapshotFormat.parse(utf8: referenceBytes) else { continue }
        reference = parsed
      }
      let summary =
        snapshots[position].summary
        ?? SnapshotComparison(
          old: referenceBytes, new: actualBytes, oldPath: "a", newPath: "b"
        ).summary
      guard
        let svg = BeforeAfterPicture.svg(
          reference: reference, actual: actual, title: entry.snapshot, summary: summary)
      else { continue }
      let pictureURL = URL(fileURLWithPath: files.url(artifact).path + Self.pictureSuffix)
      do {
        try fileSystem.write(Array(svg.utf8), to: pictureURL)
      } catch {
        problems.append(
          "can't write the picture \(pictureURL.path): \(SnapshotStore.reason(error))")
        continue
      }
      snapshots[position].picture = Self.relativePath(to: pictureURL, from: packageRoot)
    }
    return problems
  }

  /// The path of a file relative to a folder, with `..` for each level it climbs.
  static func relativePath(to file: URL, from folder: URL) -> String {
    let target = file.standardizedFileURL.pathComponents
    let base = folder.standardizedFileURL.pathComponents
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] {
      common += 1
    }
    let climbs = Array(repeating: "..", count: base.count - common)
    return (climbs + target[common...]).joined(separator: "/")
  }
}
