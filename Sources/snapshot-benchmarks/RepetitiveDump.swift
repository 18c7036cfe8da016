internal import Foundation
internal import PresentationHierarchy

/// The swift-snapshot-testing worst case: an 8,000-line hierarchy dump whose nodes look alike.
///
/// One window, one hosting controller and a `List` of 1,998 identical rows of four lines each,
/// with no frames or identifiers, so almost every line occurs thousands of times. The changed
/// copy hides one `Text` in the middle row.
enum RepetitiveDump {
  /// The reference and changed texts.
  static func texts() -> (old: String, new: String) {
    var nodes = [
      Node(.window, "UIWindow", identifier: "main", attributes: Attributes([.key])),
      Node(.transition, UIKitClassName.transitionView),
      Node(.controller, "UIHostingController<ListView>"),
      Node(.hosting, "_UIHostingView<ListView>"),
      Node(.content, "List"),
    ]
    var depths = [0, 1, 2, 3, 4]
    let rowCount = 1_998
    for _ in 0..<rowCount {
      nodes += [
        Node(.content, "HStack"), Node(.content, "Image"), Node(.content, "Text"),
        Node(.content, "Text"),
      ]
      depths += [5, 6, 6, 6]
    }
    let old = (try? Hierarchy(nodes: nodes, depths: depths)) ?? Hierarchy()
    var new = old
    let middle = 5 + (rowCount / 2) * 4 + 2
    new[middle].attributes.isHidden = true
    return (write(old), write(new))
  }

  /// Where the benchmark writes the reference text.
  static func oldFile(in directory: URL) -> URL {
    directory.appendingPathComponent("repetitive-old.snapshot")
  }

  /// Where the benchmark writes the changed text.
  static func newFile(in directory: URL) -> URL {
    directory.appendingPathComponent("repetitive-new.snapshot")
  }

  private static func write(_ hierarchy: Hierarchy) -> String {
    SnapshotFormat.write(
      Recording(testName: "Benchmarks/repetitive", steps: [.init("launch", hierarchy)]))
  }
}
