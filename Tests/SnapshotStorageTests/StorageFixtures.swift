import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import SnapshotStorage

/// Recordings and keys shared by the store, message and report tests.
enum StorageSamples {
  /// The key most tests check.
  static let key = SnapshotKey(module: "Module", suitePath: ["Suite"], function: "presentsSheet()")

  /// The reference file of ``key``, relative to the package root.
  static let referencePath = "Snapshots/Module/Suite/presentsSheet.txt"

  /// The pending file of ``key``, relative to the package root.
  static let pendingPath = referencePath + ".new"

  /// A two-step recording whose mascot sits at `mascotX` in the second step.
  static func recording(mascotX: Double = 274, testName: String? = "Module/Suite/presentsSheet")
    -> Recording
  {
    let launch = Hierarchy {
      Subtree(.window, "UIWindow", id: "main", .key) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.controller, "UIHostingController<RootView>", id: "root")
        }
      }
    }
    let sheet = Hierarchy {
      Subtree(.window, "UIWindow", id: "main", .key) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.controller, "UIHostingController<RootView>", id: "root")
        }
        Subtree(.transition, "UITransitionView", .presentationStyle("pageSheet")) {
          Subtree(.controller, "UIHostingController<SheetView>", id: "sheet") {
            Subtree(
              .content, "Image", id: "mascot", .frame(x: mascotX, y: 648, width: 100, height: 100))
          }
        }
      }
    }
    return Recording(
      testName: testName,
      steps: [Recording.Step("launch", launch), Recording.Step("present sheet", sheet)])
  }

  /// The recording the references hold.
  static let reference = recording()

  /// A recording whose mascot moved.
  static let moved = recording(mascotX: 10)

  /// The canonical bytes of a recording.
  static func bytes(_ recording: Recording) -> [UInt8] {
    Array(SnapshotFormat.write(recording).utf8)
  }

  /// A short name for a result, so expectations can compare results exactly.
  static func name(_ result: SnapshotOutcome.Result) -> String {
    switch result {
    case .matched: return "matched"
    case .written(let replaced): return replaced ? "written(replaced)" : "written(new)"
    case .missing: return "missing"
    case .mismatched: return "mismatched"
    case .unreadableReference: return "unreadable"
    case .fileSystemError: return "fileSystemError"
    }
  }
}

/// A package root in a fresh temporary folder with a store that works in it.
struct StoreSandbox {
  /// The temporary folder, which is the package root.
  let directory: TemporaryDirectory
  /// The locations: `Snapshots/` and, if asked for, `artifacts/` in the folder.
  let locations: SnapshotLocations
  /// A store on the real file system.
  let store: SnapshotStore

  /// Creates a sandbox.
  ///
  /// - Parameter withArtifacts: Whether to configure `artifacts/` as the artifacts folder.
  /// - Throws: An error when the temporary folder cannot be created.
  init(withArtifacts: Bool = false) throws {
    directory = try TemporaryDirectory()
    locations = SnapshotLocations(
      packageRoot: directory.url,
      artifactsDirectory: withArtifacts
        ? directory.url.appendingPathComponent("artifacts", isDirectory: true) : nil)
    store = SnapshotStore(locations: locations)
  }

  /// The files below `Snapshots/`, relative to the package root, sorted.
  var snapshotFiles: [String] {
    directory.files.filter { $0.hasPrefix("Snapshots/") }
  }

  /// Writes bytes to a file below the package root.
  func write(_ bytes: [UInt8], to path: String) throws {
    let url = directory.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }
}

/// A file system in memory that fails the operations a test asks it to.
final class InMemoryFileSystem: SnapshotFileSystem {
  /// The error every injected failure throws.
  struct Failure: Error, CustomStringConvertible {
    var operation: String
    var path: String

    var description: String { "injected \(operation) failure at \(path)" }
  }

  private let files: Locked<[String: [UInt8]]>
  private let failsRead: @Sendable (URL) -> Bool
  private let failsWrite: @Sendable (URL) -> Bool

  /// Creates a file system.
  ///
  /// - Parameters:
  ///   - files: The initial files by absolute path.
  ///   - failsRead: Whether reading a file throws.
  ///   - failsWrite: Whether writing a file throws.
  init(
    files: [String: [UInt8]] = [:], failsRead: @escaping @Sendable (URL) -> Bool = { _ in false },
    failsWrite: @escaping @Sendable (URL) -> Bool = { _ in false }
  ) {
    self.files = Locked(files)
    self.failsRead = failsRead
    self.failsWrite = failsWrite
  }

  /// Every file by absolute path.
  var contents: [String: [UInt8]] { files.withLock(\.self) }

  func contents(of url: URL) throws -> [UInt8]? {
    if failsRead(url) { throw Failure(operation: "read", path: url.path) }
    return files.withLock { $0[url.standardizedFileURL.path] }
  }

  func write(_ bytes: [UInt8], to url: URL) throws {
    if failsWrite(url) { throw Failure(operation: "write", path: url.path) }
    files.withLock { $0[url.standardizedFileURL.path] = bytes }
  }

  func removeIfPresent(_ url: URL) throws {
    if failsWrite(url) { throw Failure(operation: "remove", path: url.path) }
    _ = files.withLock { $0.removeValue(forKey: url.standardizedFileURL.path) }
  }

  func move(_ source: URL, over destination: URL) throws {
    if failsWrite(destination) { throw Failure(operation: "move", path: destination.path) }
    try files.withLock { files in
      guard let bytes = files.removeValue(forKey: source.standardizedFileURL.path) else {
        throw Failure(operation: "move", path: source.path)
      }
      files[destination.standardizedFileURL.path] = bytes
    }
  }

  /// Folders exist wherever files do; nothing else needs creating.
  func createDirectory(_ url: URL) throws {}

  func kind(at url: URL) -> FileKind {
    let path = url.standardizedFileURL.path
    return files.withLock { files in
      if files[path] != nil { return .regularFile }
      return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : .missing
    }
  }

  func names(in folder: URL) -> [String] {
    let prefix = folder.standardizedFileURL.path + "/"
    let names = files.withLock { files in
      files.keys.filter { $0.hasPrefix(prefix) }.map {
        String($0.dropFirst(prefix.count).prefix { $0 != "/" })
      }
    }
    return Array(Set(names))
  }
}
