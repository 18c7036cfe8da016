internal import Foundation

// `snapshot-benchmarks`: times every stage and the `snapshots` executable against GNU diff and
// a byte pass, like for like. See `--help`.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
  print(BenchmarkOptions.help)
  exit(0)
}

switch BenchmarkOptions.parse(arguments) {
case .failure(let error):
  FileHandle.standardError.write(
    Data("snapshot-benchmarks: \(error.message)\n\n\(BenchmarkOptions.help)\n".utf8))
  exit(2)
case .success(let options):
  do {
    if options.buildCost {
      print(
        try BuildCost.run(rounds: arguments.contains("--runs") ? options.runs : 3), terminator: "")
    } else if options.explorer {
      print(await ExplorerBenchmark.run(rounds: options.quick ? 3 : 5), terminator: "")
      print(
        await ExplorerScaling.run(rounds: options.quick ? 3 : 5, quick: options.quick),
        terminator: "")
      print(try await PerTestCost.run(rounds: options.quick ? 3 : 5), terminator: "")
    } else if let child = options.stageChild {
      try StageChild.run(child)
    } else {
      var suite = try BenchmarkSuite(options: options)
      let report = try suite.run()
      if options.json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
      } else {
        print(TableReport(report: report).render(), terminator: "")
      }
    }
  } catch {
    FileHandle.standardError.write(Data("snapshot-benchmarks: \(error)\n".utf8))
    exit(1)
  }
}
