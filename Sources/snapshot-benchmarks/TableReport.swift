/// Renders a ``BenchmarkReport`` as Markdown tables: medians and growth, ratios to the
/// baselines, the repetitive case and peak memory.
struct TableReport {
  let report: BenchmarkReport

  func render() -> String {
    var lines: [String] = []
    lines.append("# snapshot-benchmarks")
    lines.append("")
    lines.append(
      "\(report.machine); \(report.diffVersion); medians of \(report.runs) runs after "
        + "\(report.warmups) warm-up\(report.warmups == 1 ? "" : "s")"
        + (report.quick ? " (--quick)" : "") + ".")
    lines.append("")
    lines += inputsTable()
    lines.append("")
    lines += timesTable()
    lines.append("")
    lines += ratiosTable()
    lines.append("")
    lines += targets()
    lines += memoryTable()
    lines.append("")
    lines.append("Total run time: \(Self.format(report.totalSeconds)).")
    return lines.joined(separator: "\n") + "\n"
  }

  private var sizeLabels: [String] {
    report.sizes.map { Self.count($0.requestedNodes) }
  }

  private func inputsTable() -> [String] {
    var lines = ["| input | " + sizeLabels.joined(separator: " | ") + " |"]
    lines.append("| --- |" + String(repeating: " ---: |", count: report.sizes.count))
    lines.append("| nodes | " + report.sizes.map { "\($0.nodes)" }.joined(separator: " | ") + " |")
    lines.append(
      "| captured app nodes | "
        + report.sizes.map { "\($0.capturedNodes)" }.joined(separator: " | ")
        + " |")
    lines.append(
      "| text lines | " + report.sizes.map { "\($0.textLines)" }.joined(separator: " | ") + " |")
    lines.append(
      "| text size | " + report.sizes.map { Self.bytes($0.textBytes) }.joined(separator: " | ")
        + " |")
    for name in SizeInputs.changeCases {
      lines.append(
        "| lines changed (\(name)) | "
          + report.sizes.map { "\($0.changedLines[name] ?? 0)" }.joined(separator: " | ") + " |")
    }
    return lines
  }

  private func timesTable() -> [String] {
    let growthLabels = zip(sizeLabels, sizeLabels.dropFirst()).map { "growth \($0)→\($1)" }
    var lines = [
      "| stage (median per call) | " + (sizeLabels + growthLabels).joined(separator: " | ") + " |"
    ]
    lines.append(
      "| --- |" + String(repeating: " ---: |", count: sizeLabels.count + growthLabels.count))
    for row in report.rows {
      let times = row.seconds.map { $0.map(Self.format) ?? "—" }
      let growth = zip(row.seconds, row.seconds.dropFirst()).map { pair in
        guard let small = pair.0, let big = pair.1, small > 0 else { return "—" }
        return Self.ratio(big / small)
      }
      let name = row.isBaseline ? "*baseline:* \(row.name)" : row.name
      lines.append("| \(name) | " + (times + growth).joined(separator: " | ") + " |")
    }
    return lines
  }

  private func ratiosTable() -> [String] {
    let memcmpLabels = sizeLabels.map { "÷ memcmp \($0)" }
    let diffLabels = sizeLabels.map { "÷ diff -u \($0)" }
    var lines = ["| stage | " + (memcmpLabels + diffLabels).joined(separator: " | ") + " |"]
    lines.append("| --- |" + String(repeating: " ---: |", count: sizeLabels.count * 2))
    for row in report.rows where !row.isBaseline {
      let memcmp = row.seconds.indices.map { index in
        ratio(row.seconds[index], report.seconds("memcmp (text vs copy)", at: index))
      }
      let diff = row.seconds.indices.map { index in
        guard let baseline = row.diffBaseline else { return "—" }
        return ratio(row.seconds[index], report.seconds(baseline, at: index))
      }
      lines.append("| \(row.name) | " + (memcmp + diff).joined(separator: " | ") + " |")
    }
    return lines
  }

  private func targets() -> [String] {
    var lines: [String] = []
    if let index = report.sizes.firstIndex(where: { $0.requestedNodes == 10_000 }),
      let write = report.seconds("write", at: index),
      let parse = report.seconds("parse", at: index),
      let equal = report.seconds("equal: values ==", at: index)
    {
      lines.append(
        "- 10k nodes, write + parse + equal (values `==`): "
          + "\(Self.format(write + parse + equal)) (target ≤ 10 ms).")
    }
    let repetitive = report.repetitive
    lines.append(
      "- \(repetitive.lines)-line repetitive dump, one change: \(Self.format(repetitive.seconds)) "
        + "(target ≤ 5 ms); removed \(repetitive.removed), inserted \(repetitive.inserted), "
        + "\(repetitive.hunks) hunk, \(repetitive.outputBytes) bytes of output "
        + "(GNU diff: \(repetitive.diffOutputBytes) bytes, \(Self.format(repetitive.diffSeconds ?? .nan)); "
        + "memcmp: \(Self.format(repetitive.memcmpSeconds))).")
    if let index = report.sizes.firstIndex(where: { $0.requestedNodes == 100_000 }),
      let ours = report.seconds("line diff: 1%", at: index),
      let theirs = report.seconds("diff -u: 1%", at: index)
    {
      lines.append(
        "- 100k-line texts, 1% changed: line diff + unified output \(Self.format(ours)), GNU "
          + "`diff -u` process \(Self.format(theirs)): \(Self.ratio(ours / theirs)) (target ≤ 2x).")
    }
    if let startup = report.diffStartupSeconds {
      lines.append(
        "- GNU `diff -u` on two one-line files (process start-up and exit alone): "
          + "\(Self.format(startup)).")
    }
    return lines
  }

  private func memoryTable() -> [String] {
    guard let textBytes = report.memoryTextBytes, !report.memory.isEmpty else { return [] }
    var lines = [
      "",
      "Peak memory at \(sizeLabels.last ?? "") nodes (text \(Self.bytes(textBytes))), each stage in "
        + "a child process, `getrusage(RUSAGE_SELF).ru_maxrss`:",
      "",
      "| stage | peak RSS | ÷ text | rise during stage | ÷ text |",
      "| --- | ---: | ---: | ---: | ---: |",
    ]
    for memory in report.memory {
      lines.append(
        "| \(memory.stage) | \(Self.bytes(memory.peakBytes)) | "
          + "\(Self.ratio(Double(memory.peakBytes) / Double(textBytes))) | "
          + "\(Self.bytes(memory.riseBytes)) | "
          + "\(Self.ratio(Double(memory.riseBytes) / Double(textBytes))) |")
    }
    return lines
  }

  private func ratio(_ value: Double?, _ baseline: Double?) -> String {
    guard let value, let baseline, baseline > 0 else { return "—" }
    return Self.ratio(value / baseline)
  }

  static func ratio(_ value: Double) -> String {
    value >= 100 ? "\(Int(value.rounded()))x" : "\(significant(value))x"
  }

  static func format(_ seconds: Double) -> String {
    guard seconds.isFinite else { return "—" }
    if seconds >= 1 { return "\(significant(seconds)) s" }
    if seconds >= 1e-3 { return "\(significant(seconds * 1e3)) ms" }
    if seconds >= 1e-6 { return "\(significant(seconds * 1e6)) µs" }
    return "\(significant(seconds * 1e9)) ns"
  }

  static func bytes(_ count: Int) -> String {
    count >= 1 << 20
      ? "\(significant(Double(count) / Double(1 << 20))) MiB"
      : "\(significant(Double(count) / 1_024)) KiB"
  }

  static func count(_ value: Int) -> String {
    value >= 1_000 && value.isMultiple(of: 1_000) ? "\(value / 1_000)k" : "\(value)"
  }

  /// Three significant digits, without a trailing `.0`.
  static func significant(_ value: Double) -> String {
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : 2
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
