extension Rect {
  /// Returns the area covered by the union of rectangles, counting overlaps once.
  ///
  /// Sweeps vertical slabs between the rectangles' left and right edges and merges the
  /// intervals each slab crosses: O(k² log k) for k rectangles.
  static func unionArea(of rects: [Rect]) -> Double {
    let edges = Array(Set(rects.flatMap { [$0.x, $0.maxX] })).sorted()
    var total = 0.0
    for (left, right) in zip(edges, edges.dropFirst()) {
      let intervals = rects.filter { $0.x <= left && $0.maxX >= right }
        .map { ($0.y, $0.maxY) }
        .sorted { $0.0 < $1.0 }
      var covered = 0.0
      var current: (start: Double, end: Double)?
      for (start, end) in intervals {
        if let open = current, start <= open.end {
          current = (open.start, max(open.end, end))
        } else {
          if let open = current { covered += open.end - open.start }
          current = (start, end)
        }
      }
      if let open = current { covered += open.end - open.start }
      total += covered * (right - left)
    }
    return total
  }
}
