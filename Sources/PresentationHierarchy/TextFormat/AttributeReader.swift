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
      let parts = value.split(separator: ",", omittingEmptySubsequences: false)
      let numbers = parts.compactMap { NumberText.parse(String($0)) }
      guard parts.count == 4, numbers.count == 4 else {
        throw valueProblem("frame is four numbers x,y,width,height, not '\(value)'")
      }
      attributes.frame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
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
