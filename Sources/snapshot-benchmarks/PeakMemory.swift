#if canImport(Glibc)
internal import Glibc
#endif

/// The resident set of this process as Linux reports it in `/proc/self/status`, and its
/// high-water mark, which writing `5` to `/proc/self/clear_refs` resets to the current size.
enum PeakMemory {
  /// Resets the high-water mark (`VmHWM`) to the current resident set size.
  ///
  /// - Returns: Whether the kernel accepted the reset.
  static func resetPeak() -> Bool {
    let file = open("/proc/self/clear_refs", O_WRONLY)
    guard file >= 0 else { return false }
    defer { close(file) }
    return write(file, "5", 1) == 1
  }

  /// The high-water mark of the resident set since the process started or the last reset, in
  /// bytes (`VmHWM`).
  static func peakBytes() -> Int? {
    field("VmHWM:")
  }

  /// The resident set size now, in bytes (`VmRSS`).
  static func residentBytes() -> Int? {
    field("VmRSS:")
  }

  /// Reads one `kB` field of `/proc/self/status`, in bytes.
  private static func field(_ name: String) -> Int? {
    let file = open("/proc/self/status", O_RDONLY)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      bytes += buffer[..<count]
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.dropFirst(name.count).filter(\.isNumber)
      return Int(digits).map { $0 * 1_024 }
    }
    return nil
  }
}
