// Reading and writing the compiler's plugin messages: each is an 8-byte little-endian length and
// then that many bytes of JSON ([OBS] swift-syntax's StandardIOMessageConnection.swift).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The descriptor the compiler writes messages to, and the one it reads replies from.
let input: Int32 = 0
let output: Int32 = 1

/// Reads exactly `count` bytes, or nil at end of input or on a read error.
func readBytes(_ count: Int) -> [UInt8]? {
  var bytes = [UInt8](repeating: 0, count: count)
  var filled = 0
  while filled < count {
    let got = bytes.withUnsafeMutableBytes { buffer in
      read(input, buffer.baseAddress.map { $0 + filled }, count - filled)
    }
    if got > 0 {
      filled += got
    } else if got < 0 && errno == EINTR {
      continue
    } else {
      return nil
    }
  }
  return bytes
}

/// Writes one message: its length, then its JSON; false when the compiler has gone.
func send(_ json: String) -> Bool {
  var payload = Array(json.utf8)
  var length = UInt64(payload.count).littleEndian
  var bytes = withUnsafeBytes(of: &length) { Array($0) }
  bytes.append(contentsOf: payload)
  payload.removeAll()
  var written = 0
  while written < bytes.count {
    let put = bytes.withUnsafeBytes { buffer in
      write(output, buffer.baseAddress.map { $0 + written }, bytes.count - written)
    }
    if put > 0 {
      written += put
    } else if put < 0 && errno == EINTR {
      continue
    } else {
      return false
    }
  }
  return true
}
