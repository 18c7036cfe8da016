internal import Foundation
internal import HeadlessUIKit

/// Times the in-process stages of one input against in-process baselines, in interleaved
/// rounds: the byte pass over the same text, and for the stages that compare two texts GNU's
/// own diff work on the same pair of files (GNU's whole process on the pair minus its whole
/// process on two empty files, both timed in the same rounds as the stage).
@MainActor
struct StageComparisons {
  let rounds: Rounds
  let warmups: Int
  let minimumSample: Duration
  let gnu: GNUDiff?
  /// Two empty files, for GNU's start-up.
  let empty: (old: URL, new: URL)
  /// The working directory of GNU's runs.
  let directory: String

  /// One stage of one size, and the pair of texts and files it works on.
  struct Plan {
    var name: String
    var kind: StageKind
    var new: [UInt8]
    var newFile: URL
    /// The name of GNU's pair, when the stage compares two texts.
    var gnuPair: String?
    /// Whether the stage is timed here (the whole check runs only in a child).
    var isTimed = true
  }

  /// The stages of one size, in the order of the tables; `quick` skips the 50% line diff at
  /// 100k nodes or more.
  static func plans(_ inputs: SizeInputs, quick: Bool) -> [Plan] {
    let same = (inputs.bytesCopy, inputs.copyFile)
    func changed(_ name: String) -> ([UInt8], URL) {
      (inputs.changedBytes[name] ?? [], inputs.changedFiles[name] ?? inputs.file)
    }
    var plans = [
      Plan(name: "capture (headless app)", kind: .capture, new: same.0, newFile: same.1),
      Plan(name: "write", kind: .write, new: same.0, newFile: same.1),
      Plan(name: "parse", kind: .parse, new: same.0, newFile: same.1),
      Plan(
        name: "equal: values ==", kind: .equalValues, new: same.0, newFile: same.1,
        gnuPair: "equal"),
      Plan(
        name: "equal: bytes ==", kind: .equalBytes, new: same.0, newFile: same.1,
        gnuPair: "equal"),
    ]
    for name in SizeInputs.changeCases
    where !(quick && inputs.nodeCount >= 100_000 && name == "50%") {
      let (bytes, file) = changed(name)
      plans.append(
        Plan(name: "line diff: \(name)", kind: .lineDiff, new: bytes, newFile: file, gnuPair: name))
    }
    for name in SizeInputs.changeCases.prefix(2) {
      let (bytes, file) = changed(name)
      plans.append(
        Plan(name: "tree diff: \(name)", kind: .treeDiff, new: bytes, newFile: file, gnuPair: name))
    }
    plans.append(Plan(name: "paint order", kind: .paintOrder, new: same.0, newFile: same.1))
    plans.append(Plan(name: "hit test (per point)", kind: .hitTest, new: same.0, newFile: same.1))
    let (bytes, file) = changed("1%")
    plans.append(
      Plan(name: "whole check: 1%", kind: .check, new: bytes, newFile: file, isTimed: false))
    return plans
  }

  /// Times one stage with its baselines.
  ///
  /// - Parameters:
  ///   - kind: The stage.
  ///   - old: The reference text, in memory.
  ///   - new: The text compared with it, in memory.
  ///   - files: The same two texts as files, for GNU, and the name of the pair.
  ///   - app: Makes the headless app, for the capture.
  /// - Returns: The stage's times and ratios over the rounds.
  /// - Throws: When a text does not parse or a GNU run ends badly.
  func measure(
    _ kind: StageKind, old: [UInt8], new: [UInt8], files: (old: URL, new: URL, pair: String)?,
    app: () throws -> UIApplication
  ) throws -> BenchmarkReport.StageResult {
    let work = try kind.prepare(old: old, new: new, app: app)
    var sides = [
      TimedSide.inProcess(warmups: warmups, minimumSample: minimumSample, work),
      TimedSide.inProcess(warmups: warmups, minimumSample: minimumSample) {
        BytePass.newlines(old)
      },
    ]
    if let gnu, let files {
      let pair = gnu.command(files.old, files.new, in: directory)
      let startUp = gnu.command(empty.old, empty.new, in: directory)
      sides.append(try TimedSide.process(pair, expecting: old == new ? .same : .different).0)
      sides.append(try TimedSide.process(startUp, expecting: .same).0)
    }
    let medians = try rounds.run(sides)
    let stage = medians[0].map { $0 / Double(kind.queriesPerCall) }
    guard let warm = Spread(stage), let bytePass = Spread(medians[1]) else {
      throw BenchmarkError("no round of \(kind.rawValue) was timed")
    }
    var result = BenchmarkReport.StageResult(
      warm: warm, bytePass: bytePass, versusBytePass: Spread.ratio(stage, medians[1]))
    if let files, sides.count == 4, let pair = Spread(medians[2]), let empty = Spread(medians[3]) {
      let work = zip(medians[2], medians[3]).map { $0 - $1 }
      result.gnu = BenchmarkReport.GNUWork(
        pair: files.pair, wholeProcess: pair, emptyInputs: empty, work: Spread(work),
        versus: Spread.ratio(stage, work))
    }
    return result
  }
}
