@_spi(Testing) package import SnapshotStorage

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// The package whose snapshots a command works on: its root, its `Snapshots/` folder and the
/// directory the command was started in.
package struct ReviewWorkspace: Sendable {
  /// Where the package's snapshot files live.
  package var locations: SnapshotLocations
  /// The directory the command was started in; relative arguments are resolved against it.
  package var currentDirectory: URL
  /// The snapshot files, and the file system every command reads and writes through.
  package var files: SnapshotFiles

  /// Creates a workspace from explicit locations.
  ///
  /// - Parameters:
  ///   - locations: Where the package's snapshot files live.
  ///   - currentDirectory: The directory relative arguments are resolved against.
  ///   - files: The snapshot files; on the real file system by default.
  package init(
    locations: SnapshotLocations, currentDirectory: URL, files: SnapshotFiles = SnapshotFiles()
  ) {
    self.locations = locations
    self.currentDirectory = currentDirectory
    self.files = files
  }

  /// The file system the commands read and write through.
  package var fileSystem: any SnapshotFileSystem { files.fileSystem }

  /// Finds the package or project by walking up from a directory to the nearest folder that
  /// holds `Package.swift`, an `.xcodeproj` or an `.xcworkspace`; the `SNAPSHOTS_DIR`
  /// environment variable overrides the snapshots folder.
  ///
  /// - Parameters:
  ///   - directory: The directory to start from, usually the current one.
  ///   - environment: The process environment.
  /// - Returns: The workspace.
  /// - Throws: ``ReviewError`` when no folder above is a package's or project's root and
  ///   `SNAPSHOTS_DIR` is not set.
  package static func find(
    from directory: URL, environment: [String: String]
  ) throws(ReviewError) -> ReviewWorkspace {
    // `find(forTestFile:)` starts at the file's folder, so pass a name inside `directory`.
    let probe = directory.appendingPathComponent("Package.swift").path
    do {
      let locations = try SnapshotLocations.find(forTestFile: probe, environment: environment)
      return ReviewWorkspace(locations: locations, currentDirectory: directory)
    } catch {
      throw ReviewError(
        "no Package.swift, .xcodeproj or .xcworkspace in \(directory.path) or any folder above "
          + "it; run this inside a Swift package or an Xcode project, or set \(SnapshotLocations.snapshotsDirectoryVariable) to the snapshots "
          + "folder")
    }
  }

  /// Resolves a command-line path against the current directory.
  ///
  /// - Parameter argument: An absolute path or one relative to the current directory.
  /// - Returns: The standardized file location.
  package func url(forArgument argument: String) -> URL {
    Self.resolve(argument, against: currentDirectory)
  }

  /// Resolves a command-line path against a directory.
  ///
  /// - Parameters:
  ///   - argument: An absolute path or one relative to `directory`.
  ///   - directory: The directory relative paths start from.
  /// - Returns: The standardized file location.
  static func resolve(_ argument: String, against directory: URL) -> URL {
    let url =
      argument.hasPrefix("/")
      ? URL(fileURLWithPath: argument) : directory.appendingPathComponent(argument)
    return url.standardizedFileURL
  }

  /// Returns the path to show for a file: relative to the current directory when it lies
  /// inside it, else relative to the package root, else absolute.
  ///
  /// - Parameter url: A file's location.
  /// - Returns: The path to print.
  package func display(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    for base in [currentDirectory, locations.packageRoot] {
      let prefix = base.standardizedFileURL.path + "/"
      if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    }
    return path
  }
}
