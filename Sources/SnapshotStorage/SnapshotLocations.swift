#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Where snapshot references, artifacts and run files live for one package.
public struct SnapshotLocations: Hashable, Sendable {
  /// The package or project root: the folder that holds `Package.swift`, or an Xcode project
  /// or workspace (`App.xcodeproj`, `App.xcworkspace`); paths in messages are relative to it.
  public var packageRoot: URL
  /// The folder that holds the references, `Snapshots/` under the package root by default.
  public var snapshotsDirectory: URL
  /// The folder that receives actual recordings and patches of failures, if any.
  public var artifactsDirectory: URL?

  /// The environment variable that names the snapshots folder, for CI systems that move sources.
  public static let snapshotsDirectoryVariable = "SNAPSHOTS_DIR"
  /// The environment variable that names the artifacts folder.
  public static let artifactsDirectoryVariable = "SNAPSHOT_ARTIFACTS"

  /// Creates locations from explicit folders.
  ///
  /// - Parameters:
  ///   - packageRoot: The package root.
  ///   - snapshotsDirectory: The folder that holds the references; `Snapshots/` under the
  ///     package root when `nil`.
  ///   - artifactsDirectory: The folder that receives failures' actual recordings and patches.
  public init(packageRoot: URL, snapshotsDirectory: URL? = nil, artifactsDirectory: URL? = nil) {
    self.packageRoot = packageRoot
    self.snapshotsDirectory =
      snapshotsDirectory ?? packageRoot.appendingPathComponent("Snapshots", isDirectory: true)
    self.artifactsDirectory = artifactsDirectory
  }

  /// Finds the locations for a test file: the nearest folder above it that holds
  /// `Package.swift`, an `.xcodeproj` or an `.xcworkspace` (an app's test target), overridden by
  /// `SNAPSHOTS_DIR` and completed by `SNAPSHOT_ARTIFACTS`.
  ///
  /// A relative `SNAPSHOTS_DIR` or `SNAPSHOT_ARTIFACTS` is resolved against the package root,
  /// never against the current directory, so `swift test` run from any folder of the package
  /// uses the same files. Without a package root, a relative path is an error.
  ///
  /// - Parameters:
  ///   - testFilePath: The absolute path of the test's source file (`SourceLocation.filePath`).
  ///   - environment: The process environment.
  /// - Returns: The locations.
  /// - Throws: ``SnapshotLocationError`` when no folder above the file holds `Package.swift`,
  ///   an Xcode project or a workspace, and `SNAPSHOTS_DIR` is not an absolute path.
  public static func find(
    forTestFile testFilePath: String, environment: [String: String]
  ) throws(SnapshotLocationError) -> SnapshotLocations {
    let root = packageRoot(above: testFilePath)
    func folder(_ variable: String) -> URL? {
      guard let value = environment[variable], !value.isEmpty else { return nil }
      if value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
      return root.map {
        $0.appendingPathComponent(value, isDirectory: true).standardizedFileURL
      }
    }
    let artifacts = folder(artifactsDirectoryVariable)
    if let snapshots = folder(snapshotsDirectoryVariable) {
      return SnapshotLocations(
        packageRoot: root ?? snapshots.deletingLastPathComponent(),
        snapshotsDirectory: snapshots, artifactsDirectory: artifacts)
    }
    guard let root else { throw SnapshotLocationError(testFilePath: testFilePath) }
    return SnapshotLocations(packageRoot: root, artifactsDirectory: artifacts)
  }

  /// Returns the nearest folder above a file that holds `Package.swift`, an `.xcodeproj` or an
  /// `.xcworkspace`.
  static func packageRoot(above filePath: String) -> URL? {
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      if isRoot(directory) { return directory }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  /// The package or project the snapshots folder belongs to: the nearest folder at or above it
  /// that holds `Package.swift`, an `.xcodeproj` or an `.xcworkspace`, or `nil` when none does.
  ///
  /// It is ``packageRoot`` unless `SNAPSHOTS_DIR` names a folder of another package, or one
  /// outside every package.
  package var snapshotsDirectoryOwner: URL? {
    Self.packageRoot(above: snapshotsDirectory.appendingPathComponent("Package.swift").path)
  }

  /// Whether a folder is a package's or an Xcode project's root.
  private static func isRoot(_ directory: URL) -> Bool {
    let manifest = directory.appendingPathComponent("Package.swift").path
    if FileManager.default.fileExists(atPath: manifest) { return true }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return entries.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
  }

  /// The reference file of a key.
  ///
  /// - Parameter key: The snapshot's key.
  /// - Returns: The file's location.
  public func referenceURL(for key: SnapshotKey) -> URL {
    snapshotsDirectory.appendingPathComponent(key.relativePath)
  }

  /// The pending file written next to a reference when the actual recording differs.
  ///
  /// - Parameter key: The snapshot's key.
  /// - Returns: The reference's location with `.new` appended.
  public func pendingURL(for key: SnapshotKey) -> URL {
    SnapshotFiles.pendingURL(forReference: referenceURL(for: key))
  }

  /// Returns a path relative to the package root when it lies inside it, else the full path.
  ///
  /// - Parameter url: A file's location.
  /// - Returns: The path to show in messages.
  public func displayPath(_ url: URL) -> String {
    let root = packageRoot.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}

extension SnapshotLocations {
  /// Returns a file's path for a shell command run in a directory: relative to that directory
  /// when both lie inside the package root, else the full path.
  ///
  /// - Parameters:
  ///   - url: A file's location.
  ///   - currentDirectory: The directory the command runs in.
  /// - Returns: The path to write in the command.
  package func commandPath(_ url: URL, from currentDirectory: URL) -> String {
    let root = packageRoot.standardizedFileURL.pathComponents
    let file = url.standardizedFileURL.pathComponents
    let here = currentDirectory.standardizedFileURL.pathComponents
    guard file.starts(with: root), here.starts(with: root) else {
      return url.standardizedFileURL.path
    }
    let shared = zip(file, here).prefix { $0 == $1 }.count
    let up = [String](repeating: "..", count: here.count - shared)
    return (up + file.dropFirst(shared)).joined(separator: "/")
  }
}

/// The error when a test file is not inside a Swift package or an Xcode project and
/// `SNAPSHOTS_DIR` is not an absolute path.
public struct SnapshotLocationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The test file's path.
  public var testFilePath: String

  public var description: String {
    "No folder above \(testFilePath) holds a Package.swift, an .xcodeproj or an .xcworkspace, "
      + "so the Snapshots folder can't be found. Set \(SnapshotLocations.snapshotsDirectoryVariable) to the absolute path of the "
      + "folder that holds the snapshot files."
  }
}
