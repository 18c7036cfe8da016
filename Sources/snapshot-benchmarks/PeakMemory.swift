#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Reads the process's peak resident set size from `getrusage(RUSAGE_SELF)`.
enum PeakMemory {
  /// The peak resident set size so far, in bytes (`ru_maxrss`, a high-water mark).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    _ = getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #else
    _ = getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1_024
    #endif
  }
}
