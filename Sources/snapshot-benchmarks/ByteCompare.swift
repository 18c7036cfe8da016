#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The physical-limit baseline: one `memcmp` over two equal buffers, reading every byte once.
enum ByteCompare {
  /// Returns `memcmp`'s answer for two buffers of the same length (0 when equal).
  static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int32 {
    precondition(lhs.count == rhs.count, "the baseline compares buffers of equal length")
    return lhs.withUnsafeBytes { left in
      rhs.withUnsafeBytes { right in
        guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return 0 }
        return memcmp(leftBase, rightBase, left.count)
      }
    }
  }
}
