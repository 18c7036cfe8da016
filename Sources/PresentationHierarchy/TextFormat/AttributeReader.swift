/// Collects the attributes of one node line, reporting problems in words.
struct AttributeReader {
  /// A problem with one attribute; the parser adds the line and column.
  struct Problem: Error {
    /// Whether the problem is in the value rather than the name.
    var isAboutValue: Bool
    /// What is wrong.
    var message: String
  }

  private(set) var attributes = Attributes()
  private var seen: Set<String> = []
  /// The frame of the node's nearest earlier framed sibling, which a `+` gap is measured from.
  private let sibling: Rect?
  /// Whether the file's version writes gaps (``SiblingFlow``): version 2 and later.
  private let readsGaps: Bool

  /// Creates a reader for one node line.
  ///
  /// - Parameters:
  ///   - sibling: The frame of the node's nearest earlier framed sibling.
  ///   - readsGaps: Whether the file's format version writes `+` gaps in frames.
  init(frameAfter sibling: Rect?, readsGaps: Bool) {
    self.sibling = sibling
    self.readsGaps = readsGaps
  }

  var isEmpty: Bool { seen.isEmpty }

  mutating func read(name: String, value: String?) throws(Problem) {
    guard seen.insert(name).inserted else {
      throw Problem(isAboutValue: false, message: "the attribute '\(name)' appears twice")
    }
    switch name {
    case "key", "hidden", "opaque":
      guard value == nil else {
        throw Problem(isAboutValue: true, message: "'\(name)' is a flag and takes no value")
      }
      attributes.apply(name == "key" ? .key : name == "hidden" ? .hidden : .opaque)
    default:
      guard let value else {
        throw Problem(
          isAboutValue: false,
          message: "unknown flag '\(name)': the flags are key, hidden and opaque; other "
            + "attributes are written name=value")
      }
      try readValued(name: name, value: value)
    }
  }

  private mutating func readValued(name: String, value: String) throws(Problem) {
    switch name {
    case "level":
      let named = WindowLevel.named.first { $0.name == value }?.level
      guard let level = named ?? NumberText.parse(value).map(WindowLevel.init(rawValue:)) else {
        throw valueProblem("level is normal, statusBar, alert or a number, not '\(value)'")
      }
      attributes.level = level
    case "alpha":
      attributes.alpha = try number(value, for: name)
    case "interaction":
      guard value == "off" || value == "on" else {
        throw valueProblem("interaction is 'off' (or omitted when on), not '\(value)'")
      }
      attributes.isUserInteractionEnabled = value == "on"
    case "frame":
      attributes.frame = try frame(value)
    case "style":
      attributes.presentationStyle = value
    case "presenter":
      attributes.presenter = value
    default:
      guard Attributes.isValidExtraKey(name) else {
        throw Problem(
          isAboutValue: false,
          message: "'\(name)' is not a valid attribute name: use a letter followed by letters, "
            + "digits, '_', '-' or '.'")
      }
      attributes.extra.append(Attributes.Extra(key: name, value: value))
    }
  }

  /// Reads `x,y,width,height`, where `x` or `y` may be a `+` gap after the earlier sibling.
  private func frame(_ value: String) throws(Problem) -> Rect {
    let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else {
      throw valueProblem("frame is four numbers x,y,width,height, not '\(value)'")
    }
    var numbers: [Double] = []
    for (index, part) in parts.enumerated() {
      guard part.hasPrefix("+"), index < 2 else {
        guard let number = NumberText.parse(part) else {
          throw valueProblem("frame is four numbers x,y,width,height, not '\(value)'")
        }
        numbers.append(number)
        continue
      }
      guard readsGaps else {
        throw valueProblem(
          "frame '\(value)' has a '+' gap, which format version 2 writes, but the header says "
            + "version 1")
      }
      guard let sibling else {
        throw valueProblem(
          "frame '\(value)' has a '+' gap, which is measured from an earlier sibling's frame, "
            + "but no earlier sibling of this node has a frame")
      }
      guard let gap = NumberText.parse(String(part.dropFirst())) else {
        throw valueProblem("'\(part)' in frame '\(value)' is not '+' and a number")
      }
      let flow = index == 0 ? SiblingFlow.rightOf(gap: gap) : .below(gap: gap)
      numbers.append(flow.coordinate(after: sibling))
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private func number(_ value: String, for name: String) throws(Problem) -> Double {
    guard let number = NumberText.parse(value) else {
      throw valueProblem("\(name) must be a number, not '\(value)'")
    }
    return number
  }

  private func valueProblem(_ message: String) -> Problem {
    Problem(isAboutValue: true, message: message)
  }
}
