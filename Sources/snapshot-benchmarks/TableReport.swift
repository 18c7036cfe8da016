/// Renders a ``BenchmarkReport`` as Markdown: what each comparison includes, the targets, the
/// inputs and executables, the whole-process comparisons, then the in-process stages (see
/// `TableReport+Stages.swift`).
struct TableReport {
  let report: BenchmarkReport

  func render() -> String {
    var lines = [
      "# snapshot-benchmarks",
      "",
      "\(report.machine); \(report.diffVersion); \(report.rounds) rounds per comparison, each "
        + "side the median of \(report.callsPerRound) calls per round, its sides interleaved "
        + "(after \(report.warmups) untimed warm-up\(report.warmups == 1 ? "" : "s") in process, "
        + "and one untimed, checked run of each command)"
        + (report.quick ? " (--quick)" : "") + ". Figures read median [min–max] over the "
        + "rounds; a ratio is computed within each round.",
    ]
    for section in [
      scopes(), targets(), inputs(), binaries(), wholeProcess(), stageTimes(), baselines(),
      ratios(), repetitive(), memory(),
    ] where !section.isEmpty {
      lines += [""] + section
    }
    lines += [
      "", "Total run time, builds included: \(ReportFormat.time(report.totalSeconds)).",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  var sizeLabels: [String] {
    report.sizes.map { ReportFormat.count($0.requestedNodes) }
  }

  private func scopes() -> [String] {
    ["## What each comparison includes", ""]
      + report.scopes.map {
        "- **\($0.comparison)**: ours, \($0.ours). Baseline, \($0.baseline)."
      }
  }

  private func targets() -> [String] {
    var lines = [
      "## Targets (issue 17)", "",
      "| # | target | measured | value: median [min–max] | limit | met |",
      "| --- | --- | --- | ---: | ---: | --- |",
    ]
    for target in report.targets {
      let value =
        target.value.map { target.isRatio ? ReportFormat.ratio($0) : ReportFormat.time($0) }
        ?? "—"
      let limit =
        "≤ " + (target.isRatio ? ReportFormat.ratio(target.limit) : ReportFormat.time(target.limit))
      let met: String =
        switch (target.met, target.metInEveryRound) {
        case (true?, true?): "met"
        case (true?, _): "met (median; not every round)"
        case (false?, _): "missed"
        default: "not measured"
        }
      lines.append(
        "| \(target.number) | \(target.goal) | \(target.measured) | \(value) | \(limit) | \(met) |")
    }
    return lines
  }

  private func inputs() -> [String] {
    var lines = [
      "## Inputs", "",
      "| input | " + sizeLabels.joined(separator: " | ") + " |",
      "| --- |" + String(repeating: " ---: |", count: report.sizes.count),
    ]
    func row(_ name: String, _ value: (BenchmarkReport.Size) -> String) {
      lines.append("| \(name) | " + report.sizes.map(value).joined(separator: " | ") + " |")
    }
    row("nodes") { "\($0.nodes)" }
    row("captured app nodes") { "\($0.capturedNodes)" }
    row("text lines") { "\($0.textLines)" }
    row("text size") { ReportFormat.bytes($0.textBytes) }
    for name in SizeInputs.changeCases {
      row("lines changed (\(name))") { "\($0.changedLines[name] ?? 0)" }
    }
    row("files read back and parsed as snapshots") { "\($0.filesParsed) of \($0.filesParsed)" }
    let repetitive = report.repetitive
    let large = report.sizes.contains { $0.requestedNodes == 100_000 }
    lines += [
      "",
      "Every file the comparisons read was written before timing, read back and parsed as a "
        + "valid snapshot file equal to the recording it holds"
        + (large ? " (the 100k-node 1% pair of target 4 included)" : "")
        + "; the \(repetitive.lines)-line repetitive pair "
        + "(\(ReportFormat.bytes(repetitive.textBytes)) each) parses too.",
    ]
    return lines
  }

  private func binaries() -> [String] {
    guard let cli = report.cli else { return [] }
    var lines = [
      "## `snapshots` executables timed", "",
      "Built before any timing; the build times are in no figure below.", "",
      "| executable | linking (from its ELF headers) | build | build time |",
      "| --- | --- | --- | ---: |",
    ]
    for binary in cli.binaries {
      lines.append(
        "| \(binary.label): `\(binary.path)` | \(binary.linking) | "
          + "\(binary.buildCommand.map { "`\($0)`" } ?? "given with --cli") | "
          + "\(binary.buildSeconds.map(ReportFormat.time) ?? "—") |")
    }
    if let note = cli.note { lines += ["", note + "."] }
    return lines
  }

  private func wholeProcess() -> [String] {
    guard let cli = report.cli, !cli.comparisons.isEmpty else { return [] }
    let labels = cli.binaries.map(\.label)
    var lines = [
      "## Whole process: `snapshots` against GNU `diff -u`", "",
      "| comparison | GNU | "
        + labels.map { "snapshots \($0) | ÷ GNU" }.joined(separator: " | ")
        + " | output bytes: GNU, " + labels.joined(separator: ", ") + " |",
      "| --- | ---: |" + String(repeating: " ---: | ---: |", count: labels.count) + " ---: |",
    ]
    for comparison in cli.comparisons {
      let ours = comparison.ours.map {
        ReportFormat.time($0.seconds) + " | " + ($0.versusGNU.map(ReportFormat.ratio) ?? "—")
      }
      let outputs = [comparison.gnuOutputBytes] + comparison.ours.map(\.outputBytes)
      lines.append(
        "| \(comparison.name): `snapshots \(comparison.ourArguments)` vs "
          + "`\(comparison.gnuCommand)` | \(ReportFormat.time(comparison.gnu)) | "
          + ours.joined(separator: " | ") + " | "
          + outputs.map(String.init).joined(separator: ", ") + " |")
    }
    return lines
  }
}
