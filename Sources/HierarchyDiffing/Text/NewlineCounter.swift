/// Counts the newlines of 32-byte blocks in byte lanes, adding the lanes up before any of them
/// can wrap around.
struct NewlineCounter {
  /// The bytes of one block.
  static let blockSize = Block.scalarCount

  /// A block of bytes, one lane per byte.
  private typealias Block = SIMD32<UInt8>

  /// The newlines counted in finished rounds.
  private var finished = 0
  /// One count per lane for the current round.
  private var lanes = Block(repeating: 0)
  /// The blocks counted in the current round.
  private var blocks = 0

  /// The newlines counted so far.
  var count: Int {
    let pairs = unsafeBitCast(lanes, to: SIMD16<UInt16>.self)
    return finished + Int(((pairs & 0x00FF) &+ (pairs &>> 8)).wrappedSum())
  }

  /// Counts the newlines of one block.
  ///
  /// - Parameter block: The block's first byte; `blockSize` bytes must follow.
  @inline(__always)
  mutating func add(_ block: UnsafePointer<UInt8>) {
    let bytes = UnsafeRawPointer(block).loadUnaligned(as: Block.self)
    // A mask lane is all ones (0xFF) where the comparison holds; the layouts are the same.
    lanes &-= unsafeBitCast(bytes .== Block(repeating: NewlineScan.newline), to: Block.self)
    blocks += 1
    if blocks == Int(UInt8.max) {
      finished = count
      lanes = Block(repeating: 0)
      blocks = 0
    }
  }
}
