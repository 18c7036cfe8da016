/// Everything one run of the benchmark measured, as the tables and `--json` print it.
struct BenchmarkReport: Codable {
  /// One stage or baseline, with its median at each size.
  struct Row: Codable {
    /// The stage's name, such as `line diff: 1%`.
    var name: String
    /// Whether the row is a baseline rather than one of our stages.
    var isBaseline: Bool
    /// The name of the GNU `diff -u` row this stage is compared with, if any.
    var diffBaseline: String?
    /// The median seconds per call at each size, `nil` where skipped.
    var seconds: [Double?]
  }

  /// One input size.
  struct Size: Codable {
    /// The node count requested.
    var requestedNodes: Int
    /// The generated hierarchy's node count.
    var nodes: Int
    /// The node count of the headless app's capture.
    var capturedNodes: Int
    /// The snapshot text's size in bytes.
    var textBytes: Int
    /// The snapshot text's number of lines.
    var textLines: Int
    /// The number of changed lines in the 1% and 50% cases.
    var changedLines: [String: Int]
  }

  /// The 8,000-line repetitive one-change case.
  struct Repetitive: Codable {
    var lines: Int
    var textBytes: Int
    var seconds: Double
    var diffSeconds: Double?
    var memcmpSeconds: Double
    var removed: Int
    var inserted: Int
    var hunks: Int
    var outputBytes: Int
    var diffOutputBytes: Int
  }

  /// The peak memory of one stage at the largest size.
  struct Memory: Codable {
    var stage: String
    /// `ru_maxrss` of the child after the stage, in bytes.
    var peakBytes: Int
    /// The rise of `ru_maxrss` over the child's state before the stage, in bytes.
    var riseBytes: Int
  }

  var machine: String
  var diffVersion: String
  var runs: Int
  var warmups: Int
  var quick: Bool
  var sizes: [Size]
  var rows: [Row]
  var diffStartupSeconds: Double?
  var repetitive: Repetitive
  var memoryTextBytes: Int?
  var memory: [Memory]
  var totalSeconds: Double
}

extension BenchmarkReport {
  /// The row with a name.
  func row(named name: String) -> Row? {
    rows.first { $0.name == name }
  }

  /// The median of a row at a size index.
  func seconds(_ name: String, at size: Int) -> Double? {
    row(named: name)?.seconds[size]
  }
}
