import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The headlines ask for many nodes' visibility at once, sharing the whole-hierarchy passes, and
/// the parser lists identifiers without the whole paint order: the answers must be the ones the
/// one-at-a-time definitions give.
struct BatchVisibilityTests {
  @Test("Visibilities asked together equal visibilities asked one by one")
  func batchEqualsOneByOne() {
    let compared = Self.sumOverRandomHierarchies(seed: 23) { hierarchy in
      let indices = Array(0..<hierarchy.count)
      let batch = hierarchy.visibilities(of: indices)
      let alone = indices.map { hierarchy.visibility(of: $0) }
      #expect(batch == alone)
      #expect(hierarchy.visibilities(of: indices, frames: hierarchy.effectiveFrames()) == alone)
      return indices.count
    }
    #expect(compared > 1_000)
  }

  @Test("The front-to-back identifiers are the identified nodes in reverse paint order")
  func identifiersFollowPaintOrder() {
    let listed = Self.sumOverRandomHierarchies(seed: 29) { hierarchy in
      let expected = hierarchy.paintOrder().reversed().compactMap { hierarchy[$0].identifier }
      #expect(hierarchy.identifiersFrontToBack() == expected)
      return expected.count
    }
    #expect(listed > 500)
  }

  /// Checks 200 seeded random hierarchies of up to 30 nodes and adds up what each check counted.
  private static func sumOverRandomHierarchies(
    seed: UInt64, _ check: (Hierarchy) -> Int
  ) -> Int {
    var generator = RandomHierarchy(seed: seed)
    return (0..<200).reduce(0) { total, _ in total + check(generator.hierarchy(maxNodes: 30)) }
  }
}
