extension MarkdownReport {
  /// The most names of a front-to-back order a table shows per recording.
  package static let maximumNames = 12
  /// The most tap rows a table shows.
  package static let maximumTapRows = 6

  /// Returns a table per differing step seen at a glance (``StepGlance``), then how many more
  /// steps differ, each part after an empty line.
  ///
  /// - Parameter steps: A snapshot's differing steps.
  /// - Returns: The lines, or none when no step has a glance.
  package static func glanceLines(_ steps: [SnapshotComparison.Step]) -> [String] {
    let glanced = steps.prefix(StepGlance.maximumSteps).filter { $0.glance != nil }
    guard !glanced.isEmpty else { return [] }
    var lines: [String] = []
    for step in glanced {
      guard let glance = step.glance else { continue }
      lines += [""] + table(glance, number: step.number)
    }
    let more = steps.count - min(steps.count, StepGlance.maximumSteps)
    if more > 0 {
      let noun = more == 1 ? "step differs" : "steps differ"
      lines += ["", "_… \(more) more \(noun): see the diff and the picture._"]
    }
    return lines
  }

  /// One step's table: the front-to-back orders, then a row per landmark tap.
  private static func table(_ glance: StepGlance, number: Int) -> [String] {
    let difference = glance.actualFrontToBack.difference(from: glance.referenceFrontToBack)
    var removed: Set<Int> = []
    var inserted: Set<Int> = []
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var lines = [
      "| step \(number): \(code(glance.label)) | reference | actual |",
      "| --- | --- | --- |",
      "| front to back | \(names(glance.referenceFrontToBack, changed: removed)) | "
        + "\(names(glance.actualFrontToBack, changed: inserted)) |",
    ]
    for tap in glance.taps.prefix(maximumTapRows) {
      lines.append(
        "| tap at \(code(tap.name)) | \(landing(tap.reference)) | \(landing(tap.actual)) |")
    }
    let hidden = glance.taps.count - min(glance.taps.count, maximumTapRows)
    if hidden > 0 {
      lines.append("| … \(hidden) more tap\(hidden == 1 ? "" : "s") | | |")
    }
    return lines
  }

  /// A front-to-back order in code font, the changed names in bold, shortened to
  /// ``maximumNames`` names.
  private static func names(_ names: [String], changed: Set<Int>) -> String {
    guard !names.isEmpty else { return "_none_" }
    var cells = names.prefix(maximumNames).enumerated().map { offset, name in
      changed.contains(offset) ? "**\(code(name))**" : code(name)
    }
    if names.count > maximumNames {
      let hiddenChanges = changed.filter { $0 >= maximumNames }.count
      cells.append(
        "… \(names.count - maximumNames) more"
          + (hiddenChanges > 0 ? " (\(hiddenChanges) changed)" : ""))
    }
    return cells.joined(separator: ", ")
  }

  /// Where a tap lands, in words.
  private static func landing(_ landing: StepGlance.Landing?) -> String {
    switch landing {
    case nil: "—"
    case .itself: "✓ itself"
    case .node(let name, let window):
      "→ \(code(name))" + (window.map { " in window \($0)" } ?? "")
    case .nothing: "→ nothing"
    }
  }

  /// Writes text in code font inside a table cell: between more backticks than any run of
  /// them it holds (with a space each side when it holds one), with `|` escaped.
  package static func code(_ text: String) -> String {
    var longestRun = 0
    var run = 0
    var escaped = ""
    for character in text {
      run = character == "`" ? run + 1 : 0
      longestRun = max(longestRun, run)
      escaped += character == "|" ? "\\|" : String(character)
    }
    let fence = String(repeating: "`", count: longestRun + 1)
    let padding = longestRun > 0 ? " " : ""
    return fence + padding + escaped + padding + fence
  }
}
