extension Hierarchy {
  /// Returns the hierarchy with its SwiftUI content as a device capture sees it: each
  /// accessibility element of a hosting view as one `content` node.
  ///
  /// A headless capture records SwiftUI's view tree (`content ZStack`, `content DolphinOverlay`,
  /// …); a device capture can't see it, because SwiftUI's views are not `UIView`s. It sees the
  /// hosting view's accessibility elements, as VoiceOver and UI tests do. This returns what the
  /// same screen gives a device capture, so a headless snapshot can be compared with one taken
  /// on a device and `isInFront(_:of:)` answers alike on both:
  ///
  /// - Every node that is not `content` stays, with its subtree rebuilt by these rules.
  /// - A content node of a SwiftUI view that is an element of its own (see
  ///   ``AccessibilityElementKind``) becomes one node named by its kind, with its frame
  ///   (resolved from its ancestors when it had none), its identifier and, for a button, its
  ///   label. Its content is part of it: a button's text is its label, not another element.
  /// - Any other content node with an identifier of its own (`Color.blue
  ///   .accessibilityIdentifier("cover")`) becomes an `AccessibilityElement` node with its
  ///   frame and identifier, and the elements inside it follow it: the identifier is what a
  ///   test finds the view by [INF: to be checked against a device capture].
  /// - Any other content node disappears; a hidden one takes its elements with it, since
  ///   hidden views are not accessible.
  /// - Nodes that are not content but sat inside content (a tab bar controller in a `ZStack`)
  ///   move up to the nearest node kept, in order, and the elements of a kept node follow its
  ///   other children: a device capture can't see SwiftUI's paint order within one hosting
  ///   view, so elements come in front of the UIKit views it hosts, in accessibility order.
  /// - A frame equal to the area of the new parent is left out, as captures do.
  ///
  /// Presenter references (`presenter=`) stay as they were.
  ///
  /// - Returns: The hierarchy, with content as accessibility elements.
  public func contentAsAccessibilityElements() -> Hierarchy {
    var projection = AccessibilityProjection(self)
    return projection.hierarchy()
  }
}

/// The state of one ``Hierarchy/contentAsAccessibilityElements()`` pass.
private struct AccessibilityProjection {
  let source: Hierarchy
  /// The area each node covers: its frame, or its parent's area.
  private var areas: [Rect?]
  /// The kept node each node's kept descendants and elements attach to.
  private var keptAncestors: [Int?]
  /// Whether a node is inside an element or hidden content, whose content makes no elements.
  private var isSilenced: [Bool]
  /// Each kept node's kept children, by source index.
  private var keptChildren: [Int: [Int]] = [:]
  /// Each kept node's elements.
  private var elements: [Int: [Node]] = [:]

  init(_ source: Hierarchy) {
    self.source = source
    areas = Array(repeating: nil, count: source.count)
    keptAncestors = Array(repeating: nil, count: source.count)
    isSilenced = Array(repeating: false, count: source.count)
  }

  mutating func hierarchy() -> Hierarchy {
    var roots: [Int] = []
    var ancestors: [Int] = []
    for index in source.nodes.indices {
      while let last = ancestors.last, source.depths[last] >= source.depths[index] {
        ancestors.removeLast()
      }
      visit(index, parent: ancestors.last, roots: &roots)
      ancestors.append(index)
    }
    return emit(roots)
  }

  /// Classifies one node, its parent already classified.
  private mutating func visit(_ index: Int, parent: Int?, roots: inout [Int]) {
    let node = source.nodes[index]
    areas[index] = node.attributes.frame ?? parent.flatMap { areas[$0] }
    let keptParent = parent.flatMap { keptAncestors[$0] }
    guard node.role == .content else {
      keptAncestors[index] = index
      if let keptParent {
        keptChildren[keptParent, default: []].append(index)
      } else {
        roots.append(index)
      }
      return
    }
    keptAncestors[index] = keptParent
    if parent.map({ isSilenced[$0] }) == true || node.attributes.isHidden {
      isSilenced[index] = true
      return
    }
    let kind: AccessibilityElementKind
    if let elementKind = AccessibilityElementKind.kind(ofSwiftUIView: node.typeName) {
      kind = elementKind
      isSilenced[index] = true
    } else if node.identifier != nil {
      kind = .element
    } else {
      return
    }
    guard let keptParent else { return }
    var attributes = Attributes()
    if areas[index] != areas[keptParent] { attributes.frame = areas[index] }
    if kind.keepsLabel, let label = node.attributes[extra: "label"] {
      attributes.apply(.extra("label", label))
    }
    let element = Node(.content, kind.rawValue, identifier: node.identifier, attributes: attributes)
    elements[keptParent, default: []].append(element)
  }

  /// What is left to write: a kept node, or the elements that follow a kept node's subtree.
  private enum Pending {
    case kept(index: Int, parent: Int?, depth: Int)
    case elements([Node], depth: Int)
  }

  /// Writes the kept nodes in pre-order, each followed by its kept children, then its elements.
  private func emit(_ roots: [Int]) -> Hierarchy {
    var nodes: [Node] = []
    var depths: [Int] = []
    var stack: [Pending] = roots.reversed().map { .kept(index: $0, parent: nil, depth: 0) }
    while let pending = stack.popLast() {
      switch pending {
      case .elements(let elements, let depth):
        nodes.append(contentsOf: elements)
        depths.append(contentsOf: repeatElement(depth, count: elements.count))
      case .kept(let index, let parent, let depth):
        var node = source.nodes[index]
        if let parent {
          node.attributes.frame = areas[index] == areas[parent] ? nil : areas[index]
        }
        nodes.append(node)
        depths.append(depth)
        // Pushed first, so written after the kept children's subtrees.
        if let elements = elements[index] {
          stack.append(.elements(elements, depth: depth + 1))
        }
        for child in (keptChildren[index] ?? []).reversed() {
          stack.append(.kept(index: child, parent: index, depth: depth + 1))
        }
      }
    }
    return Hierarchy(trusted: nodes, depths: depths)
  }
}
