/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``) once its length is known.
struct GridTrack {
  /// The track's length across the grid's growing axis.
  var length: Double
  /// The space after the track.
  var spacing: Double
  /// Where a view sits in its cell.
  var alignment: Alignment
}

@MainActor
extension [GridItem] {
  /// The tracks the items make in a length.
  ///
  /// SwiftUI's documented rules [DOC:
  /// `swiftui/griditem/size-swift.enum/flexible(minimum:maximum:)` and
  /// `…/adaptive(minimum:maximum:)`]: fixed items take their size; flexible items, and each
  /// adaptive item as one flexible slot, share what spacing and fixed items leave, clamped to
  /// their bounds (tightest maximum first); an adaptive slot holds as many items of its minimum
  /// as fit, grown to share the slot up to its maximum. With no length offered, flexible
  /// and adaptive items take their minimum [INF].
  func tracks(in length: Double?) -> [GridTrack] {
    func spacing(_ item: GridItem) -> Double {
      item.spacing.map(Double.init) ?? ViewNode.defaultSpacing
    }
    let between = dropLast().map(spacing).reduce(0, +)
    let fixed = compactMap { item -> Double? in
      if case .fixed(let size) = item.size { Double(size) } else { nil }
    }
    var remaining = (length ?? 0) - between - fixed.reduce(0, +)
    var slots = [Double](repeating: 0, count: count)
    let flexible = indices.compactMap { index -> (Int, Double, Double)? in
      switch self[index].size {
      case .fixed(let size):
        slots[index] = Double(size)
        return nil
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        return (index, Double(minimum), Double(maximum))
      }
    }
    let order = flexible.sorted { ($0.2, $0.0) < ($1.2, $1.0) }
    for (position, (index, minimum, maximum)) in order.enumerated() {
      let offer = length == nil ? 0 : Swift.max(remaining, 0) / Double(order.count - position)
      let taken = Swift.min(Swift.max(offer, minimum), maximum)
      slots[index] = taken
      remaining -= taken
    }
    return indices.flatMap { index -> [GridTrack] in
      let item = self[index]
      let alignment = item.alignment ?? .center
      guard case .adaptive(let minimum, let maximum) = item.size else {
        return [GridTrack(length: slots[index], spacing: spacing(item), alignment: alignment)]
      }
      let gap = spacing(item)
      let fitting = ((slots[index] + gap) / (Double(minimum) + gap)).rounded(.down)
      let count = Swift.max(Int(fitting), 1)
      let each = Swift.min(
        (slots[index] - gap * Double(count - 1)) / Double(count), Double(maximum))
      return (0..<count).map { _ in GridTrack(length: each, spacing: gap, alignment: alignment) }
    }
  }
}
