/// The whole-process comparisons: `snapshots` against GNU `diff -u`, both spawned and reaped
/// by ``Command`` in the same folder.
struct CLIReport: Codable {
  /// The executables timed, with their builds.
  var binaries: [CLIBinary]
  /// Why a build the report would show was left out, if one was.
  var note: String?
  /// The comparisons, in order.
  var comparisons: [Comparison]

  /// One pair of commands timed in the same rounds.
  struct Comparison: Codable {
    /// Its name, such as `8k repetitive pair`.
    var name: String
    /// Our command line after the executable.
    var ourArguments: String
    /// GNU's command line.
    var gnuCommand: String
    /// GNU's whole process.
    var gnu: Spread
    /// The bytes GNU wrote.
    var gnuOutputBytes: Int
    /// Each of our executables, in the order of ``CLIReport/binaries``.
    var ours: [Side]
  }

  /// One of our executables in a comparison.
  struct Side: Codable {
    /// The executable's label.
    var binary: String
    /// Its whole process.
    var seconds: Spread
    /// It ÷ GNU's whole process, per round.
    var versusGNU: Spread?
    /// The bytes it wrote.
    var outputBytes: Int
  }

  /// The comparison with a name.
  func comparison(_ name: String) -> Comparison? {
    comparisons.first { $0.name == name }
  }
}
