#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file into an array in one `read` loop.
enum FileBytes {
  /// Returns a file's bytes, or `nil` when it can't be opened, isn't a regular file, or
  /// changes size while it is read (the caller then falls back to Foundation, whose error says
  /// why).
  static func read(atPath path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      count = 0
      adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
      while count < size, let base = buffer.baseAddress {
        let got = readBytes(descriptor, base + count, size - count)
        guard got > 0 else { break }
        count += got
      }
      complete = count == size
    }
    return complete ? bytes : nil
  }
}

/// Asks the kernel to back the 2 MiB-aligned middle of a large, untouched buffer with huge pages.
///
/// Filling the buffer then takes a few page faults instead of one per 4 KiB: reading a 5 MB
/// snapshot is about twice as fast. Only on Linux, where transparent huge pages are
/// commonly offered on request (`madvise` mode); elsewhere, or when they are off, it does nothing.
private func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
  #if os(Linux)
  let hugePage = 2 << 20
  guard let base = buffer.baseAddress, buffer.count >= 2 * hugePage else { return }
  let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
  let end = (Int(bitPattern: base) + buffer.count) & ~(hugePage - 1)
  guard end > start, let alignedStart = UnsafeMutableRawPointer(bitPattern: start) else { return }
  _ = madvise(alignedStart, end - start, MADV_HUGEPAGE)
  #endif
}

/// The C library's `read(2)`, named apart from ``FileBytes/read(atPath:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
