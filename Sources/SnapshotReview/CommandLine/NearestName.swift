/// Finds the name a mistyped one was probably meant to be, for "did you mean …?" messages.
enum NearestName {
  /// Returns the candidate closest to `name` by edit distance (insertions, deletions,
  /// substitutions and swaps of neighbours count one each), when it is close enough to be a
  /// typo: at most a third of the name's length, and at least two edits allowed.
  ///
  /// - Parameters:
  ///   - name: The name given.
  ///   - candidates: The names that exist, in the order ties are broken.
  /// - Returns: The nearest candidate, or `nil` when none is close.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    let limit = max(2, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(Array(name), Array(candidate))
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal string alignment distance, with three rows of the table at a time.
  private static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
    var previous = Array(0...rhs.count)
    for i in 1...lhs.count {
      var current = [i] + [Int](repeating: 0, count: rhs.count)
      for j in 1...rhs.count {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous) = (previous, current)
    }
    return previous[rhs.count]
  }
}
