import PresentationHierarchy

/// What a person sees of each landmark of one hierarchy: whether it is shown, what covers it,
/// and what receives a tap at its centre.
///
/// A landmark is a node a sentence can name on its own: one whose identifier no other node has
/// (keyed `#identifier`), or one without an identifier whose type is the developer's and no
/// other node's (keyed by the type name, such as `DolphinOverlay`).
struct LandmarkStates {
  /// The most node visits (landmarks × nodes) spent on coverage and hit tests; above it only
  /// whether each landmark is shown is worked out, so very large hierarchies stay fast.
  static let budget = 2_000_000

  /// One node's state.
  struct State {
    /// The node's index.
    var index: Int
    /// Whether the node paints: neither it nor an ancestor is hidden or transparent.
    var isShown: Bool
    /// The front-most node that covers all of it, when something does.
    var coveredBy: Int?
    /// Whether a tap at its centre reaches it or one of its descendants; `nil` when not worked
    /// out.
    var receivesTaps: Bool?
    /// What receives a tap at its centre instead, when something else does.
    var tapOwner: Int?
  }

  /// The states by landmark key.
  private(set) var byKey: [String: State] = [:]
  /// The landmark keys, in the order of their nodes.
  private(set) var keys: [String] = []

  /// A hierarchy's landmarks: each one's key and index, in the order of their nodes.
  typealias Landmarks = [(key: String, index: Int)]

  /// Finds a hierarchy's landmarks.
  ///
  /// Two hierarchies of the same shape have the same ones (they depend on labels only), so a
  /// comparison of two such hierarchies finds them once.
  static func landmarks(
    of hierarchy: Hierarchy, identifiers table: TreeDiff.IdentifierTable
  ) -> Landmarks {
    var landmarks: Landmarks = []
    for index in 0..<hierarchy.count {
      if let identifier = hierarchy.nodes[index].identifier {
        if table.isUniquelyIdentified(index, in: hierarchy) {
          landmarks.append(("#" + identifier, index))
        }
      } else if table.typeNames.isUniqueUnidentifiedDeveloperType(hierarchy.nodes[index].typeName) {
        landmarks.append((hierarchy.nodes[index].typeName, index))
      }
    }
    return landmarks
  }

  /// Works out the states of a hierarchy's landmarks (``landmarks(of:identifiers:)``).
  init(_ hierarchy: Hierarchy, landmarks: Landmarks) {
    let detailed = landmarks.count * hierarchy.count <= Self.budget
    var states = landmarks.map {
      State(index: $0.index, isShown: !hierarchy.paintsNothing($0.index))
    }
    if detailed {
      // The whole-hierarchy passes once for every landmark, not once per landmark.
      let frames = hierarchy.effectiveFrames()
      let shown = states.indices.filter { states[$0].isShown }
      let visibilities = hierarchy.visibilities(of: shown.map { states[$0].index }, frames: frames)
      for (position, visibility) in zip(shown, visibilities) {
        let index = states[position].index
        if visibility.coveredFraction >= 0.999 {
          states[position].coveredBy = visibility.coveringNodes.first
        }
        if let frame = frames[index] {
          let center = Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
          let owner = hierarchy.hitTest(center)
          let receives = owner.map { hierarchy.subtree(of: index).contains($0) } ?? false
          states[position].receivesTaps = receives
          states[position].tapOwner = receives ? nil : owner
        }
      }
    }
    for (landmark, state) in zip(landmarks, states) {
      byKey[landmark.key] = state
      keys.append(landmark.key)
    }
  }

  /// How a sentence names a landmark: its identifier or its type, in code font.
  static func displayName(ofKey key: String) -> String {
    key.hasPrefix("#") ? "`\(key.dropFirst())`" : "`\(key)`"
  }
}
