import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The headlines ask for many nodes' visibility at once, sharing the whole-hierarchy passes, and
/// the parser lists identifiers without the whole paint order: the answers must be the ones the
/// one-at-a-time definitions give.
struct BatchVisibilityTests {
  @Test("Visibilities asked together equal visibilities asked one by one")
  func batchEqualsOneByOne() {
    var generator = RandomHierarchy(seed: 23)
    var compared = 0
    for _ in 0..<200 {
      let hierarchy = generator.hierarchy(maxNodes: 30)
      let indices = Array(0..<hierarchy.count)
      let batch = hierarchy.visibilities(of: indices)
      let alone = indices.map { hierarchy.visibility(of: $0) }
      #expect(batch == alone)
      #expect(hierarchy.visibilities(of: indices, frames: hierarchy.effectiveFrames()) == alone)
      compared += indices.count
    }
    #expect(compared > 1_000)
  }

  @Test("The front-to-back identifiers are the identified nodes in reverse paint order")
  func identifiersFollowPaintOrder() {
    var generator = RandomHierarchy(seed: 29)
    var listed = 0
    for _ in 0..<200 {
      let hierarchy = generator.hierarchy(maxNodes: 30)
      let expected = hierarchy.paintOrder().reversed().compactMap { hierarchy[$0].identifier }
      #expect(hierarchy.identifiersFrontToBack() == expected)
      listed += expected.count
    }
    #expect(listed > 500)
  }
}
