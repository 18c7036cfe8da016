import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Liquid Glass, shapes, borders, masks, symbol and list modifiers, `ColorPicker` and
/// `ToolbarSpacer` as apps write them: inert ones leave the capture as without them, drawn
/// ones are captured as their shapes, and taps still land.
@MainActor
struct DrawingAndEffectsTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  private func node(_ name: String, in app: UIApplication) throws -> Node {
    let hierarchy = app.captureHierarchy()
    return hierarchy[try hierarchy.index(of: name)]
  }

  @Test("Glass, masks, symbol, hover, privacy and list modifiers leave the capture unchanged")
  func inertModifiersLeaveTheCaptureUnchanged() async throws {
    let log = Log()
    let styled = await UIApplication.launch(Screen(styled: true, log: log))
    let plain = await UIApplication.launch(Screen(styled: false, log: log))
    #expect(styled.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    try styled.tap("go")
    #expect(log.events == ["go 1"])
  }

  @Test("A border is drawn over the view as a Rectangle and lets taps through")
  func borderIsDrawnAndTransparentToTaps() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      Button("Bordered") { log.events.append("tapped") }
        .accessibilityIdentifier("bordered")
        .border(.red, width: 2))
    let hierarchy = app.captureHierarchy()
    let rectangles = hierarchy.nodes.indices.filter { hierarchy.nodes[$0].typeName == "Rectangle" }
    #expect(rectangles.count == 1)
    let border = try #require(rectangles.first)
    #expect(!hierarchy.nodes[border].attributes.isOpaque)
    #expect(!hierarchy.nodes[border].attributes.isUserInteractionEnabled)
    let frames = hierarchy.effectiveFrames()
    #expect(frames[border] == frames[try hierarchy.index(of: "bordered")])
    try app.tap("bordered")
    #expect(log.events == ["tapped"])
  }

  @Test("Inner strokes, type-erased and container shapes are captured as their shapes")
  func shapesAreCaptured() async throws {
    let app = await UIApplication.launch(
      VStack {
        Circle().strokeBorder(.secondary, lineWidth: 1).frame(height: 10)
          .accessibilityIdentifier("ring")
        RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 2).frame(height: 10)
          .accessibilityIdentifier("outline")
        Capsule().strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [4])).frame(height: 10)
          .accessibilityIdentifier("dashed")
        AnyShape(Rectangle()).fill(.red).frame(height: 10).accessibilityIdentifier("erased")
        AnyShape(Circle()).frame(height: 10).accessibilityIdentifier("erasedCircle")
        ContainerRelativeShape().fill(Color.blue).frame(height: 10)
          .accessibilityIdentifier("container")
      })
    #expect(try node("ring", in: app).typeName == "Circle")
    #expect(try node("outline", in: app).typeName == "RoundedRectangle")
    #expect(try !node("outline", in: app).attributes.isOpaque)
    #expect(try node("dashed", in: app).typeName == "Capsule")
    #expect(try node("erased", in: app).typeName == "Rectangle")
    #expect(try node("erased", in: app).attributes.isOpaque)
    #expect(try node("erasedCircle", in: app).typeName == "Circle")
    #expect(try node("container", in: app).typeName == "ContainerRelativeShape")
    #expect(try node("container", in: app).attributes.isOpaque)
  }

  @Test("Implicit shape members are the built-in shapes")
  func implicitShapeMembers() async throws {
    let app = await UIApplication.launch(
      VStack {
        Text("Card").padding().background(.red, in: .rect(cornerRadius: 12))
          .accessibilityIdentifier("card")
        Text("Pill").padding().background(.blue, in: .capsule)
        Text("Dot").padding().background(.green, in: .circle)
      })
    let names = app.captureHierarchy().nodes.map(\.typeName)
    #expect(names.contains("RoundedRectangle"))
    #expect(names.contains("Capsule"))
    #expect(names.contains("Circle"))
    let rect: Rectangle = .rect
    #expect(rect.path(in: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect.width == 4)
  }

  @Test("A glass container lays out its content as a view of its own")
  func glassEffectContainer() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      GlassEffectContainer(spacing: 20) {
        HStack(spacing: 20) {
          Button("Draw") { log.events.append("draw") }
            .glassEffect(.regular.interactive())
            .accessibilityIdentifier("draw")
          Button("Erase") { log.events.append("erase") }
            .glassEffect()
        }
      })
    let container = app.captureHierarchy().nodes.first { $0.typeName == "GlassEffectContainer" }
    #expect(container != nil)
    try app.tap("draw")
    #expect(log.events == ["draw"])
  }

  @Test("A color picker is a row-like control: the width offered, 28 points high")
  func colorPicker() async throws {
    let app = await UIApplication.launch(Palette())
    let picker = try node("picker", in: app)
    #expect(picker.typeName == "ColorPicker")
    #expect(picker.attributes.frame?.width == 390)
    #expect(picker.attributes.frame?.height == 28)
  }

  @Test("colorScheme(_:) sets the subtree's environment")
  func colorSchemeSetsTheEnvironment() async throws {
    let log = Log()
    _ = await UIApplication.launch(
      VStack {
        SchemeReader(log: log, name: "inner").colorScheme(.dark)
        SchemeReader(log: log, name: "outer")
      })
    #expect(log.events.contains("inner dark"))
    #expect(log.events.contains("outer light"))
  }

  @Test("withTransaction runs its body at once and returns its result")
  func withTransactionRunsAtOnce() throws {
    var transaction = Transaction(animation: .linear)
    transaction.disablesAnimations = true
    #expect(withTransaction(transaction) { 21 * 2 } == 42)
    #expect(withTransaction(\.disablesAnimations, true) { "done" } == "done")
    struct Failure: Error {}
    #expect(throws: Failure.self) { try withTransaction(Transaction()) { throw Failure() } }
  }

  @Test("Value types compare and combine as SwiftUI's do")
  func valueTypes() {
    #expect(Glass.regular.tint(.blue).interactive() == Glass.regular.tint(.blue).interactive())
    #expect(Glass.regular != Glass.clear)
    #expect(Glass.identity != Glass.regular.interactive(false).tint(nil).interactive())
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(!SymbolVariants.none.contains(.slash))
    #expect(SymbolVariants.fill.circle == SymbolVariants.fill.circle)
  }
}

// MARK: - Fixtures

/// Reports the color scheme it reads.
private struct SchemeReader: View {
  let log: DrawingAndEffectsTests.Log
  let name: String
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    log.events.append("\(name) \(colorScheme == .dark ? "dark" : "light")")
    return Text(name)
  }
}

/// Color pickers in every spelling.
private struct Palette: View {
  @State private var color = Color.red
  @State private var cgColor = UIColor.red.cgColor

  var body: some View {
    VStack {
      ColorPicker("Background", selection: $color).accessibilityIdentifier("picker")
      ColorPicker("Opaque", selection: $color, supportsOpacity: false)
      ColorPicker(String("Title"), selection: $color)
      ColorPicker("Core", selection: $cgColor)
      ColorPicker(String("Core title"), selection: $cgColor, supportsOpacity: false)
      ColorPicker(selection: $color) { Text("Label") }
      ColorPicker(selection: $cgColor, supportsOpacity: false) { Label("Tint", systemImage: "a") }
    }
  }
}

/// A screen with every inert modifier of this suite applied, or none.
private struct Screen: View {
  let styled: Bool
  let log: DrawingAndEffectsTests.Log
  @State private var count = 0
  @Namespace private var namespace

  var body: some View {
    if styled {
      glass(content.inertDrawing())
    } else {
      content
    }
  }

  /// The glass modifiers, which need the screen's namespace.
  private func glass(_ view: some View) -> some View {
    view
      .glassEffect()
      .glassEffect(.regular, in: .capsule)
      .glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 16))
      .glassEffect(.clear, in: Circle())
      .glassEffect(.identity)
      .glassEffectID("go", in: namespace)
      .glassEffectID(Optional<Int>.none, in: namespace)
      .glassEffectUnion(id: 1, namespace: namespace)
      .glassEffectTransition(.matchedGeometry)
      .glassEffectTransition(.materialize)
      .glassEffectTransition(.identity)
  }

  private var content: some View {
    NavigationStack {
      List {
        Section("Actions") {
          Button("Go") {
            withTransaction(\.disablesAnimations, true) { count += 1 }
            log.events.append("go \(count)")
          }
          .accessibilityIdentifier("go")
          Image(systemName: "heart")
        }
      }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        ToolbarSpacer(.fixed)
        ToolbarSpacer()
        ToolbarSpacer(.flexible, placement: .bottomBar)
        ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
      }
    }
  }
}

/// The inert drawing modifiers, applied a few per statement so type-checking stays fast.
extension View {
  fileprivate func inertDrawing() -> some View {
    let step0 =
      self
      .buttonStyle(.glass)
      .buttonStyle(.glassProminent)
      .buttonStyle(.glass(.clear))
      .buttonStyle(GlassButtonStyle())
      .buttonStyle(GlassProminentButtonStyle())
      .symbolRenderingMode(.hierarchical)
    let step1 =
      step0
      .symbolRenderingMode(.palette)
      .symbolRenderingMode(.multicolor)
      .symbolRenderingMode(.monochrome)
      .symbolRenderingMode(nil)
      .symbolVariant(.fill)
      .symbolVariant(.circle.fill)
    let step2 =
      step1
      .symbolVariant(.none)
      .hoverEffect()
      .hoverEffect(.lift)
      .hoverEffect(.highlight, isEnabled: false)
      .hoverEffectDisabled()
      .privacySensitive()
    let step3 =
      step2
      .labelsHidden()
      .allowedDynamicRange(.high)
      .allowedDynamicRange(nil)
      .listSectionSpacing(.compact)
      .listSectionSpacing(.default)
      .listSectionSpacing(.custom(12))
    let step4 =
      step3
      .listSectionSpacing(20)
      .listRowSeparatorTint(.gray)
      .listRowSeparatorTint(nil, edges: .bottom)
      .listSectionSeparator(.hidden)
      .listSectionSeparator(.visible, edges: .top)
      .listSectionSeparatorTint(.red)
    let step5 =
      step4
      .mask { Rectangle() }
      .mask(alignment: .top) {
        LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
      }
      .privacySensitive(false)
      .allowedDynamicRange(.constrainedHigh)
    return step5
  }
}
