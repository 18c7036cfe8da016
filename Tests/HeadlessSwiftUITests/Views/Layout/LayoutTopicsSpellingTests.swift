import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Container-relative frames, custom alignments, subviews, safe-area bars and menu styles
/// written as apps write them: it compiles, and the inert menu styles change no frame.
@MainActor
struct LayoutTopicsSpellingTests {
  private struct Screen: View {
    let styled: Bool

    var body: some View {
      if styled {
        content.menuStyle(.button).menuStyle(.automatic).menuStyle(.borderlessButton)
          .menuStyle(ButtonMenuStyle()).menuStyle(DefaultMenuStyle())
          .menuStyle(BorderlessButtonMenuStyle())
      } else {
        content
      }
    }

    private var content: some View {
      Menu("Actions") {
        Button("Copy") {}
      }
      .accessibilityIdentifier("menu")
    }
  }

  @Test("The menu styles are inert: the menu keeps its frame")
  func menuStylesAreInert() async throws {
    let plain = await UIApplication.launch(Screen(styled: false))
    let styled = await UIApplication.launch(Screen(styled: true))
    #expect(try plain.capturedFrame(of: "menu") == styled.capturedFrame(of: "menu"))
  }

  @Test("Every new symbol compiles as apps write it")
  func spellings() async throws {
    let app = await UIApplication.launch(
      VStack(alignment: .probeLeading) {
        Color.red.containerRelativeFrame(.horizontal)
        Color.red.containerRelativeFrame(.vertical, alignment: .top)
        Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 8)
        Color.red.containerRelativeFrame(
          .horizontal, count: 3, span: 2, spacing: 8, alignment: .leading)
        Color.red.containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        HStack(alignment: .probeTop) {
          Color.blue.alignmentGuide(.probeTop) { $0[VerticalAlignment.probeTop] }
        }
        .alignmentGuide(.probeLeading) { $0[.probeLeading] }
        Color.green
          .safeAreaBar(edge: .bottom) { Text("Bar") }
          .safeAreaBar(edge: .top, alignment: .leading, spacing: 4) { Text("Top") }
          .safeAreaBar(edge: .leading) { Text("Side") }
          .safeAreaBar(edge: .trailing, alignment: .top, spacing: nil) { Text("Side") }
        Group(subviews: Text("A")) { subviews in
          let slice: SubviewsCollectionSlice = subviews[0..<subviews.endIndex]
          let ids: [Subview.ID] = subviews.map(\.id)
          Text("\(subviews.startIndex) \(subviews.index(after: 0)) \(ids.count)")
          Text("\(slice.startIndex) \(slice.endIndex) \(slice.index(after: 0))")
          if subviews.count > 1 {
            subviews[subviews.index(before: subviews.endIndex)]
            slice[0]
            slice[0..<1]
            slice[slice.index(before: slice.endIndex)]
          }
          subviews
        }
        ForEach(subviews: Text("B")) { subview in
          subview.padding()
        }
      })
    #expect(app.captureHierarchy().nodes.isEmpty == false)
    let collection: ForEachSubviewCollection<Text>? = nil
    #expect(collection?.startIndex == nil && collection?.endIndex == nil)
    #expect(collection?[0].id == nil)
    let group: GroupElementsOfContent<Text, Text>? = nil
    #expect(group == nil)
    let alignment = Alignment(horizontal: .probeLeading, vertical: .probeTop)
    #expect(alignment.horizontal == .probeLeading)
    #expect(VerticalAlignment.probeTop.combineExplicit([1, 3]) == 2)
    #expect(HorizontalAlignment.probeLeading.combineExplicit([2, nil]) == 2)
  }
}

// MARK: - Fixtures

private enum ProbeLeading: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

private enum ProbeTop: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

extension HorizontalAlignment {
  fileprivate static let probeLeading = HorizontalAlignment(ProbeLeading.self)
}

extension VerticalAlignment {
  fileprivate static let probeTop = VerticalAlignment(ProbeTop.self)
}
