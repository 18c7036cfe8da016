import PresentationHierarchy
import Testing

/// The text format's reading of a node line's head, which the diff's breadcrumbs use.
struct NodeLineHeadTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    let line: String
    /// The role, type name and identifier as written, or `nil` when the line is not a node line.
    let expected: (role: String, typeName: String, identifier: String?)?

    var testDescription: String { line }
  }

  static let samples: [Sample] = [
    Sample(
      line: "window UIWindow #main key level=normal", expected: ("window", "UIWindow", "#main")),
    Sample(
      line: #"content "Text \"hi\" \\ x" #"my id" hidden"#,
      expected: ("content", #""Text \"hi\" \\ x""#, #"#"my id""#)),
    Sample(
      line: "transition UITransitionView style=overFullScreen",
      expected: ("transition", "UITransitionView", nil)),
    Sample(line: "scroll-view UIScrollView", expected: ("scroll-view", "UIScrollView", nil)),
    Sample(line: "view X #", expected: ("view", "X", nil)),
    Sample(line: "view X ##y", expected: ("view", "X", "##y")),
    Sample(line: #"view "unclosed"#, expected: nil),
    Sample(line: "Window UIWindow", expected: nil),
    Sample(line: "view  X", expected: nil),
    Sample(line: "view", expected: nil),
    Sample(line: "", expected: nil),
  ]

  @Test("The head of a node line is found where the format puts it", arguments: samples)
  func readsHead(sample: Sample) {
    var line = sample.line
    let found = line.withUTF8 { bytes in
      NodeLineHead(bytes).map { head in
        (
          head.role.rawValue, String(decoding: bytes[head.typeName], as: UTF8.self),
          head.identifier.map { String(decoding: bytes[$0], as: UTF8.self) }
        )
      }
    }
    #expect(found?.0 == sample.expected?.role)
    #expect(found?.1 == sample.expected?.typeName)
    #expect(found?.2 == sample.expected?.identifier)
  }

  @Test("Every node line the writer writes reads back with its node's role")
  func readsWrittenLines() throws {
    let text = SnapshotFormat.write(
      Recording(steps: [
        Recording.Step(
          "s",
          Hierarchy {
            Subtree(.window, "UIWindow", id: "main", .key) {
              Subtree(.transition, "UITransitionView") {
                Subtree(.content, "Text \"quoted\"", id: "#odd id")
                Subtree(Role(rawValue: "scroll-view") ?? .view, "Ünïcode")
              }
            }
          })
      ]))
    let nodeLines = text.split(separator: "\n").drop { !$0.hasPrefix("window") }
    let roles = nodeLines.map { line -> String? in
      var content = String(line.drop { $0 == " " })
      return content.withUTF8 { NodeLineHead($0)?.role.rawValue }
    }
    #expect(roles == ["window", "transition", "content", "scroll-view"])
  }
}
