import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Small initializers and modifiers real apps use: the deprecated section headers, action
/// steppers, timers, labelled images, content shape kinds, `UIColor(_:)` and `ImageRenderer`.
@MainActor
struct SmallVocabularySpellingTests {
  /// A row whose label is text and a spacer, with a content shape of some kinds, or none.
  struct Row: View {
    static var taps = 0
    let kinds: ContentShapeKinds?

    var body: some View {
      VStack {
        Button {
          Self.taps += 1
        } label: {
          if let kinds {
            HStack {
              Text("Row")
              Spacer()
            }
            .contentShape(kinds, Rectangle())
          } else {
            HStack {
              Text("Row")
              Spacer()
            }
          }
        }
        .accessibilityIdentifier("row")
        Spacer()
      }
    }
  }

  @Test("[DOC] The interaction kind decides hits as contentShape(_:) does; the other kinds don't")
  func contentShapeKinds() async throws {
    // DOC swiftui/contentshapekinds/interaction: "causes the view to hit-test using the
    // specified shape"; dragPreview, contextMenuPreview and hoverEffect: "only the preview shape
    // is affected".
    let shaped = await UIApplication.launch(Row(kinds: .interaction))
    let hierarchy = shaped.captureHierarchy()
    let row = try #require(hierarchy[try hierarchy.index(of: "row")].attributes.frame)
    let point = Point(x: row.x + row.width - 10, y: row.y + row.height / 2)
    Row.taps = 0
    _ = try shaped.tap(at: point)
    #expect(Row.taps == 1)
    #expect(shaped.captureHierarchy().hitTestName(point) == "HStack")
    #expect(shaped.hitTestDisagreements().isEmpty)

    for kinds: ContentShapeKinds in [
      .dragPreview, [.contextMenuPreview, .hoverEffect], .accessibility, .focusEffect,
    ] {
      let preview = await UIApplication.launch(Row(kinds: kinds))
      Row.taps = 0
      _ = try preview.tap(at: point)
      #expect(Row.taps == 0, "\(kinds.rawValue) leaves the spacer untouchable")
      let plain = await UIApplication.launch(Row(kinds: nil))
      #expect(preview.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    }
    let both = await UIApplication.launch(Row(kinds: [.interaction, .dragPreview]))
    #expect(both.captureHierarchy().hitTestName(point) == "HStack")
    #expect(ContentShapeKinds(rawValue: 1).contains(.interaction))
  }

  /// A form with the deprecated section spellings, or their successors.
  struct Sections: View {
    let deprecated: Bool

    var body: some View {
      Form {
        if deprecated {
          Section(header: Text("Account"), footer: Text("Signed in")) { Text("Name") }
          Section(header: Text("Cover")) { Text("Image") }
          Section(footer: Text("About")) { Text("Version") }
        } else {
          Section {
            Text("Name")
          } header: {
            Text("Account")
          } footer: {
            Text("Signed in")
          }
          Section {
            Text("Image")
          } header: {
            Text("Cover")
          }
          Section {
            Text("Version")
          } footer: {
            Text("About")
          }
        }
      }
    }
  }

  @Test("[DOC] The deprecated section headers and footers are their successors")
  func deprecatedSections() async {
    // DOC swiftui/section/init(header:footer:content:): the same header, footer and content.
    let old = await UIApplication.launch(Sections(deprecated: true))
    let new = await UIApplication.launch(Sections(deprecated: false))
    #expect(old.captureHierarchy(detail: .full) == new.captureHierarchy(detail: .full))
    // Three rows, two headers and two footers, each a text.
    #expect(old.captureHierarchy().nodes.filter { $0.typeName == "Text" }.count == 7)
  }

  /// Steppers, timers, labelled images and mirrored views, as apps write them.
  struct Controls: View {
    @State private var count = 0
    let start = Date(timeIntervalSince1970: 0)

    var body: some View {
      VStack {
        Stepper {
          Text("Count \(count)")
        } onIncrement: {
          count += 1
        } onDecrement: {
          count -= 1
        }
        Stepper("Count", onIncrement: { count += 1 }, onDecrement: nil)
        Stepper(String("Plain"), onIncrement: nil, onDecrement: nil) { _ in }
        Stepper(onIncrement: { count += 1 }, onDecrement: { count -= 1 }) { Text("Legacy") }
        Text(timerInterval: start...start.addingTimeInterval(600))
        Text(timerInterval: start...start, pauseTime: start, countsDown: false, showsHours: false)
        ProgressView(timerInterval: start...start.addingTimeInterval(60))
        ProgressView(timerInterval: start...start, countsDown: false) { Text("Workout") }
        ProgressView(timerInterval: start...start) {
          Text("Workout")
        } currentValueLabel: {
          Text("1:00")
        }
        Image("discover_nointernet", label: Text("No Internet"))
        Image("logo", bundle: .main, label: Text("Logo"))
        Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
      }
    }
  }

  @Test("Steppers, timers and labelled images lay out as their plain spellings")
  func controls() async throws {
    let app = await UIApplication.launch(Controls())
    let hierarchy = app.captureHierarchy()
    // A catalog image takes the documented 100 × 100 points, labelled or not.
    let image = try #require(hierarchy.nodes.first { $0.typeName == "Image" })
    #expect(image.attributes.frame?.width == 100 && image.attributes.frame?.height == 100)
    // A timer's progress view is a linear bar, 4 points high.
    let bars = hierarchy.nodes.filter { $0.typeName == "ProgressView" }
    #expect(bars.count == 3 && bars.allSatisfy { $0.attributes.frame?.height == 4 })
    #expect(hierarchy.nodes.filter { $0.typeName.hasPrefix("Stepper") }.count == 4)
  }

  @Test("[INF] UIColor(_:) keeps a SwiftUI color's opacity, which decides what shows through")
  func uiColorFromColor() {
    #expect(UIColor(Color.clear).cgColor.alpha == 0)
    #expect(UIColor(Color.red).cgColor.alpha == 1)
    #expect(UIColor(Color.blue.opacity(0.5)).cgColor.alpha == 0.5)
    let label: UIColor = .init(Color.primary)
    #expect(label.cgColor.alpha == 1)
  }

  @Test("[DOC] ImageRenderer's images are the view's size at its scale, and blank")
  func imageRenderer() {
    // DOC swiftui/imagerenderer/scale: a 100 × 50 view rendered at scale 2 is a 200 × 100 image.
    let renderer = ImageRenderer(content: Rectangle().frame(width: 100, height: 50))
    renderer.scale = 2.0
    renderer.isOpaque = true
    let image = renderer.uiImage
    #expect(image?.size == CGSize(width: 100, height: 50) && image?.scale == 2)
    #expect(renderer.cgImage?.width == 200 && renderer.cgImage?.height == 100)
    renderer.proposedSize = ProposedViewSize(width: 300, height: 20)
    renderer.content = Rectangle().frame(width: 100, height: 50)
    #expect(renderer.uiImage?.size == CGSize(width: 100, height: 50))
    // A flexible view takes the size proposed.
    let flexible = ImageRenderer(content: AnyView(Color.red))
    flexible.proposedSize = ProposedViewSize(width: 30, height: 40)
    #expect(flexible.uiImage?.size == CGSize(width: 30, height: 40))
    // A view that takes no space has no image.
    #expect(ImageRenderer(content: EmptyView()).uiImage == nil)
  }
}
