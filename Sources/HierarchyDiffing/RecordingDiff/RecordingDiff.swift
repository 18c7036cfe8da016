public import PresentationHierarchy

/// A step-by-step comparison of two recordings, such as a snapshot reference and a new run.
///
/// Steps are compared by position. The ``summary`` names the change that matters most across
/// all steps (``ChangeHeadlines``, ranked by ``ChangeSignificance``) and its step, in one line a
/// failure message can lead with:
///
/// ```text
/// step 2 "present fullScreenCover": `mascot` is now behind `cover` (was in front)
/// ```
public struct RecordingDiff: Hashable, Sendable {
  /// The steps that differ, in order.
  public let steps: [StepDifference]

  /// Compares two recordings step by step.
  ///
  /// - Parameters:
  ///   - old: The recording before, such as the reference.
  ///   - new: The recording after, such as the actual run.
  public init(from old: Recording, to new: Recording) {
    var steps: [StepDifference] = []
    for index in 0..<max(old.steps.count, new.steps.count) {
      let number = index + 1
      switch (old.steps.indices.contains(index), new.steps.indices.contains(index)) {
      case (true, true):
        let before = old.steps[index]
        let after = new.steps[index]
        let matching = TreeDiff.Matching(old: before.hierarchy, new: after.hierarchy)
        let tree = TreeDiff(from: before.hierarchy, to: after.hierarchy, matching: matching)
        if before.label != after.label || !tree.isEmpty || before.messages != after.messages {
          let headlines = ChangeHeadlines(from: before, to: after, diff: tree, matching: matching)
          steps.append(
            StepDifference(
              number: number, label: after.label, kind: .changed(oldLabel: before.label, tree),
              headlines: headlines))
        }
      case (true, false):
        steps.append(StepDifference(number: number, label: old.steps[index].label, kind: .removed))
      default:
        steps.append(StepDifference(number: number, label: new.steps[index].label, kind: .added))
      }
    }
    self.steps = steps
  }

  /// Whether the recordings have the same steps with the same labels, hierarchies and messages.
  public var isEmpty: Bool { steps.isEmpty }

  /// The most telling difference in one line, or `nil` when there is none.
  ///
  /// This is the step whose top headline matters most (the earliest such step on a tie), its
  /// headline and count of other changes, followed by how many other steps differ.
  public var summary: String? {
    guard
      let telling = steps.enumerated().min(by: {
        ($0.element.significance, $0.offset) < ($1.element.significance, $1.offset)
      })?.element
    else { return nil }
    switch steps.count {
    case 1: return telling.description
    case 2: return telling.description + "; 1 other step differs"
    default: return telling.description + "; \(steps.count - 1) other steps differ"
    }
  }
}

extension RecordingDiff {
  /// How one step differs.
  public struct StepDifference: Hashable, Sendable, CustomStringConvertible {
    /// The step's 1-based number.
    public let number: Int
    /// The step's label in the new recording, or in the old one for a removed step.
    public let label: String
    /// What happened to the step.
    public let kind: Kind
    /// The step's changes ranked, for a step in both recordings.
    public let headlines: ChangeHeadlines?

    /// Creates a step difference.
    ///
    /// - Parameters:
    ///   - number: The step's 1-based number.
    ///   - label: The step's label.
    ///   - kind: What happened to the step.
    ///   - headlines: The step's changes ranked, for a step in both recordings.
    package init(number: Int, label: String, kind: Kind, headlines: ChangeHeadlines? = nil) {
      self.number = number
      self.label = label
      self.kind = kind
      self.headlines = headlines
    }

    /// How much the step's most important change matters; a step added, removed or only
    /// relabelled counts as structure.
    public var significance: ChangeSignificance {
      headlines?.top?.significance ?? .structure
    }

    /// What can happen to a step.
    public enum Kind: Hashable, Sendable {
      /// The step is in both recordings; its label, hierarchy or messages changed.
      case changed(oldLabel: String, TreeDiff)
      /// The step is only in the new recording.
      case added
      /// The step is only in the old recording.
      case removed
    }

    /// Whether an identified node moved in front of or behind another in this step.
    public var hasPaintOrderMove: Bool {
      guard case .changed(_, let tree) = kind else { return false }
      return tree.paintOrderChanges.contains { $0.kind == .moved }
    }

    /// The step and its most important change in one line.
    public var description: String {
      let step = "step \(number) \"\(label)\""
      switch kind {
      case .added:
        return "\(step) is new"
      case .removed:
        return "\(step) is no longer recorded"
      case .changed(let oldLabel, let tree):
        let relabeled = oldLabel == label ? nil : "was labelled \"\(oldLabel)\""
        let parts = [headlines?.summary ?? tree.summary, relabeled].compactMap(\.self)
        return "\(step): " + parts.joined(separator: "; ")
      }
    }
  }
}
