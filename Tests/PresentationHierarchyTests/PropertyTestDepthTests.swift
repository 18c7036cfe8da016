import HierarchyTestSupport
import Testing

/// `PROPERTY_TEST_DEPTH` reads as documented, so a deep run can't silently run quick.
struct PropertyTestDepthTests {
  @Test("Unset or empty is quick, quick and deep are read, anything else is refused")
  func readsTheVariable() {
    #expect(PropertyTestDepth(environmentValue: nil) == .quick)
    #expect(PropertyTestDepth(environmentValue: "") == .quick)
    #expect(PropertyTestDepth(environmentValue: "quick") == .quick)
    #expect(PropertyTestDepth(environmentValue: "deep") == .deep)
    #expect(PropertyTestDepth(environmentValue: "Deep") == nil)
    #expect(PropertyTestDepth(environmentValue: "1") == nil)
  }
}
