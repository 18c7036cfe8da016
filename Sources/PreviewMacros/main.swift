// The compiler plugin behind HeadlessSwiftUI's `#Preview` and `@Previewable`: it expands every
// use to nothing, so an app's view files compile with their previews and the previews add no
// code. It speaks the compiler's plugin protocol by hand, with no package dependency: each
// message is an 8-byte little-endian length and then that many bytes of JSON, a one-key object
// whose key names the message ([OBS] swift-syntax's SwiftCompilerPluginMessageHandling,
// PluginMessages.swift and StandardIOMessageConnection.swift; Swift 6.3.1's compiler sends
// protocol version 7). The plugin reads only that key, so it needs no JSON parser.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The plugin protocol version this plugin speaks: 7, as Swift 6.3's compiler does.
///
/// Nothing in versions 1–7 changes the replies below, which every version since 5 accepts.
let pluginProtocolVersion = 7

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

/// The first key of a JSON object (the message's name), or nil if the text doesn't start so.
func messageName(_ json: [UInt8]) -> String? {
  var index = 0
  func skipSpace() {
    while index < json.count, [0x20, 0x09, 0x0A, 0x0D].contains(json[index]) { index += 1 }
  }
  skipSpace()
  guard index < json.count, json[index] == UInt8(ascii: "{") else { return nil }
  index += 1
  skipSpace()
  guard index < json.count, json[index] == UInt8(ascii: "\"") else { return nil }
  index += 1
  let start = index
  while index < json.count, json[index] != UInt8(ascii: "\"") { index += 1 }
  guard index < json.count else { return nil }
  return String(decoding: json[start..<index], as: UTF8.self)
}

/// The host's protocol version from a `getCapability` message, or 0 if it sends none.
func hostProtocolVersion(_ json: [UInt8]) -> Int {
  let key = Array("\"protocolVersion\"".utf8)
  guard json.count >= key.count else { return 0 }
  for start in 0...(json.count - key.count) where Array(json[start..<start + key.count]) == key {
    var index = start + key.count
    while index < json.count, json[index] == UInt8(ascii: ":") || json[index] == 0x20 {
      index += 1
    }
    var version = 0
    while index < json.count, json[index] >= 0x30, json[index] <= 0x39 {
      version = version * 10 + Int(json[index] - 0x30)
      index += 1
    }
    return version
  }
  return 0
}

/// A reply that names what this plugin can't answer, as an error the compiler shows.
func unsupported(_ name: String) -> String {
  let safe = String(name.unicodeScalars.filter { $0 != "\"" && $0 != "\\" && $0.value >= 0x20 })
  return """
    {"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],"message":\
    "PreviewMacros does not handle the message '\(safe)'","notes":[],\
    "position":{"fileName":"","offset":0},"severity":"error"}]}}
    """
}

var hostVersion = 0
while let header = readBytes(8) {
  let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  // A zero length ends the conversation, as swift-syntax's plugins read it; a length past what
  // a message can be means the stream is not the compiler's.
  guard length > 0, length < 1 << 32, let message = readBytes(Int(length)) else { break }
  let reply: String
  switch messageName(message) {
  case "getCapability":
    hostVersion = hostProtocolVersion(message)
    reply = #"{"getCapabilityResult":{"capability":{"protocolVersion":\#(pluginProtocolVersion)}}}"#
  case "expandFreestandingMacro":
    // Hosts before version 5 know only the older, role-specific result.
    reply =
      hostVersion >= 5 || hostVersion == 0
      ? #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#
      : #"{"expandFreestandingMacroResult":{"expandedSource":"","diagnostics":[]}}"#
  case "expandAttachedMacro":
    reply =
      hostVersion >= 5 || hostVersion == 0
      ? #"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#
      : #"{"expandAttachedMacroResult":{"expandedSources":[],"diagnostics":[]}}"#
  case "loadPluginLibrary":
    reply = #"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#
  case let name:
    reply = unsupported(name ?? "?")
  }
  guard send(reply) else { break }
}
