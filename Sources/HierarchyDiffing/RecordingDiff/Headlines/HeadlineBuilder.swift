import PresentationHierarchy

/// Works out the sentences about landmarks (``LandmarkStates``) that the tree diff doesn't say
/// directly: coverage, taps, and appearing or disappearing.
struct HeadlineBuilder {
  let old: Hierarchy
  let new: Hierarchy
  let diff: TreeDiff
  private let oldIdentifiers: TreeDiff.IdentifierTable
  private let newIdentifiers: TreeDiff.IdentifierTable
  /// Whether the two hierarchies differ only in attributes, so their landmarks are the same.
  private let isSameShape: Bool
  private var oldNamer: TreeDiff.PathNamer
  private var newNamer: TreeDiff.PathNamer

  /// Prepares the sentences of a diff, reusing its matching's identifier tables when given.
  init(old: Hierarchy, new: Hierarchy, diff: TreeDiff, matching: TreeDiff.Matching?) {
    self.old = old
    self.new = new
    self.diff = diff
    oldIdentifiers = matching?.oldIdentifiers ?? TreeDiff.IdentifierTable(old)
    newIdentifiers = matching?.newIdentifiers ?? TreeDiff.IdentifierTable(new)
    isSameShape = matching?.isSameShape ?? old.hasSameShape(as: new)
    oldNamer = TreeDiff.PathNamer(old, identifiers: oldIdentifiers)
    newNamer = TreeDiff.PathNamer(new, identifiers: newIdentifiers)
  }

  /// The derived sentences: for landmarks in both hierarchies in the new one's order, then for
  /// landmarks that left, in the old one's order; identified landmarks before the others, as
  /// the developer named them to be watched.
  mutating func derivedHeadlines() -> [Headline] {
    let newLandmarks = LandmarkStates.landmarks(of: new, identifiers: newIdentifiers)
    let oldLandmarks =
      isSameShape
      ? newLandmarks : LandmarkStates.landmarks(of: old, identifiers: oldIdentifiers)
    let before = LandmarkStates(old, landmarks: oldLandmarks)
    let after = LandmarkStates(new, landmarks: newLandmarks)
    let appearedInFront = Set(
      diff.paintOrderChanges.filter { $0.kind == .appeared }.map { "#" + $0.identifier })
    var result: [Headline] = []
    for key in Self.identifiedFirst(after.keys) {
      guard let now = after.byKey[key] else { continue }
      let name = LandmarkStates.displayName(ofKey: key)
      if let was = before.byKey[key] {
        result += compare(name, was: was, now: now).map {
          Headline($0.significance, $0.sentence, subject: key)
        }
      } else if now.isShown && !isInOld(key) && !appearedInFront.contains(key) {
        result.append(Headline(.presence, "\(name) appeared", subject: key))
      }
    }
    for key in Self.identifiedFirst(before.keys) where !isInNew(key) {
      guard let was = before.byKey[key], was.isShown else { continue }
      let name = LandmarkStates.displayName(ofKey: key)
      result.append(
        Headline(.presence, "\(name) disappeared: " + removal(of: was.index), subject: key))
    }
    return result
  }

  /// The keys of identified landmarks, then the others, each group in its order.
  private static func identifiedFirst(_ keys: [String]) -> [String] {
    keys.filter { $0.hasPrefix("#") } + keys.filter { !$0.hasPrefix("#") }
  }

  /// Whether any node of the old hierarchy carries the landmark's identifier or type.
  private func isInOld(_ key: String) -> Bool {
    key.hasPrefix("#")
      ? oldIdentifiers.contains(String(key.dropFirst()))
      : old.nodes.contains { $0.identifier == nil && $0.typeName == key }
  }

  /// Whether any node of the new hierarchy carries the landmark's identifier or type.
  private func isInNew(_ key: String) -> Bool {
    key.hasPrefix("#")
      ? newIdentifiers.contains(String(key.dropFirst()))
      : new.nodes.contains { $0.identifier == nil && $0.typeName == key }
  }

  /// The sentences about one landmark present in both hierarchies.
  private mutating func compare(
    _ name: String, was: LandmarkStates.State, now: LandmarkStates.State
  ) -> [Headline] {
    guard was.isShown == now.isShown else {
      let sentence =
        now.isShown ? "\(name) appeared: no longer hidden" : "\(name) disappeared: now hidden"
      return [Headline(.presence, sentence)]
    }
    guard now.isShown else { return [] }
    var result: [Headline] = []
    switch (was.coveredBy, now.coveredBy) {
    case (nil, let cover?):
      result.append(Headline(.covered, "\(name) is now covered by \(newName(cover))"))
    case (let cover?, nil):
      result.append(
        Headline(.uncovered, "\(name) is no longer covered (was under \(oldName(cover)))"))
    default:
      break
    }
    switch (was.receivesTaps, now.receivesTaps) {
    case (true, false):
      let owner = now.tapOwner.map { "\(newName($0)) does" } ?? "no view does"
      result.append(Headline(.lostTaps, "\(name) no longer receives taps at its centre: \(owner)"))
    case (false, true):
      let owner = was.tapOwner.map { " (\(oldName($0)) did)" } ?? ""
      result.append(Headline(.gainedTaps, "\(name) now receives taps at its centre\(owner)"))
    default:
      break
    }
    return result
  }

  /// How a node left: removed itself, or with the removed subtree that held it.
  private func removal(of oldIndex: Int) -> String {
    for case .removed(let top, _) in diff.changes {
      guard let topIndex = top.oldIndex, old.subtree(of: topIndex).contains(oldIndex) else {
        continue
      }
      return topIndex == oldIndex ? "removed" : "removed with \(top)"
    }
    return "removed"
  }

  /// A node of the new hierarchy named for a sentence.
  private mutating func newName(_ index: Int) -> String {
    newNamer.landmarkName(of: index)
  }

  /// A node of the old hierarchy named for a sentence.
  private mutating func oldName(_ index: Int) -> String {
    oldNamer.landmarkName(of: index)
  }
}
