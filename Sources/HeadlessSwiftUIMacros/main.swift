// The compiler plugin behind HeadlessSwiftUI's macros. `#Preview` and `@Previewable` expand to
// nothing, so an app's view files compile with their previews and the previews add no code;
// `@Entry` and `@__EntryDefaultValue` expand as SwiftUI's do (EntryExpansion.swift). It speaks
// the compiler's plugin protocol by hand, with no package dependency: each message is a one-key
// JSON object whose key names the request ([OBS] swift-syntax's
// SwiftCompilerPluginMessageHandling, PluginMessages.swift; Swift 6.3's compiler sends protocol
// version 7 and accepts the `expandMacroResult` reply of every version since 5).

/// The plugin protocol version this plugin speaks: 7, as Swift 6.3's compiler does.
let pluginProtocolVersion = 7

/// A reply to an expansion request: the expanded source, or an error the compiler shows.
///
/// - Parameters:
///   - result: The expansion, or why there is none.
///   - node: The syntax node the macro is attached to, whose position an error points at.
/// - Returns: The reply's JSON.
func expansionReply(_ result: Result<String, ExpansionError>, at node: JSONValue?) -> String {
  switch result {
  case .success(let source):
    return #"{"expandMacroResult":{"expandedSource":\#(jsonQuoted(source)),"diagnostics":[]}}"#
  case .failure(let error):
    let fileName = node?["location"]?["fileName"]?.text ?? ""
    // The node's offset is where its leading trivia starts; the error points past it.
    var offset = leadingTriviaLength(of: node?["source"]?.text ?? "")
    if case .number(let text) = node?["location"]?["offset"] { offset += Int(text) ?? 0 }
    return """
      {"expandMacroResult":{"diagnostics":[{"fixIts":[],"highlights":[],\
      "message":\(jsonQuoted(error.message)),"notes":[],\
      "position":{"fileName":\(jsonQuoted(fileName)),"offset":\(offset)},\
      "severity":"error"}]}}
      """
  }
}

/// The expansion of an attached macro: `request` is the body of an `expandAttachedMacro`
/// message (the macro, its role, and the declaration and contexts as source text).
func expandAttachedMacro(_ request: JSONValue?) -> Result<String, ExpansionError> {
  let declaration = request?["declSyntax"]?["source"]?.text ?? ""
  let role = request?["macroRole"]?.text
  return Result { () throws(ExpansionError) -> String in
    switch request?["macro"]?["typeName"]?.text {
    case "EntryMacro":
      let property = try EntryProperty(parsing: declaration)
      guard role == "peer" else { return entryAccessors(for: property) }
      let extended = request?["lexicalContext"]?.elements.lazy
        .compactMap { $0["source"]?.text.flatMap(extendedTypeName(ofExtension:)) }.first
      return try entryKey(
        for: property, conformingTo: entryKeyProtocol(extending: extended ?? ""))
    case "EntryDefaultValueMacro":
      return try entryDefaultValueAccessors(for: EntryProperty(parsing: declaration))
    default:
      // `@Previewable`: the property stays as written, inert.
      return ""
    }
  }
}

/// A reply that names what this plugin can't answer, as an error the compiler shows.
func unsupported(_ name: String) -> String {
  expansionReply(
    .failure(
      ExpansionError(message: "HeadlessSwiftUIMacros does not handle the message '\(name)'")),
    at: nil)
}

while let header = readBytes(8) {
  let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
  // A zero length ends the conversation, as swift-syntax's plugins read it; a length past what
  // a message can be means the stream is not the compiler's.
  guard length > 0, length < 1 << 32, let bytes = readBytes(Int(length)) else { break }
  let message = JSONValue.parse(bytes)
  let reply: String
  switch message?.firstKey {
  case "getCapability":
    reply = #"{"getCapabilityResult":{"capability":{"protocolVersion":\#(pluginProtocolVersion)}}}"#
  case "expandFreestandingMacro":
    // `#Preview`: expands to nothing.
    reply = expansionReply(.success(""), at: nil)
  case "expandAttachedMacro":
    let request = message?["expandAttachedMacro"]
    reply = expansionReply(expandAttachedMacro(request), at: request?["declSyntax"])
  case "loadPluginLibrary":
    reply = #"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#
  case let name:
    reply = unsupported(name ?? "?")
  }
  guard send(reply) else { break }
}
