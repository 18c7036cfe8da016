import PresentationHierarchy

/// What a picture shows about each node of one hierarchy: where it is, whether it is seen,
/// and where a tap at its centre lands.
struct HierarchyFacts {
  /// Where a tap at an identified node's centre lands.
  enum TapMark: Hashable {
    /// On the node itself or a node inside it.
    case reachesItself
    /// On another node (or the identified SwiftUI view it is part of), named, with the number
    /// of its window when that is another window.
    case reaches(String, window: Int?)
    /// On no node at all.
    case reachesNothing

    /// The words drawn after the node's label.
    var text: String {
      switch self {
      case .reachesItself: "✓"
      case .reaches(let name, let window):
        "taps → " + name + (window.map { " in window \($0)" } ?? "")
      case .reachesNothing: "taps → nothing"
      }
    }
  }

  let hierarchy: Hierarchy
  /// Each node's drawable frame, or its nearest framed ancestor's; `nil` when none has one.
  let frames: [Rect?]
  /// Whether each node is hidden, or nearly transparent, itself or through an ancestor.
  let hidden: [Bool]
  /// The windows back to front, the order their panels are drawn in.
  let windows: [Int]

  init(_ hierarchy: Hierarchy) {
    self.hierarchy = hierarchy
    var frames = [Rect?](repeating: nil, count: hierarchy.count)
    var hidden = [Bool](repeating: false, count: hierarchy.count)
    for index in 0..<hierarchy.count {
      let attributes = hierarchy[index].attributes
      let parent = hierarchy.parent(of: index)
      frames[index] = ScreenScale.usable(attributes.frame) ?? parent.flatMap { frames[$0] }
      hidden[index] =
        (parent.map { hidden[$0] } ?? false) || attributes.isHidden || attributes.alpha < 0.01
    }
    self.frames = frames
    self.hidden = hidden
    windows = hierarchy.windowsBackToFront()
  }

  /// Where a tap at the centre of a node's frame (the screen's, when it has none) lands.
  func tapMark(for index: Int, screen: Rect) -> TapMark {
    let frame = frames[index] ?? screen
    let center = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    guard let hit = hierarchy.hitTest(center) else { return .reachesNothing }
    if hierarchy.subtree(of: index).contains(hit) { return .reachesItself }
    let window = hierarchy.window(of: hit)
    let number =
      window == hierarchy.window(of: index) ? nil : windows.firstIndex(of: window).map { $0 + 1 }
    return .reaches(Self.name(of: hierarchy[owner(of: hit)]), window: number)
  }

  /// The node a tap on a node counts for: the node, or the identified SwiftUI view it draws
  /// part of (a button's text counts for the button), found through content nodes only.
  func owner(of hit: Int) -> Int {
    var current = hit
    while hierarchy[current].identifier == nil, hierarchy[current].role == .content,
      let parent = hierarchy.parent(of: current), hierarchy[parent].role == .content
    {
      current = parent
    }
    return hierarchy[current].identifier == nil ? hit : current
  }

  /// Whether opaque nodes painted in front, in any window, cover all of a shown node.
  func isCovered(_ index: Int) -> Bool {
    !hidden[index] && hierarchy.visibility(of: index).coveredFraction >= 1
  }

  /// A node's name in a label: `#identifier`, or its type name.
  static func name(of node: Node) -> String {
    node.identifier.map { "#" + $0 } ?? node.typeName
  }
}
