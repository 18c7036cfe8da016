import Foundation

/// A throwaway Swift package folder with a `Package.swift` and a `Snapshots/` tree.
final class TemporaryPackage {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("SnapshotReviewTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("Package.swift", "// swift-tools-version: 6.3\n")
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// A package with two pending snapshots: a changed reference (``Fixture/referencePath``) and
  /// a new one (``Fixture/otherPath``).
  static func withChangedAndNewPending() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.referencePath + ".new", Fixture.changed)
    try package.write(Fixture.otherPath + ".new", Fixture.changed)
    return package
  }

  /// Writes a file below the root, creating folders.
  func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Returns a file's text, or `nil` when it does not exist.
  func read(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Whether a file exists below the root.
  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
  }

  /// Runs `snapshots` in the package's root.
  func run(
    _ arguments: String..., environment: [String: String] = [:]
  ) async throws -> SnapshotsProcess.Result {
    try await SnapshotsProcess.run(arguments, in: root, environment: environment)
  }
}

/// Snapshot texts for the fixtures: a toast in front of a cover, then behind it.
enum Fixture {
  static let reference = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: A, main
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #A

    """

  static let changed = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: B, main
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #B

    """

  static let broken = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    window UIWindow #main key level=normal frame=0,0,390,844
        controller UIViewController #A

    """

  /// Two steps: a launch, then a cover presented over it.
  static let twoSteps = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: A, main
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #A

    ## step 2: present cover
    front-to-back: cover, A, main
    window UIWindow #main key level=normal frame=0,0,390,844
      transition UITransitionView
        controller UIViewController #A
      transition UITransitionView style=overFullScreen
        controller UIViewController #cover

    """

  static let referencePath = "Snapshots/AppTests/ToastTests/toast.txt"
  static let otherPath = "Snapshots/AppTests/ToastTests/other.txt"
}
