internal import Foundation

/// Times what depending on this package adds to a consumer's clean debug build.
///
/// As a user's CI pays it: two consumer packages in `.build/benchmarks/build-cost`, one with README's
/// manifest (an app library whose untouched `import SwiftUI` loads the headless models, and a
/// test target with one snapshot test), one with the same targets and no dependency, each
/// built from an empty scratch folder with `swift build --build-tests`, their rounds
/// interleaved. The difference per round is the cost of the dependency.
///
/// swift-snapshot-testing, which the issue compares it with, can't be fetched on this machine.
enum BuildCost {
  /// Runs the rounds and returns the table.
  static func run(rounds: Int) throws -> String {
    guard let root = PackageLocation.root(), let swift = Command.find("swift") else {
      throw BenchmarkError("build cost: needs the package's folder and 'swift' on PATH")
    }
    let folder = root + "/.build/benchmarks/build-cost"
    let with = try write(consumer: "with", in: folder, manifest: try manifest(root: root))
    let without = try write(consumer: "without", in: folder, manifest: plainManifest)
    var withSeconds: [Double] = []
    var withoutSeconds: [Double] = []
    var sizes: (with: Int, without: Int) = (0, 0)
    for round in 1...rounds {
      Progress.report("build cost: round \(round) of \(rounds)")
      withoutSeconds.append(try cleanBuild(without, swift: swift))
      withSeconds.append(try cleanBuild(with, swift: swift))
      sizes = (bytes(under: with + "/.scratch"), bytes(under: without + "/.scratch"))
    }
    let added = zip(withSeconds, withoutSeconds).map { $0 - $1 }
    let median = ExplorerFigures.median
    return [
      "",
      "Build cost: a consumer's clean `swift build --build-tests` (app library, one test), "
        + "\(rounds) rounds (median, min–max)",
      "",
      "with this package (README's manifest): "
        + ExplorerFigures.spread(median(withSeconds), withSeconds),
      "without any dependency:               "
        + ExplorerFigures.spread(median(withoutSeconds), withoutSeconds),
      "added by the dependency:              " + ExplorerFigures.spread(median(added), added),
      "scratch folder: \(sizes.with / 1_000_000) MB with, \(sizes.without / 1_000_000) MB without",
    ].joined(separator: "\n") + "\n"
  }

  /// README's manifest with the dependency pointed at this checkout, named by its folder.
  private static func manifest(root: String) throws -> String {
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let fence = "```swift\n// swift-tools-version:"
    guard let start = readme.range(of: fence),
      let end = readme.range(of: "```\n", range: start.upperBound..<readme.endIndex)
    else { throw BenchmarkError("build cost: README.md has no manifest") }
    let identity = URL(fileURLWithPath: root).lastPathComponent
    return String(readme[readme.index(start.lowerBound, offsetBy: 9)..<end.lowerBound])
      .replacingOccurrences(
        of: "package: \"PresentationSnapshots\"", with: "package: \"\(identity)\""
      )
      .replacingOccurrences(
        of: ".package(path: \"../PresentationSnapshots\")", with: ".package(path: \"\(root)\")")
  }

  /// The same targets with no dependency.
  private static let plainManifest = """
    // swift-tools-version: 6.3
    import PackageDescription

    let package = Package(
      name: "App",
      targets: [
        .target(name: "App"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ]
    )

    """

  /// Writes a consumer's manifest, app file and test; returns its folder.
  private static func write(consumer name: String, in folder: String, manifest: String) throws
    -> String
  {
    let package = folder + "/" + name
    let files = FileManager.default
    try files.createDirectory(atPath: package + "/Sources/App", withIntermediateDirectories: true)
    try files.createDirectory(
      atPath: package + "/Tests/AppTests", withIntermediateDirectories: true)
    try manifest.write(toFile: package + "/Package.swift", atomically: true, encoding: .utf8)
    let usesModel = name == "with"
    try (usesModel ? modelApp : plainApp).write(
      toFile: package + "/Sources/App/ContentView.swift", atomically: true, encoding: .utf8)
    try (usesModel ? modelTest : plainTest).write(
      toFile: package + "/Tests/AppTests/AppTests.swift", atomically: true, encoding: .utf8)
    return package
  }

  /// The app file of the consumer with the dependency: a SwiftUI view presenting a cover.
  private static let modelApp = """
    import SwiftUI

    struct ContentView: View {
      @State private var showsCover = false

      var body: some View {
        Button("Open") { showsCover = true }
          .accessibilityIdentifier("open")
          .fullScreenCover(isPresented: $showsCover) { Text("Cover") }
      }
    }

    """

  /// Its test: launch, tap, settle, capture.
  private static let modelTest = """
    import PresentationSnapshotTesting
    import SwiftUI
    import Testing
    import UIKit

    @testable import App

    @MainActor
    @Test func opensTheCover() async throws {
      let app = await UIApplication.launch(ContentView())
      try app.tap("open")
      await app.settle()
      #expect(app.captureHierarchy().nodes.contains { $0.typeName == "Text" })
    }

    """

  /// The app file of the consumer without: a plain value.
  private static let plainApp = """
    struct ContentView {
      var showsCover = false
    }

    """

  /// Its test.
  private static let plainTest = """
    import Testing

    @testable import App

    @Test func opensTheCover() {
      var view = ContentView()
      view.showsCover = true
      #expect(view.showsCover)
    }

    """

  /// Builds a consumer from an empty scratch folder; returns the seconds the build took.
  private static func cleanBuild(_ package: String, swift: String) throws -> Double {
    let scratch = package + "/.scratch"
    try? FileManager.default.removeItem(atPath: scratch)
    let command = Command(
      executable: swift,
      arguments: ["build", "--build-tests", "--package-path", package, "--scratch-path", scratch],
      keepsErrors: true)
    let outcome = try command.run(keepingOutput: true)
    guard outcome.status == 0 else {
      let output = String(decoding: outcome.output, as: UTF8.self)
      throw BenchmarkError("build cost: \(command.display) failed:\n\(output)")
    }
    return outcome.seconds
  }

  /// The bytes of the files under a folder.
  private static func bytes(under folder: String) -> Int {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return 0 }
    var total = 0
    for case let path as String in walker {
      let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/" + path)
      if attributes?[.type] as? FileAttributeType == .typeRegular {
        total += (attributes?[.size] as? Int) ?? 0
      }
    }
    return total
  }
}
