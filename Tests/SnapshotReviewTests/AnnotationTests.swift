import SnapshotStorage
import Testing

struct AnnotationTests {
  @Test("a failure message becomes one ::error line with the lines before its diff")
  func annotation() {
    let message = """
      Snapshot Snapshots/A/b.txt does not match the recording.
      step 2 "cover": `toast` is now behind `cover` (was in front)

      --- a/Snapshots/A/b.txt
      """
    #expect(
      SnapshotMessage.annotation(for: message, file: "Tests/ATests/B.swift", line: 20)
        == "::error file=Tests/ATests/B.swift,line=20::Snapshot Snapshots/A/b.txt does not "
        + "match the recording. step 2 \"cover\": `toast` is now behind `cover` (was in front)")
  }

  @Test("data escapes %, CR and LF; properties also escape : and ,")
  func escaping() {
    #expect(SnapshotMessage.escapeData("100%\r\nok") == "100%25%0D%0Aok")
    #expect(SnapshotMessage.escapeProperty("a:b,c%") == "a%3Ab%2Cc%25")
    #expect(
      SnapshotMessage.annotation(for: "50% off", file: "T,1.swift", line: 3)
        == "::error file=T%2C1.swift,line=3::50%25 off")
  }

  @Test("annotations are on only when GITHUB_ACTIONS is true")
  func switchedByEnvironment() {
    #expect(SnapshotMessage.usesAnnotations(["GITHUB_ACTIONS": "true"]))
    #expect(!SnapshotMessage.usesAnnotations(["GITHUB_ACTIONS": "false"]))
    #expect(!SnapshotMessage.usesAnnotations([:]))
  }
}
