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

/// The C library's `read(2)`, named apart from ``FileBytes/read(atPath:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
