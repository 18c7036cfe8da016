internal import Foundation

/// The `snapshots` executables whose whole process is timed: built from this package before any
/// timing (the build's time is reported on its own, never in a timing), or given with `--cli`.
enum CLIBuild {
  /// The two release builds the report compares.
  enum Flavor: String, CaseIterable {
    /// Swift's standard library and Foundation linked in, and the executable fully static.
    case fullyStatic = "static"
    /// The plain release build, loading Swift's libraries at start-up.
    case dynamic

    /// The scratch folder, inside the package, that keeps this build apart from the others.
    var scratchPath: String {
      ".build/cli-\(rawValue)"
    }

    /// The flags after `swift build -c release --product snapshots`.
    var flags: [String] {
      switch self {
      case .fullyStatic: ["--static-swift-stdlib", "-Xswiftc", "-static-executable"]
      case .dynamic: []
      }
    }
  }

  /// Builds `snapshots` as `flavour` in release; the build's output is shown only if it fails.
  ///
  /// - Parameters:
  ///   - flavor: Static or dynamic.
  ///   - root: The package root.
  /// - Returns: The executable built, with the build's command and time.
  /// - Throws: ``BenchmarkError`` with the build's output when the build fails.
  static func build(_ flavor: Flavor, root: String) throws(BenchmarkError) -> CLIBinary {
    guard let swift = Command.find("swift") else {
      throw BenchmarkError("can't build snapshots: no 'swift' on PATH (or pass --cli, --no-cli)")
    }
    let scratch = "\(root)/\(flavor.scratchPath)"
    let command = Command(
      executable: swift,
      arguments: ["build", "-c", "release", "--product", "snapshots"] + flavor.flags + [
        "--package-path", root, "--scratch-path", scratch,
      ], keepsErrors: true)
    let outcome = try command.run(keepingOutput: true)
    guard outcome.status == 0 else {
      throw BenchmarkError(
        "building snapshots (\(flavor.rawValue)) failed with status \(outcome.status):\n"
          + "\(command.display)\n" + String(decoding: outcome.output, as: UTF8.self))
    }
    return try binary(
      flavor.rawValue, path: "\(scratch)/release/snapshots", build: command.display,
      seconds: outcome.seconds)
  }

  /// Describes an executable to time, labelled by how its ELF file is linked.
  ///
  /// - Throws: ``BenchmarkError`` when the file is not an executable.
  static func binary(
    _ label: String, path: String, build: String? = nil, seconds: Double? = nil
  ) throws(BenchmarkError) -> CLIBinary {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    guard FileManager.default.isExecutableFile(atPath: absolute) else {
      throw BenchmarkError("\(absolute) is not an executable")
    }
    return CLIBinary(
      label: label, path: absolute, linking: ELFLinking.describe(absolute) ?? "not a 64-bit ELF",
      buildCommand: build, buildSeconds: seconds)
  }
}

/// One `snapshots` executable under test.
struct CLIBinary: Codable {
  /// The label in the tables: `static`, `dynamic` or `given`.
  var label: String
  /// Its absolute path.
  var path: String
  /// How it is linked, read from its ELF headers.
  var linking: String
  /// The build that made it, when this benchmark built it.
  var buildCommand: String?
  /// How long that build took, in seconds (outside every timing).
  var buildSeconds: Double?
}
