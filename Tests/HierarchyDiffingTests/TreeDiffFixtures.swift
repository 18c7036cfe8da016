import PresentationHierarchy

/// Hierarchies shared by the tree diff tests.
enum TreeDiffFixtures {
  /// The mascot's frame in every fixture.
  static let mascotFrame = Attribute.frame(x: 274, y: 648, width: 100, height: 100)

  /// The step "launch": a root hosting controller whose `ZStack` holds the tabs and the mascot,
  /// optionally with a full-screen cover presented on top.
  static func launch(withCover: Bool = false, withMascot: Bool = true) -> Hierarchy {
    Hierarchy {
      Subtree(.window, "UIWindow", .key, .level(.normal)) {
        rootTransition(withMascot: withMascot)
        if withCover {
          coverTransition()
        }
      }
    }
  }

  /// The reference of the regression: the mascot lives in its own window in front.
  static func mascotInOwnWindow() -> Hierarchy {
    Hierarchy {
      Subtree(.window, "UIWindow", .key, .level(.normal)) {
        rootTransition(withMascot: false)
        coverTransition()
      }
      Subtree(.window, "UIWindow", .level(.normal), .userInteraction(false)) {
        Subtree(.hosting, "_UIHostingView<MascotView>") {
          Subtree(.content, "Image", id: "mascot", mascotFrame)
        }
      }
    }
  }

  /// A window whose `ZStack` holds the given children, for small focused cases.
  static func zStack(@SubtreeBuilder children: () -> [Subtree]) -> Hierarchy {
    Hierarchy {
      Subtree(.window, "UIWindow", .key) {
        Subtree(.transition, "UITransitionView") {
          Subtree(.content, "ZStack", children: children)
        }
      }
    }
  }

  private static func rootTransition(withMascot: Bool) -> Subtree {
    Subtree(.transition, "UITransitionView") {
      Subtree(.controller, "UIHostingController<RootView>") {
        Subtree(.hosting, "_UIHostingView<RootView>") {
          Subtree(.content, "ZStack") {
            Subtree(.controller, "UITabBarController", id: "tabs") {
              Subtree(.controller, "UINavigationController") {
                Subtree(.controller, "UIHostingController<HomeView>")
              }
            }
            if withMascot {
              Subtree(.content, "Image", id: "mascot", mascotFrame)
            }
          }
        }
      }
    }
  }

  private static func coverTransition() -> Subtree {
    Subtree(
      .transition, "UITransitionView", .presentationStyle("overFullScreen"),
      .presenter("UIHostingController<RootView>")
    ) {
      Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover")
    }
  }
}

/// Generates random hierarchies from a seed, with repeated labels and shared identifiers.
struct TreeDiffRandomHierarchies {
  private var generator: TreeDiffSplitMix64

  init(seed: UInt64) {
    generator = TreeDiffSplitMix64(seed: seed)
  }

  /// Returns a hierarchy of exactly `count` nodes.
  mutating func hierarchy(count: Int) -> Hierarchy {
    var nodes: [Node] = []
    var depths: [Int] = []
    for index in 0..<count {
      let depth =
        index == 0
        ? 0
        : Int.random(in: max(0, depths[index - 1] - 2)...(depths[index - 1] + 1), using: &generator)
      depths.append(depth)
      nodes.append(node(isWindow: depth == 0))
    }
    return (try? Hierarchy(nodes: nodes, depths: depths)) ?? Hierarchy()
  }

  /// Returns a random index below `count`.
  mutating func index(below count: Int) -> Int {
    Int.random(in: 0..<count, using: &generator)
  }

  private mutating func node(isWindow: Bool) -> Node {
    let roles: [Role] = [.transition, .controller, .hosting, .content, .view]
    let types = ["UIView", "ZStack", "Image", "UITransitionView", "UIHostingController<A>"]
    var node = Node(
      isWindow ? .window : roles.randomElement(using: &generator) ?? .view,
      isWindow ? "UIWindow" : types.randomElement(using: &generator) ?? "UIView")
    if Int.random(in: 0..<10, using: &generator) < 3 {
      node.identifier = "id\(Int.random(in: 0..<40, using: &generator))"
    }
    if Bool.random(using: &generator) {
      node.attributes.alpha = [0, 0.5, 1].randomElement(using: &generator) ?? 1
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      node.attributes.isHidden = true
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      let x = Double(Int.random(in: 0..<400, using: &generator))
      node.attributes.frame = Rect(x: x, y: 0, width: 100, height: 50)
    }
    return node
  }
}

/// A deterministic random number generator (SplitMix64), so generated cases repeat exactly.
struct TreeDiffSplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
