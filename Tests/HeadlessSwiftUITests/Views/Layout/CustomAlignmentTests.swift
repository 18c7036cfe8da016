import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Custom alignment guides line views up as SwiftUI documents.
///
/// A guide made from an ``AlignmentID`` type has the type's default value in every view, and
/// an `alignmentGuide` for it overrides that value [DOC: `swiftui/alignmentid`, whose
/// `StripesGroup` and `StripesGroupModified` examples the first two tests are]. The screen is
/// the model's 390×844 iPhone, content in the safe area from y = 47 to 810.
@MainActor
struct CustomAlignmentTests {
  @Test("An HStack aligned on a custom guide lines its views up at one third of their heights")
  func stripesAlignAtFirstThird() async throws {
    let app = await UIApplication.launch(
      HStack(alignment: .firstThird, spacing: 1) {
        Stripes().frame(height: 60).accessibilityIdentifier("a")
        Stripes().frame(height: 120).accessibilityIdentifier("b")
        Stripes().frame(height: 90).accessibilityIdentifier("c")
      })
    // Guides 20, 40 and 30: 40 above the line, 80 below → 120 tall, centred: line at 408.5.
    #expect(try app.capturedFrame(of: "a")?.y == 388.5)
    #expect(try app.capturedFrame(of: "b")?.y == 368.5)
    #expect(try app.capturedFrame(of: "c")?.y == 378.5)
  }

  @Test("An alignmentGuide overrides a custom guide's default value")
  func guideOverridesDefault() async throws {
    let app = await UIApplication.launch(
      HStack(alignment: .firstThird, spacing: 1) {
        Stripes().frame(height: 60).accessibilityIdentifier("a")
        Stripes().frame(height: 120).accessibilityIdentifier("b")
        Stripes().frame(height: 90)
          .alignmentGuide(.firstThird) { context in 2 * context.height / 3 }
          .accessibilityIdentifier("c")
      })
    // Guides 20, 40 and 60: 60 above the line, 80 below → 140 tall, centred: line at 418.5.
    #expect(try app.capturedFrame(of: "a")?.y == 398.5)
    #expect(try app.capturedFrame(of: "b")?.y == 378.5)
    #expect(try app.capturedFrame(of: "c")?.y == 358.5)
  }

  @Test("A ZStack aligned on Alignment(horizontal:vertical:) with a custom guide uses it")
  func zStackCompositeAlignment() async throws {
    // [DOC: `swiftui/alignment/init(horizontal:vertical:)`: a custom vertical guide combined
    // with `.center` configures a `ZStack`.]
    let app = await UIApplication.launch(
      ZStack(alignment: Alignment(horizontal: .center, vertical: .firstThird)) {
        Color.red.frame(width: 90, height: 90).accessibilityIdentifier("big")
        Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("small")
        Color.clear.frame(width: 200, height: 200)
      })
    let big = try #require(try app.capturedFrame(of: "big"))
    let small = try #require(try app.capturedFrame(of: "small"))
    // A third of each: 30 and 10, so the small view's top is 20 below the big one's.
    #expect(small.y - big.y == 20)
    #expect(small.x - big.x == 30)
  }

  @Test("A frame aligned on a custom guide places its view by the guide's default values")
  func frameAlignment() async throws {
    let app = await UIApplication.launch(
      Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("small")
        .frame(width: 90, height: 90, alignment: Alignment(horizontal: .oneQuarter, vertical: .top))
    )
    // The 90-point frame is centred in the safe area at (150, 383.5). [DOC:
    // `swiftui/horizontalalignment/init(_:)`: `oneQuarter` is a quarter of the width]: 22.5 in
    // the frame, 7.5 in the view, so the view sits 15 in.
    #expect(try app.capturedFrame(of: "small") == Rect(x: 165, y: 383.5, width: 30, height: 30))
  }

  @Test("A guide set deep in one stack lines up with a guide in a sibling")
  func guideAcrossStacks() async throws {
    // A stack's explicit value of a guide is its children's, merged [DOC:
    // `swiftui/verticalalignment/combineexplicit(_:)`], so the marked view in the VStack lines
    // up with the dot beside it.
    let app = await UIApplication.launch(
      HStack(alignment: .firstThird) {
        VStack(spacing: 0) {
          Color.gray.frame(width: 50, height: 40)
          Color.red.frame(width: 50, height: 40)
            .alignmentGuide(.firstThird) { context in context[VerticalAlignment.center] }
            .accessibilityIdentifier("marked")
        }
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.firstThird) { context in context[VerticalAlignment.center] }
          .accessibilityIdentifier("dot")
      })
    let marked = try #require(try app.capturedFrame(of: "marked"))
    let dot = try #require(try app.capturedFrame(of: "dot"))
    #expect(marked.y + marked.height / 2 == dot.y + dot.height / 2)
  }

  @Test("combineExplicit is the mean of the values that aren't nil")
  func combineExplicitMean() {
    #expect(VerticalAlignment.firstThird.combineExplicit([10, nil, 30]) == 20)
    #expect(HorizontalAlignment.oneQuarter.combineExplicit([nil, nil]) == nil)
  }

  @Test("ViewDimensions gives a custom guide's default value from its AlignmentID type")
  func viewDimensionsDefault() async throws {
    let app = await UIApplication.launch(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 80, height: 10).accessibilityIdentifier("base")
        Color.blue.frame(width: 80, height: 10)
          .alignmentGuide(.leading) { context in context[HorizontalAlignment.oneQuarter] }
          .accessibilityIdentifier("moved")
      })
    let base = try #require(try app.capturedFrame(of: "base"))
    let moved = try #require(try app.capturedFrame(of: "moved"))
    // The moved view's leading guide is a quarter of its width, 20: it sits 20 to the left.
    #expect(base.x - moved.x == 20)
  }
}

// MARK: - Fixtures

private struct FirstThirdAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context.height / 3
  }
}

private struct OneQuarterAlignment: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context.width / 4
  }
}

extension VerticalAlignment {
  fileprivate static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
}

extension HorizontalAlignment {
  fileprivate static let oneQuarter = HorizontalAlignment(OneQuarterAlignment.self)
}

/// Apple's `HorizontalStripes`: three equal rectangles stacked 1 point apart.
private struct Stripes: View {
  var body: some View {
    VStack(spacing: 1) {
      ForEach(0..<3) { _ in Color.blue }
    }
  }
}
