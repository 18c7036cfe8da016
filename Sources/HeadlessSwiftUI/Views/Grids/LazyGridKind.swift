import PresentationHierarchy

/// A ``LazyVGrid`` or ``LazyHGrid``: its views fill lines of cells, one cell per track, a line
/// at a time along the axis the grid grows in.
///
/// Modelled [DOC: `swiftui/lazyvgrid`: views fill "the first row from leading to trailing
/// edges, then the second row"]: the tracks come from the grid items (``GridTrack``); each
/// line is as long as its longest cell, each view is proposed its track's length and sits in
/// its cell by the track's alignment. The grid takes the whole length it is offered across
/// the tracks, and its tracks sit in it by the grid's alignment [INF]; every view is made at
/// once, as in the lazy stacks [INF].
struct LazyGridKind: NodeKind {
  /// `LazyVGrid` or `LazyHGrid`.
  let typeName: String
  /// The columns of a `LazyVGrid`, or the rows of a `LazyHGrid`.
  let items: [GridItem]
  /// The axis the grid grows in: vertical for a `LazyVGrid`.
  let growth: Axis
  /// Where the tracks sit across the grid, from leading or top (0) to trailing or bottom (1);
  /// centred (0.5) for a custom guide [INF: the model has no grid guides].
  let fraction: Double
  /// The space between lines; the default spacing when `nil`.
  let spacing: Double?

  private var across: Axis { growth == .vertical ? .horizontal : .vertical }

  private func length(_ size: Size, _ axis: Axis) -> Double {
    axis == .horizontal ? size.width : size.height
  }

  /// The tracks, the lines of cells and each line's length, for the length offered across.
  private func lines(of node: ViewNode, across offered: Double?)
    -> (tracks: [GridTrack], lines: [[ViewNode]], lengths: [Double])
  {
    let tracks = items.tracks(in: offered)
    guard !tracks.isEmpty else { return (tracks, [], []) }
    let lines = stride(from: 0, to: node.children.count, by: tracks.count).map {
      Array(node.children[$0..<min($0 + tracks.count, node.children.count)])
    }
    let lengths = lines.map { line in
      zip(line, tracks).map { cell, track in
        length(cell.size(for: proposal(track)), growth)
      }.max() ?? 0
    }
    return (tracks, lines, lengths)
  }

  private func proposal(_ track: GridTrack, _ line: Double? = nil) -> ProposedSize {
    ProposedSize(width: nil, height: nil).with(across, track.length).with(growth, line)
  }

  private var gap: Double { spacing ?? ViewNode.defaultSpacing }

  private func extent(_ tracks: [GridTrack]) -> Double {
    tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    let offered = proposal.along(across)
    let (tracks, _, lengths) = lines(of: node, across: offered)
    let along = lengths.reduce(0, +) + gap * Double(max(lengths.count - 1, 0))
    let breadth = offered ?? extent(tracks)
    return growth == .vertical
      ? Size(width: breadth, height: along) : Size(width: along, height: breadth)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let breadth = across == .horizontal ? rect.width : rect.height
    let (tracks, lines, lengths) = lines(of: node, across: breadth)
    let start = (breadth - extent(tracks)) * fraction
    var cursor = growth == .vertical ? rect.y : rect.x
    for (line, lineLength) in zip(lines, lengths) {
      var position = (across == .horizontal ? rect.x : rect.y) + start
      for (cell, track) in zip(line, tracks) {
        let box =
          growth == .vertical
          ? Rect(x: position, y: cursor, width: track.length, height: lineLength)
          : Rect(x: cursor, y: position, width: lineLength, height: track.length)
        let size = cell.size(for: ProposedSize(width: box.width, height: box.height))
        cell.place(in: node.aligned(size, in: box, track.alignment))
        position += track.length + track.spacing
      }
      cursor += lineLength + gap
    }
  }
}
