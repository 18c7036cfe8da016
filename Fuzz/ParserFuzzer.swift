// libFuzzer entry point for the snapshot parser; built by scripts/fuzz.sh, not by SwiftPM.
//
// Any input may be rejected, but none may crash the parser, and every accepted input must
// round-trip: write(parse(t)) == t (after normalisation) when t is in the current format version,
// and parse(write(r)) == r. An older version's text writes back in the current version.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let recording = try? SnapshotFormat.parse(utf8: bytes) else { return 0 }
  let written = SnapshotFormat.write(recording)
  let normalized = SnapshotFormat.normalize(bytes).bytes
  if SnapshotFormat.version(ofFile: normalized) == SnapshotFormat.version {
    precondition(Array(written.utf8) == normalized, "write(parse(text)) changed the text")
  }
  let reparsed = try? SnapshotFormat.parse(written)
  precondition(reparsed == recording, "parse(write(recording)) changed the recording")
  for step in recording.steps {
    _ = step.hierarchy.identifiersFrontToBack()
    _ = step.hierarchy.hitTest(Point(x: 1, y: 1))
  }
  return 0
}
