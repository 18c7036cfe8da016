import LiveUIKitCapture
import PresentationHierarchy

/// A view transcribed from a published `recursiveDescription` dump, as a live node.
///
/// ``DumpNode/parse(_:)`` reads the dump's text: one view per line, `|` marks for depth,
/// `<Class: …; frame = (x y; w h); alpha = 0; hidden = YES; userInteractionEnabled = NO; …>`
/// with frames relative to the superview (converted to screen coordinates, as
/// `convert(_:to:nil)` does). What a dump does not print — owners, window state, presentations —
/// is added after a `←` as space-separated words: `level=0`, `key`, `id=main`,
/// `owner=UINavigationController`, `ownerId=nav`, `presented=C`, `presentedId=c`,
/// `style=pageSheet`, `presenter=UIViewController`, `presenterId=root`, and `background` for a
/// view with an opaque background color (dumps print no colors).
struct DumpNode: LiveNode, Sendable {
  var liveClassName: String
  var liveFrame: Rect?
  var liveIsHidden = false
  var liveAlpha: Double = 1
  var liveIsUserInteractionEnabled = true
  var liveIsOpaque = false
  var liveAccessibilityIdentifier: String?
  var liveAccessibilityLabel: String?
  var children: [DumpNode] = []
  var owner: DumpController?
  var presented: DumpController?
  var liveWindow: LiveWindowState?

  var liveSubviews: [any LiveNode] { children }
  var liveOwningController: (any LiveViewController)? { owner }
  var livePresentedController: (any LiveViewController)? { presented }

  /// Parses a dump into its windows, with an explicit stack.
  static func parse(_ text: String) -> [DumpNode] {
    var roots: [DumpNode] = []
    // Open nodes with their depth and screen origin.
    var open: [(node: DumpNode, depth: Int, origin: (x: Double, y: Double))] = []
    func close(downTo depth: Int) {
      while let last = open.last, last.depth >= depth {
        open.removeLast()
        if open.isEmpty {
          roots.append(last.node)
        } else {
          open[open.count - 1].node.children.append(last.node)
        }
      }
    }
    for line in text.split(separator: "\n") where line.contains("<") {
      let depth = line.prefix { $0 != "<" }.filter { $0 == "|" }.count
      close(downTo: depth)
      let parentOrigin = open.last?.origin ?? (0, 0)
      var node = DumpNode(line: String(line), parentOrigin: parentOrigin)
      if depth == 0, node.liveWindow == nil {
        node.liveWindow = LiveWindowState(level: 0, isKey: false)
      }
      let origin = node.liveFrame.map { ($0.x, $0.y) } ?? parentOrigin
      open.append((node, depth, origin))
    }
    close(downTo: 0)
    return roots
  }

  private init(line: String, parentOrigin: (x: Double, y: Double)) {
    let parts = line.split(separator: "←", maxSplits: 1)
    let description = String(parts[0])
    let body = description.drop { $0 != "<" }.dropFirst()
    liveClassName = String(body.prefix { !":;> ".contains($0) })
    let fields = Self.fields(of: description)
    if let frame = fields["frame"] {
      let numbers = frame.filter { "0123456789.- ;".contains($0) }
        .split(whereSeparator: { $0 == " " || $0 == ";" }).compactMap { Double($0) }
      if numbers.count == 4 {
        liveFrame = Rect(
          x: parentOrigin.x + numbers[0], y: parentOrigin.y + numbers[1], width: numbers[2],
          height: numbers[3])
      }
    }
    if let alpha = fields["alpha"].flatMap(Double.init) { liveAlpha = alpha }
    liveIsHidden = fields["hidden"] == "YES"
    liveIsUserInteractionEnabled = fields["userInteractionEnabled"] != "NO"
    if parts.count == 2 { annotate(String(parts[1])) }
  }

  /// The `key = value` fields of a dump line.
  private static func fields(of description: String) -> [String: String] {
    var result: [String: String] = [:]
    var depth = 0
    var field = ""
    for character in description {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ";" && depth == 0 || character == ">" {
        let pair = field.split(separator: "=", maxSplits: 1)
        if pair.count == 2 {
          result[pair[0].trimmingSpaces] = pair[1].trimmingSpaces
        }
        field = ""
      } else {
        field.append(character)
      }
    }
    return result
  }

  private mutating func annotate(_ annotation: String) {
    var words: [String: String] = [:]
    for word in annotation.split(separator: " ") {
      let pair = word.split(separator: "=", maxSplits: 1)
      words[String(pair[0])] = pair.count == 2 ? String(pair[1]) : ""
    }
    if words["level"] != nil || words["key"] != nil {
      liveWindow = LiveWindowState(
        level: words["level"].flatMap(Double.init) ?? 0, isKey: words["key"] != nil)
    }
    liveAccessibilityIdentifier = words["id"]
    liveAccessibilityLabel = words["label"]
    liveIsOpaque = words["background"] != nil
    if let owner = words["owner"] {
      self.owner = DumpController(liveClassName: owner, liveIdentifier: words["ownerId"])
    }
    if let presented = words["presented"] {
      let presenter = words["presenter"].map {
        DumpController(liveClassName: $0, liveIdentifier: words["presenterId"])
      }
      self.presented = DumpController(
        liveClassName: presented, liveIdentifier: words["presentedId"],
        livePresentationStyle: words["style"], presenter: presenter.map { [$0] } ?? [])
    }
  }
}

/// A controller named in a dump's annotations.
struct DumpController: LiveViewController, Sendable {
  var liveClassName: String
  var liveIdentifier: String?
  var livePresentationStyle: String?
  /// The presenter, in an array so the struct can hold one of its own kind.
  var presenter: [DumpController] = []

  var livePresenter: (any LiveViewController)? { presenter.first }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
