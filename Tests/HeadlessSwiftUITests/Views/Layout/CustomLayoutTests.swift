import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// A flow layout written as apps write one: subviews left to right, wrapping to a new row when
/// the next doesn't fit the width offered.
private struct FlowLayout: Layout {
  var spacing: CGFloat = 10

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let width = proposal.replacingUnspecifiedDimensions().width
    return CGSize(width: width, height: rows(in: width, subviews).last.map { $0.maxY } ?? 0)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (subview, frame) in zip(subviews, rows(in: bounds.width, subviews)) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        proposal: ProposedViewSize(frame.size))
    }
  }

  /// Each subview's frame relative to the container.
  private func rows(in width: CGFloat, _ subviews: Subviews) -> [CGRect] {
    var frames: [CGRect] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      frames.append(CGRect(origin: CGPoint(x: x, y: y), size: size))
      x += size.width + spacing
      rowHeight = max(rowHeight, size.height)
    }
    return frames
  }
}

/// A custom layout value: where a subview goes in a ``RankedColumn``.
private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// A column that orders its subviews by their ``Rank``, measuring them once in its cache.
private struct RankedColumn: Layout {
  struct Cache {
    var sizes: [CGSize]
    var order: [Int]
  }

  func makeCache(subviews: Subviews) -> Cache {
    Cache(
      sizes: subviews.map { $0.sizeThatFits(.unspecified) },
      order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(
      width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for index in cache.order {
      subviews[index].place(
        at: CGPoint(x: bounds.midX, y: y), anchor: .top,
        proposal: ProposedViewSize(cache.sizes[index]))
      y += cache.sizes[index].height
    }
  }
}

/// Custom layouts decide frames and hits.
///
/// The model calls the app's `sizeThatFits` and `placeSubviews` [DOC: `swiftui/layout`], and
/// the stack layouts lay out as the stacks do [DOC: `swiftui/hstacklayout`]. The screen is the model's 390×844 iPhone, content centred in
/// the safe area from y = 47 to 810.
@MainActor
struct CustomLayoutTests {
  @Test("A flow layout wraps its third 150-point view to a second row, and the tap lands there")
  func flowLayoutWraps() async throws {
    let app = await UIApplication.launch(
      FlowLayout {
        Color.red.frame(width: 150, height: 40).accessibilityIdentifier("a")
        Color.green.frame(width: 150, height: 40).accessibilityIdentifier("b")
        Color.blue.frame(width: 150, height: 40).accessibilityIdentifier("c")
      })
    // 390 wide, two rows: 40 + 10 + 40 = 90 tall, centred: y = 47 + (763 − 90) / 2.
    #expect(try app.capturedFrame(of: "a") == Rect(x: 0, y: 383.5, width: 150, height: 40))
    #expect(try app.capturedFrame(of: "b") == Rect(x: 160, y: 383.5, width: 150, height: 40))
    #expect(try app.capturedFrame(of: "c") == Rect(x: 0, y: 433.5, width: 150, height: 40))
    #expect(try app.tap("c").accessibilityIdentifier == "c")
    // Where "c" would sit unwrapped, nothing named takes the touch.
    #expect(app.captureHierarchy().hitTestName(Point(x: 360, y: 400)) != "c")
  }

  @Test("A layout's cache and layout values order its subviews; a value passes through padding")
  func cacheAndLayoutValues() async throws {
    let app = await UIApplication.launch(
      RankedColumn {
        Color.red.frame(width: 100, height: 30).layoutValue(key: Rank.self, value: 2)
          .accessibilityIdentifier("last")
        Color.blue.frame(width: 200, height: 50).layoutValue(key: Rank.self, value: 1).padding(5)
          .accessibilityIdentifier("first")
      })
    // 210 × 90, centred: x from 90, y from 47 + (763 − 90) / 2 = 383.5; "first" is inside its
    // padding of 5, "last" is centred under it.
    #expect(try app.capturedFrame(of: "first") == Rect(x: 95, y: 388.5, width: 200, height: 50))
    #expect(try app.capturedFrame(of: "last") == Rect(x: 145, y: 443.5, width: 100, height: 30))
  }

  @Test("HStackLayout and VStackLayout lay out as HStack and VStack; a Spacer stretches along")
  func stackLayoutsMatchStacks() async throws {
    let stack = await UIApplication.launch(
      HStack(alignment: .top, spacing: 4) {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("x")
        Spacer()
        Color.blue.frame(width: 50, height: 40).accessibilityIdentifier("y")
      })
    let layout = await UIApplication.launch(
      HStackLayout(alignment: .top, spacing: 4) {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("x")
        Spacer()
        Color.blue.frame(width: 50, height: 40).accessibilityIdentifier("y")
      })
    for name in ["x", "y"] {
      #expect(try layout.capturedFrame(of: name) == stack.capturedFrame(of: name))
    }
    #expect(try layout.capturedFrame(of: "y")?.x == 340)
    let column = await UIApplication.launch(
      VStackLayout(alignment: .leading) {
        Color.red.frame(width: 50, height: 20).accessibilityIdentifier("top")
        Spacer()
        Color.blue.frame(width: 80, height: 20).accessibilityIdentifier("bottom")
      })
    #expect(try column.capturedFrame(of: "top") == Rect(x: 155, y: 47, width: 50, height: 20))
    #expect(try column.capturedFrame(of: "bottom") == Rect(x: 155, y: 790, width: 80, height: 20))
  }

  /// A counter whose button shows its count in its title.
  private struct Counter: View {
    let name: String
    @State private var count = 0

    var body: some View {
      Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier(name)
    }
  }

  /// Buttons that switch their own layout between a row and a column.
  private struct Switcher: View {
    @State private var isRow = true

    var body: some View {
      let layout = isRow ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
      layout {
        Counter(name: "counter").accessibilityIdentifier("cell")
        Button("switch") { isRow.toggle() }.accessibilityIdentifier("switch")
      }
    }
  }

  @Test("AnyLayout switches a row to a column and the subviews keep their state")
  func anyLayoutKeepsState() async throws {
    let app = await UIApplication.launch(Switcher())
    _ = try app.tap("counter")
    await app.settle()
    let row = try #require(try app.capturedFrame(of: "switch"))
    let counterInRow = try #require(try app.capturedFrame(of: "cell"))
    #expect(row.y == counterInRow.y)
    _ = try app.tap("switch")
    await app.settle()
    let column = try #require(try app.capturedFrame(of: "switch"))
    let counterInColumn = try #require(try app.capturedFrame(of: "cell"))
    #expect(column.y == counterInColumn.y + counterInColumn.height)
    let labels = app.captureHierarchy().nodes.filter { $0.identifier == "counter" }
      .compactMap { node in node.attributes.extra.first { $0.key == "label" }?.value }
    #expect(labels == ["counter 1"])
  }

  @Test("A subview the layout doesn't place is centred in the container")
  func unplacedSubviewIsCentred() async throws {
    struct PlacesNothing: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 200, height: 100)
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let app = await UIApplication.launch(
      PlacesNothing { Color.red.frame(width: 40, height: 20).accessibilityIdentifier("lost") })
    // The container: 200 × 100 at x 95, y 47 + (763 − 100) / 2 = 378.5; its centre 195, 428.5.
    #expect(try app.capturedFrame(of: "lost") == Rect(x: 175, y: 418.5, width: 40, height: 20))
  }

  @Test("A layout's stack orientation decides the axis a Spacer inside stretches along")
  func stackOrientation() async throws {
    /// Reports a Spacer's size for a 100 × 100 proposal, and the optional requirements' defaults.
    struct Column: Layout {
      let report: @Sendable (String) -> Void

      static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
      }

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        updateCache(&cache, subviews: subviews)
        let guide = explicitAlignment(
          of: HorizontalAlignment.center, in: .zero, proposal: proposal, subviews: subviews,
          cache: &cache)
        let size = subviews[0].sizeThatFits(ProposedViewSize(width: 100, height: 100))
        report("\(size.width)x\(size.height) \(guide == nil)")
        return .zero
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let reports = Reports()
    let column = Column { [reports] in reports.append($0) }
    _ = await UIApplication.launch(column { Spacer() })
    #expect(reports.values.first == "0.0x100.0 true")
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
    #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
    #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
  }

  @Test("Subview proxies: priority, spacing, dimensions, slices and the default spacing")
  func subviewProxies() async throws {
    struct Probe: Layout {
      let report: @Sendable (String) -> Void

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let dimensions = subviews[0].dimensions(in: .unspecified)
        let distance = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
        let tail = subviews[1...]
        let merged = spacing(subviews: subviews, cache: &cache)
        report(
          "\(subviews[1].priority) \(dimensions.width)x\(dimensions.height) \(distance) "
            + "\(tail.startIndex)-\(tail.count) \(merged.distance(to: .zero, along: .vertical))")
        return CGSize(width: 10, height: 10)
      }

      func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
      ) {}
    }
    let reports = Reports()
    let probe = Probe { [reports] in reports.append($0) }
    _ = await UIApplication.launch(
      probe {
        Color.red.frame(width: 30, height: 20)
        Color.blue.layoutPriority(3)
      })
    #expect(reports.values.first == "3.0 30.0x20.0 8.0 1-1 8.0")
    #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    #expect(
      ViewSpacing().union(.zero, edges: .top).distance(to: ViewSpacing(), along: .vertical) == 8)
  }
}

/// Strings a layout reports while it runs.
private final class Reports: @unchecked Sendable {
  private(set) var values: [String] = []
  func append(_ value: String) { values.append(value) }
}
