import HierarchyDiffing
import PresentationHierarchy

/// Draws the steps that differ between a reference and an actual recording side by side.
///
/// The reference's step is on the left, the actual step on the right, the node each step's
/// headline names marked on both sides. A step that differs as the step drawn before it does (the same
/// headline) is not drawn again: a line under that step names it.
enum BeforeAfterPicture {
  static let columnGap = 32.0
  static let repeatLineHeight = 16.0

  /// One drawn step: its two sides, and the later steps that differ the same way.
  private struct Pair {
    var number: Int
    var old: StepRow?
    var new: StepRow?
    var headline: Headline?
    var sameAs: [Int] = []
  }

  /// Returns the SVG of the differing steps, or `nil` when every step is the same.
  ///
  /// - Parameters:
  ///   - reference: The reference recording, or `nil` when there is none.
  ///   - actual: The actual recording.
  ///   - title: What the picture is of, such as the reference's path.
  ///   - summary: The one-line meaning of the change.
  /// - Returns: The SVG document, or `nil` when no step differs.
  static func svg(
    reference: Recording?, actual: Recording, title: String, summary: String
  ) -> String? {
    let referenceSteps = reference?.steps ?? []
    let stepCount = max(referenceSteps.count, actual.steps.count)
    let differing = (0..<stepCount).filter { index in
      let old = index < referenceSteps.count ? referenceSteps[index] : nil
      let new = index < actual.steps.count ? actual.steps[index] : nil
      return old != new
    }
    guard !differing.isEmpty else { return nil }
    let headlines = reference.map { headlinesByStep(from: $0, to: actual) } ?? [:]
    let scale = ScreenScale((referenceSteps + actual.steps).map(\.hierarchy))
    var pairs: [Pair] = []
    for index in differing {
      let number = index + 1
      let headline = headlines[number]
      if let last = pairs.last, let headline, last.headline?.sentence == headline.sentence {
        pairs[pairs.count - 1].sameAs.append(number)
        continue
      }
      let row = { (steps: [Recording.Step]) in
        index < steps.count
          ? StepRow(
            step: steps[index], number: number, count: steps.count, scale: scale,
            subject: headline?.subject) : nil
      }
      pairs.append(
        Pair(number: number, old: row(referenceSteps), new: row(actual.steps), headline: headline))
    }
    let columnWidth = { (rows: [StepRow?]) in
      rows.compactMap { $0?.width }.max() ?? StepRow.minimumWidth
    }
    let leftWidth = columnWidth(pairs.map(\.old))
    let rightWidth = columnWidth(pairs.map(\.new))
    let margin = SnapshotPicture.margin
    let width = leftWidth + columnGap + rightWidth
    let noun = stepCount == 1 ? "step" : "steps"
    let drawn =
      pairs.count == differing.count ? "" : "; drawn: the \(pairs.count) whose change differs"
    let heading = [
      "Reference and actual: " + title,
      summary,
      "\(differing.count) of \(stepCount) \(noun) differ\(drawn): the reference on the left, "
        + "the actual recording on the right",
    ]
    var canvas = SVGCanvas()
    var y = margin
    SnapshotPicture.drawHeading(heading, width: width, y: &y, into: &canvas)
    let rightX = margin + leftWidth + columnGap
    let columnsTop = y
    canvas.text(
      reference == nil ? "reference (none)" : "reference", x: margin, y: y + 14,
      size: PictureStyle.titleSize, bold: true)
    canvas.text("actual", x: rightX, y: y + 14, size: PictureStyle.titleSize, bold: true)
    y += 26
    for (position, pair) in pairs.enumerated() {
      if position > 0 {
        canvas.line(
          from: (margin, y - SnapshotPicture.rowGap / 2),
          to: (margin + width, y - SnapshotPicture.rowGap / 2), color: PictureStyle.panelStroke)
      }
      if let headline = pair.headline {
        for line in SVGText.wrapped(
          "step \(pair.number): " + headline.sentence,
          toCells: PictureStyle.cells(fitting: width, size: PictureStyle.bodySize))
        {
          canvas.text(line, x: margin, y: y + 11, size: PictureStyle.bodySize, bold: true)
          y += repeatLineHeight
        }
      }
      let sides = [
        (pair.old, pair.new, margin, "reference"), (pair.new, pair.old, rightX, "actual"),
      ]
      for (row, other, x, side) in sides {
        if let row {
          row.draw(
            into: &canvas, at: (x, y), width: x == margin ? leftWidth : rightWidth, beside: other)
        } else {
          canvas.text(
            "step \(pair.number): not in the \(side)", x: x, y: y + 14,
            size: PictureStyle.stepTitleSize, color: PictureStyle.quietText, bold: true)
        }
      }
      y += max(pair.old?.height(beside: pair.new) ?? 20, pair.new?.height(beside: pair.old) ?? 20)
      if !pair.sameAs.isEmpty {
        let steps = pair.sameAs.map(String.init).joined(separator: ", ")
        let words = pair.sameAs.count == 1 ? "step \(steps) differs" : "steps \(steps) differ"
        for line in SVGText.wrapped(
          "\(words) the same way, not drawn",
          toCells: PictureStyle.cells(fitting: width, size: PictureStyle.bodySize))
        {
          canvas.text(
            line, x: margin, y: y + 11, size: PictureStyle.bodySize, color: PictureStyle.quietText)
          y += repeatLineHeight
        }
      }
      y += SnapshotPicture.rowGap
    }
    let middle = margin + leftWidth + columnGap / 2
    canvas.line(
      from: (middle, columnsTop), to: (middle, y - SnapshotPicture.rowGap / 2),
      color: PictureStyle.panelStroke)
    SnapshotPicture.drawLegend(y: &y, into: &canvas, more: [PictureStyle.changedLegend])
    return canvas.document(width: width + 2 * margin, height: y + margin)
  }

  /// The top headline of each step that differs, by step number.
  private static func headlinesByStep(from old: Recording, to new: Recording) -> [Int: Headline] {
    var result: [Int: Headline] = [:]
    for step in RecordingDiff(from: old, to: new).steps {
      if let top = step.headlines?.top { result[step.number] = top }
    }
    return result
  }
}
