import PresentationHierarchy

/// The warnings and exceptions one step printed that the other didn't, as counted lists.
struct MessageChanges {
  /// The messages only the new step printed, in its order.
  let added: [Recording.Message]
  /// The messages only the old step printed, in its order.
  let removed: [Recording.Message]

  init(old: [Recording.Message], new: [Recording.Message]) {
    added = Self.subtracting(old, from: new)
    removed = Self.subtracting(new, from: old)
  }

  /// How many messages came or went.
  var count: Int { added.count + removed.count }

  /// A sentence for each message that came or went.
  var headlines: [Headline] {
    added.map { Headline($0.kind == .exception ? .exception : .warning, Self.sentence(forNew: $0)) }
      + removed.map { Headline(.structure, Self.sentence(forGone: $0)) }
  }

  /// "new UIKit warning: …" or "new UIKit exception: …".
  static func sentence(forNew message: Recording.Message) -> String {
    "new UIKit \(message.kind.rawValue): \(message.text)"
  }

  /// "UIKit no longer warns: …" or "UIKit no longer raises: …".
  static func sentence(forGone message: Recording.Message) -> String {
    (message.kind == .exception ? "UIKit no longer raises: " : "UIKit no longer warns: ")
      + message.text
  }

  /// The messages of `list` left after taking out one copy of each of `other`'s.
  private static func subtracting(
    _ other: [Recording.Message], from list: [Recording.Message]
  ) -> [Recording.Message] {
    var remaining: [Recording.Message: Int] = [:]
    for message in other { remaining[message, default: 0] += 1 }
    return list.filter { message in
      guard let count = remaining[message], count > 0 else { return true }
      remaining[message] = count - 1
      return false
    }
  }
}
