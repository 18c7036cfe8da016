public import PresentationHierarchy

/// Generates varied hierarchies for property tests: odd names, every attribute, deep and wide
/// trees.
public struct RandomHierarchy {
  private var generator: SeededRandomNumberGenerator

  /// Creates a generator of hierarchies.
  ///
  /// - Parameter seed: The seed; the same seed always gives the same hierarchies.
  public init(seed: UInt64) {
    generator = SeededRandomNumberGenerator(seed: seed)
  }

  /// Returns a random hierarchy.
  ///
  /// - Parameter maxNodes: The most nodes it may have.
  /// - Returns: A hierarchy with between 0 and `maxNodes` nodes.
  public mutating func hierarchy(maxNodes: Int = 40) -> Hierarchy {
    let count = Int.random(in: 0...maxNodes, using: &generator)
    var nodes: [Node] = []
    var depths: [Int] = []
    for index in 0..<count {
      let depth = index == 0 ? 0 : Int.random(in: 0...(depths[index - 1] + 1), using: &generator)
      depths.append(depth)
      nodes.append(node(isWindow: depth == 0))
    }
    // Each depth is at most one more than the one before, so the shape is always valid.
    return (try? Hierarchy(nodes: nodes, depths: depths)) ?? Hierarchy()
  }

  /// Returns a random recording.
  ///
  /// - Parameter maxSteps: The most steps it may have.
  /// - Returns: A recording with random labels and hierarchies.
  public mutating func recording(maxSteps: Int = 4) -> Recording {
    let steps = (0..<Int.random(in: 0...maxSteps, using: &generator)).map { _ in
      Recording.Step(text(), hierarchy())
    }
    return Recording(testName: chance(0.7) ? text() : nil, steps: steps)
  }

  /// Returns a random node.
  ///
  /// - Parameter isWindow: Whether the node is a window.
  /// - Returns: A node with random facts.
  public mutating func node(isWindow: Bool) -> Node {
    let roles: [Role] = [.transition, .chrome, .container, .controller, .hosting, .content, .view]
    let role =
      isWindow ? .window : roles.randomElement(using: &generator) ?? .view
    var node = Node(role, text())
    if chance(0.4) { node.identifier = text() }
    var attributes = Attributes()
    if chance(0.2) { attributes.isKey = true }
    if chance(0.2) { attributes.isHidden = true }
    if chance(0.3) { attributes.level = WindowLevel(rawValue: number()) }
    if chance(0.3) { attributes.alpha = number() }
    if chance(0.2) { attributes.isUserInteractionEnabled = false }
    if chance(0.2) { attributes.isOpaque = true }
    if chance(0.4) {
      attributes.frame = Rect(x: number(), y: number(), width: number(), height: number())
    }
    if chance(0.2) { attributes.presentationStyle = text() }
    if chance(0.2) { attributes.presenter = text() }
    for index in 0..<Int.random(in: 0...2, using: &generator) {
      attributes.apply(.extra("x\(index)", text()))
    }
    node.attributes = attributes
    return node
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  /// A number that exercises the number format: integers, fractions, huge, tiny, negative.
  private mutating func number() -> Double {
    let samples: [Double] = [0, 1, -1, 0.5, 0.1, 1 / 3, 390, 844.5, 1e20, 1e-7, -0.25, 2000]
    return chance(0.5)
      ? samples.randomElement(using: &generator) ?? 0
      : Double(Int.random(in: -1000...1000, using: &generator)) / 8
  }

  /// Text that exercises quoting and escaping.
  private mutating func text() -> String {
    let pieces = [
      "UIWindow", "_UIHostingView<Root>", "A, B", " ", "\"", "\\", "\n", "\t", "#", "=", ",",
      "é", "e\u{301}", "🐬", "\u{200B}", "\u{7F}", "\u{0}", "ZStack", "mascot", "",
    ]
    return (0..<Int.random(in: 1...3, using: &generator))
      .map { _ in pieces.randomElement(using: &generator) ?? "" }
      .joined()
  }
}
