import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `LazyVGrid`, `LazyHGrid` and `Grid`: cells get frames from the grid items, and taps land
/// on the cell under the finger, inside the safe area of a 390×844 iPhone (47 points on top,
/// 34 below).
@MainActor
struct GridTests {
  private final class Log {
    var entries: [Int] = []
  }

  /// The frame of the only content node with an identifier.
  @Test("Three flexible columns share 390 points: six cells in two rows")
  func flexibleColumns() async throws {
    let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)
    let app = await UIApplication.launch(
      LazyVGrid(columns: columns, spacing: 10) {
        ForEach(0..<6) { index in
          Color.red.frame(height: 50).accessibilityIdentifier("cell\(index)")
        }
      })
    // Columns (390 - 2 × 12) / 3 = 122 wide; the 110-point grid is centred in the safe area.
    #expect(try app.capturedFrame(of: "cell0") == Rect(x: 0, y: 373.5, width: 122, height: 50))
    #expect(try app.capturedFrame(of: "cell2") == Rect(x: 268, y: 373.5, width: 122, height: 50))
    #expect(try app.capturedFrame(of: "cell3") == Rect(x: 0, y: 433.5, width: 122, height: 50))
    #expect(try app.capturedFrame(of: "cell5") == Rect(x: 268, y: 433.5, width: 122, height: 50))
  }

  @Test("An adaptive column fits as many 80-point cells as 390 points hold, 8 points apart")
  func adaptiveColumns() async throws {
    let app = await UIApplication.launch(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<5) { index in
          Color.red.frame(height: 40).accessibilityIdentifier("cell\(index)")
        }
      })
    // Four columns: 4 × 80 + 3 × 8 ≤ 390 < 5 × 80 + 4 × 8; each (390 - 24) / 4 = 91.5 wide.
    let fourth = try #require(try app.capturedFrame(of: "cell3"))
    let fifth = try #require(try app.capturedFrame(of: "cell4"))
    #expect(fourth.x == 298.5 && fourth.width == 91.5)
    #expect(fifth.x == 0 && fifth.y == fourth.y + 48)
  }

  @Test("Fixed items come first; a flexible one takes what is left")
  func fixedThenFlexible() async throws {
    let app = await UIApplication.launch(
      LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
        Color.red.frame(height: 20).accessibilityIdentifier("fixed")
        Color.red.frame(height: 20).accessibilityIdentifier("flexible")
      })
    #expect(try app.capturedFrame(of: "fixed")?.width == 100)
    let flexible = try #require(try app.capturedFrame(of: "flexible"))
    #expect(flexible.x == 108 && flexible.width == 282)
  }

  @Test("A tap on a cell's button runs that cell's action")
  func tapOnCell() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)) {
        ForEach(0..<6) { index in
          Button {
            log.entries.append(index)
          } label: {
            Color.blue.frame(height: 50)
          }
          .accessibilityIdentifier("button\(index)")
        }
      })
    // The second row's middle cell: x 134…256, y 432.5…482.5.
    try app.tap(at: Point(x: 195, y: 456))
    try app.tap("button2")
    #expect(log.entries == [4, 2])
  }

  @Test("A LazyHGrid fills columns of its rows, top to bottom")
  func horizontalGrid() async throws {
    let app = await UIApplication.launch(
      LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
        ForEach(0..<3) { index in
          Color.red.frame(width: 40).accessibilityIdentifier("cell\(index)")
        }
      })
    let first = try #require(try app.capturedFrame(of: "cell0"))
    #expect(
      try app.capturedFrame(of: "cell1") == Rect(x: first.x, y: first.y + 38, width: 40, height: 30)
    )
    #expect(
      try app.capturedFrame(of: "cell2") == Rect(x: first.x + 48, y: first.y, width: 40, height: 30)
    )
  }

  @Test("A Grid's columns are as wide as their widest cell, shared by every row")
  func gridRows() async throws {
    let app = await UIApplication.launch(
      Grid(horizontalSpacing: 10, verticalSpacing: 4) {
        GridRow {
          Color.red.frame(width: 100, height: 20).accessibilityIdentifier("wide")
          Color.red.frame(width: 20, height: 20).accessibilityIdentifier("small")
        }
        GridRow {
          Color.red.frame(width: 40, height: 30).accessibilityIdentifier("below")
          Color.red.frame(width: 60, height: 30).accessibilityIdentifier("second")
        }
      })
    // Columns 100 and 60 wide with 10 between: 170 wide, centred at x 110.
    #expect(try app.capturedFrame(of: "wide")?.x == 110)
    let below = try #require(try app.capturedFrame(of: "below"))
    #expect(below.x == 140 && below.width == 40)
    let small = try #require(try app.capturedFrame(of: "small"))
    let second = try #require(try app.capturedFrame(of: "second"))
    #expect(small.x == 240 && second.x == 220 && second.y == small.y + 24)
  }

  @Test("Grid items and grids compile as apps write them, implicit members included")
  func spellings() async throws {
    let columns: [GridItem] = [
      GridItem(), .init(.fixed(40)), GridItem(.flexible(minimum: 20, maximum: 200), spacing: 4),
      GridItem(.adaptive(minimum: 60, maximum: 90), alignment: .leading),
    ]
    let app = await UIApplication.launch(
      VStack {
        LazyVGrid(columns: columns, alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders])
        {
          Text("A")
        }
        .accessibilityIdentifier("vertical")
        LazyHGrid(rows: [GridItem(.flexible())], alignment: .top, pinnedViews: .sectionFooters) {
          Text("B")
        }
        Grid(alignment: .topLeading, horizontalSpacing: 2) {
          GridRow(alignment: .bottom) { Text("C") }
          Divider()
        }
        .accessibilityIdentifier("grid")
      })
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.index(of: "vertical") < hierarchy.index(of: "grid"))
  }
}
