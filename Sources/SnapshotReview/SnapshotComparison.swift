import HierarchyDiffing
import PresentationHierarchy

/// Two versions of a snapshot file compared: the unified diff and the one-line tree summary.
package struct SnapshotComparison: Sendable {
  /// The unified diff, empty when the files are the same.
  package var diff: String
  /// The one-line meaning of the change, or why there is none (a file that can't be parsed).
  package var summary: String
  /// Whether the two versions have the same text (after normalising line endings).
  package var isSame: Bool
  /// Each step that differs, with its headline and the UIKit warnings new in it; empty when a
  /// file is new or can't be parsed.
  package var steps: [Step] = []

  /// One step that differs.
  package struct Step: Codable, Hashable, Sendable {
    /// The step's 1-based number.
    package var number: Int
    /// The step and its most important change, such as
    /// `step 3 "present fullScreenCover": DolphinOverlay is now covered by cover`.
    package var headline: String
    /// The warnings and exceptions UIKit printed in this step that the reference doesn't
    /// have, as the file writes them (`warning: …`).
    package var newMessages: [String]
    /// The step's front-to-back order and landmark taps, the reference's beside the actual's;
    /// only for the first ``StepGlance/maximumSteps`` differing steps that both recordings
    /// have.
    package var glance: StepGlance? = nil
  }

  /// Compares two versions of a snapshot file.
  ///
  /// - Parameters:
  ///   - old: The old bytes, or `nil` when the file is new.
  ///   - new: The new bytes.
  ///   - oldPath: The path on the diff's `---` line.
  ///   - newPath: The path on the diff's `+++` line.
  package init(old: [UInt8]?, new: [UInt8], oldPath: String, newPath: String) {
    let oldBytes = old.map { SnapshotFormat.normalize($0).bytes } ?? []
    let newBytes = SnapshotFormat.normalize(new).bytes
    isSame = old != nil && oldBytes == newBytes
    guard !isSame else {
      (diff, summary) = ("", "no change")
      return
    }
    let isNew = old == nil
    // Two rounds of two jobs each, on two cores (a dispatch apply inside another runs serially):
    // the files parse side by side, then the tree diff runs beside the line diff.
    let (oldRecording, newRecording) = concurrently(
      { isNew ? nil : Self.parse(oldBytes) }, { Self.parse(newBytes) })
    let (meaning, diff) = concurrently(
      { Self.meaning(old: oldRecording, new: newRecording) },
      {
        LineDiff(from: oldBytes, to: newBytes).unified(
          UnifiedDiffOptions(
            oldPath: oldPath, newPath: newPath, hunkContext: SnapshotBreadcrumbs()))
      })
    self.diff = diff
    (summary, steps) = meaning
  }

  private static func parse(_ bytes: [UInt8]) -> Result<Recording, SnapshotParseError> {
    do {
      return .success(try SnapshotFormat.parse(utf8: bytes))
    } catch {
      return .failure(error)
    }
  }

  private static func meaning(
    old oldRecording: Result<Recording, SnapshotParseError>?,
    new newRecording: Result<Recording, SnapshotParseError>
  ) -> (String, [Step]) {
    let newParsed: Recording
    switch newRecording {
    case .success(let recording): newParsed = recording
    case .failure(let error): return ("the new file can't be parsed (\(error))", [])
    }
    guard let oldRecording else {
      let count = newParsed.steps.count
      return ("new snapshot with \(count) step\(count == 1 ? "" : "s")", [])
    }
    do {
      let oldParsed = try oldRecording.get()
      let diff = RecordingDiff(from: oldParsed, to: newParsed)
      let steps = diff.steps.enumerated().map { position, step in
        var glance: StepGlance?
        if position < StepGlance.maximumSteps, step.number >= 1,
          step.number <= min(oldParsed.steps.count, newParsed.steps.count)
        {
          glance = StepGlance(
            reference: oldParsed.steps[step.number - 1], actual: newParsed.steps[step.number - 1],
            headline: step.description)
        }
        return Step(
          number: step.number, headline: step.description,
          newMessages: step.headlines?.newMessages.map(\.description) ?? [], glance: glance)
      }
      return (diff.summary ?? "only the header or the formatting changed", steps)
    } catch {
      return ("the old file can't be parsed (\(error))", [])
    }
  }
}
