import PresentationHierarchy

/// One differing step seen at a glance, the reference beside the actual recording: the order
/// its named nodes paint in and where a tap at a landmark's centre lands.
///
/// The Markdown report shows it as a small table, so that a pull request tells what changed
/// without downloading the before/after picture. Nodes are named as the picture names them:
/// `#identifier`, or the type name of a node without one.
package struct StepGlance: Codable, Hashable, Sendable {
  /// Where a tap at a node's centre lands.
  package enum Landing: Codable, Hashable, Sendable {
    /// On the node itself or a node inside it.
    case itself
    /// On another node (or the identified SwiftUI view it is part of), with the number of its
    /// window, counted back to front from 1, when that is another window.
    case node(name: String, window: Int?)
    /// On no node at all.
    case nothing

    /// Whether two landings name the same place, whatever the windows' numbers: a window
    /// added behind renumbers them without changing where a tap lands.
    func isSamePlace(as other: Self) -> Bool {
      switch (self, other) {
      case (.itself, .itself), (.nothing, .nothing): true
      case (.node(let name, _), .node(let otherName, _)): name == otherName
      default: false
      }
    }
  }

  /// Where a tap at one landmark's centre lands in each recording.
  package struct Tap: Codable, Hashable, Sendable {
    /// The landmark's name: `#identifier`, or its type name.
    package var name: String
    /// Where the tap lands in the reference, or `nil` when the step has no such node.
    package var reference: Landing?
    /// Where the tap lands in the actual recording, or `nil` when the step has no such node.
    package var actual: Landing?
  }

  /// The most differing steps a report shows at a glance; the diff and the picture hold the
  /// rest.
  package static let maximumSteps = 3
  /// The most node visits (landmarks × nodes) spent on hit tests per hierarchy; above it only
  /// the landmarks the headline names are hit-tested, so very large hierarchies stay fast.
  static let budget = 2_000_000

  /// The step's label, as its `## step` line writes it.
  package var label: String
  /// The identified nodes of the reference's step, and the landmarks its headline names, the
  /// front-most first.
  package var referenceFrontToBack: [String]
  /// The same for the actual recording's step.
  package var actualFrontToBack: [String]
  /// The landmarks whose taps land elsewhere than in the reference, and those the headline
  /// names: the named ones first, in the headline's order, then the others front to back.
  package var taps: [Tap]

  /// Compares a step of the reference with the same step of the actual recording.
  ///
  /// - Parameters:
  ///   - reference: The reference's step.
  ///   - actual: The actual recording's step.
  ///   - headline: The step's headline; the landmarks it names in code font get a row of
  ///     their own and a place in the front-to-back order.
  init(reference: Recording.Step, actual: Recording.Step, headline: String) {
    label = actual.label
    let names = Self.codeSpans(in: headline)
    let screen = ScreenScale([reference.hierarchy, actual.hierarchy]).screen
    let before = Side(reference.hierarchy, named: names, screen: screen)
    let after = Side(actual.hierarchy, named: names, screen: screen)
    referenceFrontToBack = before.frontToBack
    actualFrontToBack = after.frontToBack
    var keys: [String] = []
    var seen: Set<String> = []
    let named = names.compactMap { after.keys[$0] ?? before.keys[$0] }
    for key in named + after.landmarkOrder + before.landmarkOrder where seen.insert(key).inserted {
      keys.append(key)
    }
    taps = keys.compactMap { key in
      let was = before.landings[key]
      let now = after.landings[key]
      if !named.contains(key) {
        guard let was, let now, !was.isSamePlace(as: now) else { return nil }
      }
      return Tap(name: key, reference: was, actual: now)
    }
  }

  /// The text between backticks in a headline, in order, each once.
  static func codeSpans(in headline: String) -> [String] {
    let parts = headline.split(separator: "`", omittingEmptySubsequences: false)
    var result: [String] = []
    // Odd parts are inside backticks; a part after an unpaired backtick isn't.
    for position in stride(from: 1, to: parts.count - 1, by: 2) {
      let name = String(parts[position])
      if !name.isEmpty, !result.contains(name) { result.append(name) }
    }
    return result
  }

  /// What one hierarchy says about the landmarks.
  private struct Side {
    /// The identified nodes and the named landmarks, front-most first.
    var frontToBack: [String] = []
    /// The key of each of the headline's names found in this hierarchy.
    var keys: [String: String] = [:]
    /// The landmarks hit-tested, front-most first.
    var landmarkOrder: [String] = []
    /// Where a tap at each landmark's centre lands.
    var landings: [String: Landing] = [:]

    init(_ hierarchy: Hierarchy, named names: [String], screen: Rect) {
      var identifierCounts: [String: Int] = [:]
      var typeCounts: [String: Int] = [:]
      let wanted = Set(names)
      for node in hierarchy.nodes {
        if let identifier = node.identifier {
          identifierCounts[identifier, default: 0] += 1
        } else if wanted.contains(node.typeName) {
          typeCounts[node.typeName, default: 0] += 1
        }
      }
      // A headline names a landmark by its identifier, or by its type when it has none.
      var namedIndices: Set<Int> = []
      for index in 0..<hierarchy.count {
        let node = hierarchy[index]
        if let identifier = node.identifier {
          if wanted.contains(identifier), identifierCounts[identifier] == 1 {
            namedIndices.insert(index)
            keys[identifier] = HierarchyFacts.name(of: node)
          }
        } else if typeCounts[node.typeName] == 1, identifierCounts[node.typeName] != 1 {
          namedIndices.insert(index)
          keys[node.typeName] = HierarchyFacts.name(of: node)
        }
      }
      var landmarks: [Int] = []
      for index in hierarchy.paintOrder().reversed() {
        let node = hierarchy[index]
        guard node.identifier != nil || namedIndices.contains(index) else { continue }
        frontToBack.append(HierarchyFacts.name(of: node))
        if node.identifier.map({ identifierCounts[$0] == 1 }) ?? true {
          landmarks.append(index)
        }
      }
      if landmarks.count * hierarchy.count > StepGlance.budget {
        landmarks = landmarks.filter { namedIndices.contains($0) }
      }
      let facts = HierarchyFacts(hierarchy)
      for index in landmarks {
        let key = HierarchyFacts.name(of: hierarchy[index])
        landmarkOrder.append(key)
        landings[key] =
          switch facts.tapMark(for: index, screen: screen) {
          case .reachesItself: .itself
          case .reaches(let name, let window): .node(name: name, window: window)
          case .reachesNothing: .nothing
          }
      }
    }
  }
}
