import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// An extra attribute's key that wouldn't read back from a snapshot file is made valid, and the
/// test is told, instead of stopping the process.
struct ExtraAttributeKeyTests {
  @Test(
    "Invalid keys are made valid and reported",
    arguments: [
      ("touch mode", "touch_mode"), ("1st", "x-1st"), ("frame", "x-frame"), ("é", "x-_"),
      ("", "x-"),
    ])
  func invalidKeys(key: String, written: String) throws {
    let (extra, reports) = ModelReports.capture { Attributes.Extra(key: key, value: "v") }
    #expect(extra.key == written)
    #expect(Attributes.isValidExtraKey(extra.key))
    #expect(reports.count == 1)
    let said = "'\(key)' cannot name an extra attribute, so it is written as '\(written)'"
    #expect(reports.first?.hasPrefix(said) == true)
  }

  @Test("A valid key is kept, with no report")
  func validKey() {
    let (extra, reports) = ModelReports.capture {
      Attributes.Extra(key: "touches", value: "passthrough")
    }
    #expect(extra.key == "touches")
    #expect(reports.isEmpty)
  }
}
