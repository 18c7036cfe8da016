import Foundation
import HierarchyTestSupport
import SnapshotStorage
import Testing

struct SnapshotLocationsTests {
  @Test("The package root is the nearest folder above the test file that holds Package.swift")
  func findsPackageRoot() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("// swift-tools-version: 6.3\n", to: "Package.swift")
    try directory.write("", to: "Tests/X/YTests.swift")
    let locations = try SnapshotLocations.find(
      forTestFile: directory.url.appendingPathComponent("Tests/X/YTests.swift").path,
      environment: [:])
    #expect(locations.packageRoot.standardizedFileURL.path == directory.url.path)
    #expect(
      locations.snapshotsDirectory.standardizedFileURL.path == directory.url.path + "/Snapshots")
    #expect(locations.artifactsDirectory == nil)
  }

  @Test("A nested package's manifest wins over an outer one")
  func prefersNearestManifest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "Package.swift")
    try directory.write("", to: "Inner/Package.swift")
    let locations = try SnapshotLocations.find(
      forTestFile: directory.url.appendingPathComponent("Inner/Tests/X/YTests.swift").path,
      environment: [:])
    #expect(locations.packageRoot.standardizedFileURL.path == directory.url.path + "/Inner")
  }

  @Test(
    "An app's test target finds the folder of its Xcode project or workspace",
    arguments: ["App.xcodeproj/project.pbxproj", "App.xcworkspace/contents.xcworkspacedata"])
  func findsXcodeProjectRoot(projectFile: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "App/" + projectFile)
    try directory.write("", to: "App/AppTests/LiveSnapshots.swift")
    let locations = try SnapshotLocations.find(
      forTestFile: directory.url.appendingPathComponent("App/AppTests/LiveSnapshots.swift").path,
      environment: [:])
    #expect(locations.packageRoot.standardizedFileURL.path == directory.url.path + "/App")
    #expect(
      locations.snapshotsDirectory.standardizedFileURL.path
        == directory.url.path + "/App/Snapshots")
  }

  @Test("A package inside an Xcode project's folder is the nearer root")
  func packageInsideProjectWins() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "App.xcodeproj/project.pbxproj")
    try directory.write("", to: "Modules/Feature/Package.swift")
    let locations = try SnapshotLocations.find(
      forTestFile: directory.url.appendingPathComponent("Modules/Feature/Tests/F/FTests.swift")
        .path,
      environment: [:])
    #expect(
      locations.packageRoot.standardizedFileURL.path == directory.url.path + "/Modules/Feature")
  }

  @Test("SNAPSHOTS_DIR overrides the snapshots folder and keeps the package root")
  func overridesSnapshotsFolder() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "Package.swift")
    let moved = directory.url.appendingPathComponent("elsewhere/refs").path
    let locations = try SnapshotLocations.find(
      forTestFile: directory.url.appendingPathComponent("Tests/X/YTests.swift").path,
      environment: ["SNAPSHOTS_DIR": moved])
    #expect(locations.packageRoot.standardizedFileURL.path == directory.url.path)
    #expect(locations.snapshotsDirectory.standardizedFileURL.path == moved)
  }

  @Test("A relative SNAPSHOTS_DIR or SNAPSHOT_ARTIFACTS is resolved against the package root")
  func resolvesRelativeFoldersAgainstRoot() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "Package.swift")
    let testFile = directory.url.appendingPathComponent("Tests/X/YTests.swift").path
    let previous = FileManager.default.currentDirectoryPath
    let locations = try SnapshotLocations.find(
      forTestFile: testFile,
      environment: ["SNAPSHOTS_DIR": "CI/Snapshots", "SNAPSHOT_ARTIFACTS": "../artifacts"])
    #expect(FileManager.default.currentDirectoryPath == previous)
    #expect(locations.snapshotsDirectory.path == directory.url.path + "/CI/Snapshots")
    #expect(
      locations.artifactsDirectory?.path
        == directory.url.deletingLastPathComponent().path + "/artifacts")
    #expect(locations.displayPath(locations.snapshotsDirectory) == "CI/Snapshots")
  }

  @Test("A relative SNAPSHOTS_DIR without a package root is an error, not the current folder")
  func rejectsRelativeFolderWithoutRoot() {
    let testFile = "/nonexistent-\(UInt64.random(in: 0...UInt64.max))/Tests/YTests.swift"
    let error = #expect(throws: SnapshotLocationError.self) {
      try SnapshotLocations.find(forTestFile: testFile, environment: ["SNAPSHOTS_DIR": "Snapshots"])
    }
    #expect(error?.testFilePath == testFile)
    #expect(error?.description.contains("absolute path") == true)
  }

  @Test("SNAPSHOTS_DIR works without any Package.swift above the test file")
  func overridesWithoutManifest() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let moved = directory.url.appendingPathComponent("refs").path
    let locations = try SnapshotLocations.find(
      forTestFile: directory.url.appendingPathComponent("Tests/X/YTests.swift").path,
      environment: ["SNAPSHOTS_DIR": moved])
    #expect(locations.snapshotsDirectory.standardizedFileURL.path == moved)
    #expect(locations.packageRoot.standardizedFileURL.path == directory.url.path)
  }

  @Test("SNAPSHOT_ARTIFACTS sets the artifacts folder; empty variables are ignored")
  func setsArtifacts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("", to: "Package.swift")
    let testFile = directory.url.appendingPathComponent("Tests/X/YTests.swift").path
    let artifacts = directory.url.appendingPathComponent("artifacts").path
    let withArtifacts = try SnapshotLocations.find(
      forTestFile: testFile, environment: ["SNAPSHOT_ARTIFACTS": artifacts])
    #expect(withArtifacts.artifactsDirectory?.standardizedFileURL.path == artifacts)
    let withEmpty = try SnapshotLocations.find(
      forTestFile: testFile, environment: ["SNAPSHOT_ARTIFACTS": "", "SNAPSHOTS_DIR": ""])
    #expect(withEmpty.artifactsDirectory == nil)
    #expect(
      withEmpty.snapshotsDirectory.standardizedFileURL.path == directory.url.path + "/Snapshots")
  }

  @Test("Without Package.swift and SNAPSHOTS_DIR the error names the file and the variable")
  func failsOutsidePackage() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let testFile = directory.url.appendingPathComponent("Tests/X/YTests.swift").path
    let error = try #require(
      throws: SnapshotLocationError.self,
      performing: {
        try SnapshotLocations.find(forTestFile: testFile, environment: ["SNAPSHOTS_DIR": ""])
      })
    #expect(error.testFilePath == testFile)
    #expect(error.description.contains("SNAPSHOTS_DIR"))
    #expect(error.description.hasPrefix("No folder above \(testFile) holds a Package.swift"))
  }

  @Test("Reference and pending files sit at the key's path below the snapshots folder")
  func locatesFiles() {
    let locations = SnapshotLocations(packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true))
    let key = SnapshotKey(module: "Module", suitePath: ["Suite"], function: "presentsSheet()")
    #expect(
      locations.referenceURL(for: key).path == "/pkg/Snapshots/Module/Suite/presentsSheet.txt")
    #expect(
      locations.pendingURL(for: key).path == "/pkg/Snapshots/Module/Suite/presentsSheet.txt.new")
  }

  @Test(
    "displayPath is relative inside the package root and absolute outside it",
    arguments: zip(
      [
        "/pkg/Snapshots/M/S/f.txt", "/pkg/a/../Snapshots/f.txt", "/pkgother/f.txt", "/other/f.txt",
        "/pkg/./x.txt",
      ],
      ["Snapshots/M/S/f.txt", "Snapshots/f.txt", "/pkgother/f.txt", "/other/f.txt", "x.txt"])
  )
  func displaysPaths(path: String, expected: String) {
    for root in ["/pkg", "/pkg/"] {
      let locations = SnapshotLocations(packageRoot: URL(fileURLWithPath: root, isDirectory: true))
      #expect(locations.displayPath(URL(fileURLWithPath: path)) == expected)
    }
  }
}
