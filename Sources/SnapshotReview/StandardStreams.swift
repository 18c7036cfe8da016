#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output or error, written through the C library with no buffer of its
/// own, like Foundation's `FileHandle` but without linking Foundation's full library.
package struct StandardStreams: Sendable {
  private let descriptor: Int32

  /// Standard output.
  package static let output = StandardStreams(descriptor: 1)
  /// Standard error.
  package static let error = StandardStreams(descriptor: 2)

  /// Writes text as it is, after anything `print` has buffered.
  ///
  /// - Parameter text: The text, with its own newlines.
  package func write(_ text: String) {
    fflush(nil)
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = writeBytes(descriptor, base + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

/// The C library's `write(2)`, named apart from ``StandardStreams/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
