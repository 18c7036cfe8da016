/// The in-process byte baseline: one pass over the text counting its newlines, the least any
/// reader of a snapshot file does.
///
/// It replaces a `memcmp` of the text against a copy, which reads twice the bytes and at 100k
/// nodes (two 5 MB buffers) measured mostly whether both fit in this machine's cache. A single
/// pass over one buffer is steadier, but at 100k nodes the text still outgrows most L2 caches,
/// so this baseline too depends on the cache size there.
enum BytePass {
  /// Returns the number of newlines in `bytes`.
  @inline(never)
  static func newlines(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      var count = 0
      for byte in buffer where byte == UInt8(ascii: "\n") {
        count &+= 1
      }
      return count
    }
  }
}
