/// The in-process sections of the Markdown report: stage times with their cold calls and
/// growth, the baselines, the ratios, the repetitive case and the memory of each stage.
extension TableReport {
  func stageTimes() -> [String] {
    guard !report.stages.isEmpty else { return [] }
    let columns = sizeLabels.flatMap { ["\($0) warm", "\($0) cold"] } + growthLabels
    var lines = [
      "## In-process stages", "",
      "Warm: median per call [min–max] over the rounds. Cold: the first call in a fresh process "
        + "(see What each comparison includes), timed once, so as noisy as one call is. Growth: warm median from one size to the next (linear reads ~10x per 10x).",
      "",
      "| stage | " + columns.joined(separator: " | ") + " |",
      "| --- |" + String(repeating: " ---: |", count: columns.count),
    ]
    for row in report.stages {
      let cells = row.results.indices.flatMap { size in
        [
          row.results[size].map { ReportFormat.time($0.warm) } ?? "—",
          report.child(row.name, at: size).map { ReportFormat.time($0.coldSeconds) } ?? "—",
        ]
      }
      lines.append(
        "| \(row.name) | "
          + (cells + growth(row.results.map { $0?.warm.median }))
          .joined(separator: " | ") + " |")
    }
    return lines
  }

  func baselines() -> [String] {
    guard !report.stages.isEmpty else { return [] }
    var lines = [
      "## Baselines", "",
      "Pooled over every round they were timed in, beside each stage.", "",
      "| baseline | " + (sizeLabels + growthLabels).joined(separator: " | ") + " |",
      "| --- |" + String(repeating: " ---: |", count: sizeLabels.count + growthLabels.count),
    ]
    func row(_ name: String, _ pick: (BenchmarkReport.StageResult) -> Spread?) {
      let spreads = report.sizes.indices.map { size in
        Spread(report.stages.compactMap { $0.results[size] }.compactMap(pick).flatMap(\.rounds))
      }
      guard spreads.contains(where: { $0 != nil }) else { return }
      let cells =
        spreads.map { $0.map(ReportFormat.time) ?? "—" } + growth(spreads.map { $0?.median })
      lines.append("| \(name) | " + cells.joined(separator: " | ") + " |")
    }
    row("byte pass (newlines counted, in process)") { $0.bytePass }
    let pairs = ["equal"] + SizeInputs.changeCases
    for pair in pairs {
      row("GNU `diff -u`, whole process: \(pair)") {
        $0.gnu?.pair == pair ? $0.gnu?.wholeProcess : nil
      }
    }
    row("GNU `diff -u`, whole process: two empty files") { $0.gnu?.emptyInputs }
    for pair in pairs {
      row("GNU's own diff work: \(pair) (pair − empty, per round)") {
        $0.gnu?.pair == pair ? $0.gnu?.work : nil
      }
    }
    return lines
  }

  func ratios() -> [String] {
    guard !report.stages.isEmpty else { return [] }
    let columns = sizeLabels.map { "÷ byte pass \($0)" } + sizeLabels.map { "÷ GNU's work \($0)" }
    var lines = [
      "## Ratios (in process ÷ in process)", "",
      "| stage | " + columns.joined(separator: " | ") + " |",
      "| --- |" + String(repeating: " ---: |", count: columns.count),
    ]
    for row in report.stages {
      let bytePass = row.results.map { $0?.versusBytePass.map(ReportFormat.ratio) ?? "—" }
      let gnu = row.results.map { $0?.gnu?.versus.map(ReportFormat.ratio) ?? "—" }
      lines.append("| \(row.name) | " + (bytePass + gnu).joined(separator: " | ") + " |")
    }
    return lines
  }

  func repetitive() -> [String] {
    let repetitive = report.repetitive
    var lines = [
      "## The \(repetitive.lines)-line repetitive pair, one change", "",
      "Line diff: removed \(repetitive.removed), inserted \(repetitive.inserted), "
        + "\(repetitive.hunks) hunk\(repetitive.hunks == 1 ? "" : "s"), "
        + "\(repetitive.outputBytes) bytes of output (GNU: "
        + "\(repetitive.gnuOutputBytes.map(String.init) ?? "—") bytes).",
    ]
    if let lineDiff = repetitive.lineDiff {
      lines.append("")
      lines.append(
        "- line diff, in process: warm \(ReportFormat.time(lineDiff.warm))"
          + (repetitive.child.map { ", cold \(ReportFormat.time($0.coldSeconds))" } ?? ""))
      lines.append(
        "- byte pass over the same text: \(ReportFormat.time(lineDiff.bytePass)); ratio "
          + (lineDiff.versusBytePass.map(ReportFormat.ratio) ?? "—"))
      if let gnu = lineDiff.gnu {
        lines.append(
          "- GNU `diff -u`, whole process: \(ReportFormat.time(gnu.wholeProcess)); on two empty "
            + "files: \(ReportFormat.time(gnu.emptyInputs)); own diff work: "
            + (gnu.work.map(ReportFormat.time) ?? "—") + "; line diff ÷ GNU's work: "
            + (gnu.versus.map(ReportFormat.ratio) ?? "—"))
      }
    }
    return lines
  }

  func memory() -> [String] {
    guard !report.children.isEmpty, let last = report.sizes.indices.last else { return [] }
    let label = sizeLabels[last]
    let columns =
      sizeLabels.map { "rise \($0)" }
      + [
        "baseline \(label)", "peak \(label)", "rise ÷ text \(label)", "first call's rise \(label)",
      ]
    var lines = [
      "## Peak memory per stage, each from its own baseline", "",
      "Each stage in a fresh child, once its inputs are prepared: the rise of the resident set "
        + "during a call (VmHWM after it, reset with /proc/self/clear_refs just before it) over "
        + "the resident set just before it, free heap pages returned first. Rise and peak are "
        + "the second call's (the stage's working memory); the first call's rise also counts the "
        + "code and runtime data the process touches for the first time.",
    ]
    if report.children.contains(where: { $0.results.contains { $0?.peakWasReset == false } }) {
      lines.append(
        "Here /proc/self/clear_refs refused the reset: the peaks marked * include preparing "
          + "the inputs.")
    }
    lines += [
      "", "| stage | " + columns.joined(separator: " | ") + " |",
      "| --- |" + String(repeating: " ---: |", count: columns.count),
    ]
    let textBytes = report.sizes[last].textBytes
    for row in report.children {
      let rises = row.results.map { result in
        result.map { ReportFormat.bytes($0.riseBytes) + ($0.peakWasReset ? "" : "*") } ?? "—"
      }
      let final = row.results[last]
      let details =
        final.map { result in
          [
            ReportFormat.bytes(result.baselineBytes), ReportFormat.bytes(result.peakBytes),
            ReportFormat.ratio(Double(result.riseBytes) / Double(max(1, textBytes))),
            ReportFormat.bytes(result.firstCallRiseBytes),
          ]
        } ?? ["—", "—", "—", "—"]
      lines.append("| \(row.name) | " + (rises + details).joined(separator: " | ") + " |")
    }
    return lines
  }

  private var growthLabels: [String] {
    zip(sizeLabels, sizeLabels.dropFirst()).map { "growth \($0)→\($1)" }
  }

  private func growth(_ medians: [Double?]) -> [String] {
    zip(medians, medians.dropFirst()).map { pair in
      guard let small = pair.0, let big = pair.1, small > 0 else { return "—" }
      return ReportFormat.ratio(big / small)
    }
  }
}
