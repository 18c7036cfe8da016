/// What part of each step a recording keeps, and which attributes it leaves out, so a snapshot
/// can watch one window or one subtree and ignore what churns (frames, when only the screen
/// size changed).
///
/// A selection is written into the snapshot file's header (`scope:` and `omits:` lines), so a
/// reviewer sees what was left out. It names one window or one node by its exact identifier:
/// there are no wildcards or partial matches that could let a deletion pass silently, and a
/// step where the identifier matches no node, or several, keeps no nodes at all.
public struct SnapshotSelection: Hashable, Sendable {
  /// The part of each step kept.
  public enum Scope: Hashable, Sendable {
    /// Every window.
    case everything
    /// The window with this identifier, and everything in it.
    case window(String)
    /// The node with this identifier and its subtree, under its window's line (kept so the
    /// window's level and key status stay in view).
    case subtree(String)
  }

  /// The part of each step kept.
  public var scope: Scope
  /// The attributes left out of every node, in the order snapshot files write attributes.
  public private(set) var omittedAttributes: [SnapshotAttribute]

  /// Creates a selection.
  ///
  /// - Parameters:
  ///   - scope: The part of each step to keep; everything by default.
  ///   - omitting: The attributes to leave out of every node; none by default.
  public init(scope: Scope = .everything, omitting: Set<SnapshotAttribute> = []) {
    self.scope = scope
    omittedAttributes = omitting.sorted()
  }

  /// Everything, with every attribute.
  public static let everything = SnapshotSelection()

  /// Whether the selection keeps everything.
  public var isEverything: Bool { scope == .everything && omittedAttributes.isEmpty }

  /// Returns the part of a hierarchy the selection keeps.
  ///
  /// - Parameter hierarchy: A captured hierarchy.
  /// - Returns: The kept nodes, or a ``SnapshotSelectionError`` when the scope's identifier
  ///   matches no node or several; the caller records the step with no nodes.
  public func apply(to hierarchy: Hierarchy) -> Result<Hierarchy, SnapshotSelectionError> {
    var kept: (nodes: [Node], depths: [Int])
    switch scope {
    case .everything:
      kept = (hierarchy.nodes, hierarchy.depths)
    case .window(let identifier):
      let matches = hierarchy.windowIndices.filter { hierarchy[$0].identifier == identifier }
      guard matches.count == 1, let window = matches.first else {
        return .failure(SnapshotSelectionError(scope: scope, matches: matches.count))
      }
      let range = hierarchy.subtree(of: window)
      kept = (Array(hierarchy.nodes[range]), Array(hierarchy.depths[range]))
    case .subtree(let identifier):
      let matches = hierarchy.nodes.indices.filter { hierarchy[$0].identifier == identifier }
      guard matches.count == 1, let node = matches.first else {
        return .failure(SnapshotSelectionError(scope: scope, matches: matches.count))
      }
      let window = hierarchy.window(of: node)
      let range = hierarchy.subtree(of: node)
      let base = hierarchy.depths[node] - (node == window ? 0 : 1)
      kept = (
        (node == window ? [] : [hierarchy[window]]) + hierarchy.nodes[range],
        (node == window ? [] : [0]) + hierarchy.depths[range].map { $0 - base }
      )
    }
    if !omittedAttributes.isEmpty {
      kept.nodes = kept.nodes.map { node in
        var node = node
        for attribute in omittedAttributes { attribute.clear(in: &node.attributes) }
        return node
      }
    }
    return .success((try? Hierarchy(nodes: kept.nodes, depths: kept.depths)) ?? Hierarchy())
  }
}

/// Why a selection's scope kept nothing in a step.
public struct SnapshotSelectionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The scope that failed.
  public var scope: SnapshotSelection.Scope
  /// How many nodes matched its identifier: 0, or more than 1.
  public var matches: Int

  public var description: String {
    let (kind, identifier) =
      switch scope {
      case .window(let identifier): ("window", identifier)
      case .subtree(let identifier): ("node", identifier)
      case .everything: ("node", "")
      }
    return matches == 0
      ? "no \(kind) has the identifier '\(identifier)', so the step keeps no nodes"
      : "\(matches) \(kind)s have the identifier '\(identifier)'; a scope needs exactly one, "
        + "so the step keeps no nodes. Give one of them its own identifier."
  }
}

/// An attribute a ``SnapshotSelection`` can leave out, by the name snapshot files write.
public enum SnapshotAttribute: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// `key`.
  case key
  /// `hidden`.
  case hidden
  /// `level=`.
  case level
  /// `alpha=`.
  case alpha
  /// `interaction=off`.
  case interaction
  /// `opaque`.
  case opaque
  /// `frame=`, which churns when only the screen size changed.
  case frame
  /// `style=`.
  case style
  /// `presenter=`.
  case presenter
  /// An extra attribute by its exact key, such as `label` or `chrome`.
  case extra(String)

  /// The name a snapshot file writes, such as `frame`.
  public var description: String {
    switch self {
    case .key: "key"
    case .hidden: "hidden"
    case .level: "level"
    case .alpha: "alpha"
    case .interaction: "interaction"
    case .opaque: "opaque"
    case .frame: "frame"
    case .style: "style"
    case .presenter: "presenter"
    case .extra(let key): key
    }
  }

  /// Reads a name as a snapshot file writes it; `nil` for a name no attribute can have.
  ///
  /// - Parameter name: `frame`, `alpha`, or an extra attribute's key.
  public init?(name: String) {
    if let index = Attributes.standardKeys.firstIndex(of: name) {
      self = Self.standard[index]
    } else if Attributes.isValidExtraKey(name) {
      self = .extra(name)
    } else {
      return nil
    }
  }

  private static let standard: [SnapshotAttribute] = [
    .key, .hidden, .level, .alpha, .interaction, .opaque, .frame, .style, .presenter,
  ]

  /// Standard attributes in the file's order, then extras by key.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.extra(let left), .extra(let right)): return left < right
    case (.extra, _): return false
    case (_, .extra): return true
    default:
      return (standard.firstIndex(of: lhs) ?? 0) < (standard.firstIndex(of: rhs) ?? 0)
    }
  }

  /// Resets the attribute to its default, which snapshot files omit.
  func clear(in attributes: inout Attributes) {
    switch self {
    case .key: attributes.isKey = false
    case .hidden: attributes.isHidden = false
    case .level: attributes.level = nil
    case .alpha: attributes.alpha = 1
    case .interaction: attributes.isUserInteractionEnabled = true
    case .opaque: attributes.isOpaque = false
    case .frame: attributes.frame = nil
    case .style: attributes.presentationStyle = nil
    case .presenter: attributes.presenter = nil
    case .extra(let key): attributes.extra.removeAll { $0.key == key }
    }
  }
}
