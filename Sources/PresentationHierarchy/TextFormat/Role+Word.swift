extension Role {
  /// The bytes of the common roles' words, in ``Role/common``'s order.
  private static let commonWords = common.map { Array($0.rawValue.utf8) }

  /// Reads a role from its word's bytes, as a node line starts: a common role without building a
  /// string, any other valid word as a new one.
  ///
  /// Fails when the bytes are not a valid role word.
  ///
  /// - Parameter word: The role word's bytes.
  package init?(word: UnsafeBufferPointer<UInt8>) {
    if let index = Self.commonIndex(word) {
      self = Self.common[index]
    } else {
      self.init(rawValue: String(decoding: word, as: UTF8.self))
    }
  }

  /// The index in ``Role/common`` of a common role's word, told apart by length and first
  /// letter before the one comparison that confirms it.
  private static func commonIndex(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
    let candidate: Int? =
      switch (word.count, word.first) {
      case (6, UInt8(ascii: "w")): 0
      case (10, UInt8(ascii: "t")): 1
      case (6, UInt8(ascii: "c")): 2
      case (9, UInt8(ascii: "c")): 3
      case (10, UInt8(ascii: "c")): 4
      case (7, UInt8(ascii: "h")): 5
      case (7, UInt8(ascii: "c")): 6
      case (4, UInt8(ascii: "v")): 7
      default: nil
      }
    guard let candidate, ByteScan.equal(word, commonWords[candidate]) else { return nil }
    return candidate
  }
}
