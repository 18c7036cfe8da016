import SnapshotStorage
import Testing

struct RecordModeTests {
  @Test(
    "Every documented spelling of RECORD_SNAPSHOTS reads as its mode",
    arguments: zip(
      ["all", "1", "true", "ALL", "True", "missing", "MISSING", "never", "0", "false", "Never"],
      [
        RecordMode.all, .all, .all, .all, .all, .missing, .missing, .never, .never, .never,
        .never,
      ])
  )
  func readsValue(value: String, expected: RecordMode) throws {
    #expect(try RecordMode(environmentValue: value) == expected)
  }

  @Test(
    "An unknown value throws an error naming the variable, the value and the allowed values",
    arguments: ["bogus", "failed", "", "yes", "2", " all"]
  )
  func rejectsUnknownValue(value: String) throws {
    let error = try #require(
      throws: RecordModeError.self, performing: { try RecordMode(environmentValue: value) })
    #expect(error.value == value)
    #expect(error.description.hasPrefix("RECORD_SNAPSHOTS=\(value) is not a record mode."))
    for allowed in ["'all'", "'missing'", "'never'"] {
      #expect(error.description.contains(allowed))
    }
  }

  @Test("The error for bogus names the variable and the three modes, without extra advice")
  func describesBogus() throws {
    let error = try #require(
      throws: RecordModeError.self, performing: { try RecordMode(environmentValue: "bogus") })
    #expect(
      error.description
        == "RECORD_SNAPSHOTS=bogus is not a record mode. Use 'all' (or 1, true) to write missing "
        + "snapshots and rewrite differing ones, 'missing' to write only new ones, or 'never' "
        + "(or 0, false) to write nothing.")
  }

  @Test(
    "Values from other snapshot libraries get advice on what to use instead",
    arguments: ["failed", "FAILED", "once", "new", "always", "failures"]
  )
  func advisesUsersOfOtherLibraries(value: String) throws {
    let error = try #require(
      throws: RecordModeError.self, performing: { try RecordMode(environmentValue: value) })
    #expect(error.description.contains("RECORD_SNAPSHOTS=\(value) is not a record mode."))
    #expect(
      error.description.hasSuffix(
        " ('\(value)' comes from other snapshot libraries: here 'missing' writes only new "
          + "snapshots and 'all' also rewrites differing ones.)"))
  }

  @Test(
    "The fallback follows RECORD_SNAPSHOTS first, then the CI rule",
    arguments: zip(
      [
        [:], ["CI": "true"], ["CI": "1"], ["CI": "yes"], ["CI": "TRUE"], ["CI": "0"],
        ["CI": "false"], ["CI": "False"], ["CI": ""], ["RECORD_SNAPSHOTS": "all", "CI": "true"],
        ["RECORD_SNAPSHOTS": "missing", "CI": "1"], ["RECORD_SNAPSHOTS": "never"],
        ["RECORD_SNAPSHOTS": "", "CI": "true"], ["RECORD_SNAPSHOTS": ""],
        ["OTHER": "all", "ci": "true"],
      ] as [[String: String]],
      [
        RecordMode.missing, .never, .never, .never, .never, .missing, .missing, .missing,
        .missing, .all, .missing, .never, .never, .missing, .missing,
      ])
  )
  func fallsBack(environment: [String: String], expected: RecordMode) throws {
    #expect(try RecordMode.fallback(environment: environment) == expected)
  }

  @Test("An unknown RECORD_SNAPSHOTS value in the fallback throws, even under CI")
  func fallbackRejectsBogus() throws {
    let error = try #require(
      throws: RecordModeError.self,
      performing: {
        try RecordMode.fallback(environment: ["RECORD_SNAPSHOTS": "bogus", "CI": "true"])
      })
    #expect(error.value == "bogus")
    #expect(error.description.contains("RECORD_SNAPSHOTS=bogus"))
  }

  @Test(
    "CI counts as set unless it is empty, 0 or false",
    arguments: zip(
      [nil, "", "0", "false", "FALSE", "true", "1", "yes", "github"] as [String?],
      [false, false, false, false, false, true, true, true, true])
  )
  func detectsCI(value: String?, expected: Bool) {
    let environment = value.map { ["CI": $0] } ?? [:]
    #expect(RecordMode.isCI(environment) == expected)
  }
}
