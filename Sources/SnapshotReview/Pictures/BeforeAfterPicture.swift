import PresentationHierarchy

/// Draws the steps that differ between a reference and an actual recording side by side: the
/// reference's step on the left, the actual step on the right.
enum BeforeAfterPicture {
  static let columnGap = 32.0

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
    let scale = ScreenScale((referenceSteps + actual.steps).map(\.hierarchy))
    let pairs = differing.map { index in
      (
        number: index + 1,
        old: index < referenceSteps.count
          ? StepRow(
            step: referenceSteps[index], number: index + 1, count: referenceSteps.count,
            scale: scale) : nil,
        new: index < actual.steps.count
          ? StepRow(
            step: actual.steps[index], number: index + 1, count: actual.steps.count,
            scale: scale) : nil
      )
    }
    let columnWidth = { (rows: [StepRow?]) in
      rows.compactMap { $0?.width }.max() ?? StepRow.minimumWidth
    }
    let leftWidth = columnWidth(pairs.map(\.old))
    let rightWidth = columnWidth(pairs.map(\.new))
    let margin = SnapshotPicture.margin
    let width = leftWidth + columnGap + rightWidth
    let noun = stepCount == 1 ? "step" : "steps"
    let heading = [
      "Reference and actual: " + title,
      summary,
      "\(differing.count) of \(stepCount) \(noun) differ: the reference on the left, the actual "
        + "recording on the right",
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
      for (row, x, side) in [(pair.old, margin, "reference"), (pair.new, rightX, "actual")] {
        if let row {
          row.draw(into: &canvas, at: (x, y), width: x == margin ? leftWidth : rightWidth)
        } else {
          canvas.text(
            "step \(pair.number): not in the \(side)", x: x, y: y + 14,
            size: PictureStyle.stepTitleSize, color: PictureStyle.quietText, bold: true)
        }
      }
      let height = max(pair.old?.height ?? 20, pair.new?.height ?? 20)
      y += height + SnapshotPicture.rowGap
    }
    let middle = margin + leftWidth + columnGap / 2
    canvas.line(
      from: (middle, columnsTop), to: (middle, y - SnapshotPicture.rowGap / 2),
      color: PictureStyle.panelStroke)
    SnapshotPicture.drawLegend(y: &y, into: &canvas)
    return canvas.document(width: width + 2 * margin, height: y + margin)
  }
}
