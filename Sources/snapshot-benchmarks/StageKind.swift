internal import HeadlessUIKit
internal import HierarchyDiffing
internal import PresentationHierarchy

/// The work of each in-process stage, prepared from the two texts it compares (and a headless
/// app for the capture) the same way in this benchmark and in the fresh child that times a
/// stage's first call and measures its memory.
@MainActor
enum StageKind: String {
  case capture
  case write
  case parse
  case equalValues = "equal-values"
  case equalBytes = "equal-bytes"
  case lineDiff = "line-diff"
  case treeDiff = "tree-diff"
  case paintOrder = "paint-order"
  case hitTest = "hit-test"
  /// What a failing snapshot check does: compare the bytes, parse both, diff lines and trees.
  case check

  /// The points one hit-test call queries; its time is reported per point.
  static let hitTestPoints = (0..<8).map {
    Point(x: 20 + Double($0) * 45, y: 30 + Double($0) * 100)
  }

  /// How many queries one call of the work makes (the hit test's points, else 1).
  var queriesPerCall: Int {
    self == .hitTest ? Self.hitTestPoints.count : 1
  }

  /// Prepares the stage's inputs, untimed, and returns its work.
  ///
  /// - Parameters:
  ///   - old: The reference text (parsed first where the stage needs values).
  ///   - new: The text compared with it (a copy of `old` for the equality stages).
  ///   - app: Makes the headless app, for the capture.
  /// - Returns: One call of the stage; its result goes to ``blackHole(_:)``.
  /// - Throws: When a text does not parse.
  func prepare(
    old: [UInt8], new: [UInt8], app: () throws -> UIApplication
  ) throws -> () -> Void {
    switch self {
    case .capture:
      let app = try app()
      return { blackHole(app.captureHierarchy(detail: .presentation)) }
    case .write:
      let recording = try SnapshotFormat.parse(utf8: old)
      return { blackHole(SnapshotFormat.write(recording)) }
    case .parse:
      return { blackHole(try? SnapshotFormat.parse(utf8: old)) }
    case .equalValues:
      let (lhs, rhs) = (try SnapshotFormat.parse(utf8: old), try SnapshotFormat.parse(utf8: new))
      return { blackHole(lhs == rhs) }
    case .equalBytes:
      return { blackHole(old == new) }
    case .lineDiff:
      let (lhs, rhs) = (String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self))
      return { blackHole(LineDiff(from: lhs, to: rhs).unified()) }
    case .treeDiff:
      let lhs = try SnapshotFormat.parse(utf8: old).steps[0].hierarchy
      let rhs = try SnapshotFormat.parse(utf8: new).steps[0].hierarchy
      return { blackHole(TreeDiff(from: lhs, to: rhs)) }
    case .paintOrder:
      let hierarchy = try SnapshotFormat.parse(utf8: old).steps[0].hierarchy
      return { blackHole(hierarchy.paintOrder()) }
    case .hitTest:
      let hierarchy = try SnapshotFormat.parse(utf8: old).steps[0].hierarchy
      return { blackHole(Self.hitTestPoints.reduce(0) { $0 &+ (hierarchy.hitTest($1) ?? -1) }) }
    case .check:
      return { blackHole(Self.check(old, new)) }
    }
  }

  private static func check(_ old: [UInt8], _ new: [UInt8]) -> Int {
    guard old != new, let lhs = try? SnapshotFormat.parse(utf8: old),
      let rhs = try? SnapshotFormat.parse(utf8: new)
    else { return 0 }
    let text = LineDiff(
      from: String(decoding: old, as: UTF8.self), to: String(decoding: new, as: UTF8.self)
    ).unified()
    let tree = TreeDiff(from: lhs.steps[0].hierarchy, to: rhs.steps[0].hierarchy)
    blackHole(tree)
    return text.utf8.count
  }
}
