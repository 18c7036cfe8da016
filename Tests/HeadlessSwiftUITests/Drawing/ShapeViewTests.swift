import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Shapes drawn more than once (iOS 17's `ShapeView`): a fill and a stroke of the same shape,
/// written as apps write them, capture as the last drawing over the earlier ones.
@MainActor
struct ShapeViewTests {
  struct Badges: View {
    var body: some View {
      VStack {
        Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)
          .frame(height: 20).accessibilityIdentifier("pill")
        Rectangle().fill(.white).strokeBorder(.gray, lineWidth: 1)
          .frame(height: 20).accessibilityIdentifier("card")
        Circle().strokeBorder(.red, lineWidth: 2).fill(.blue.opacity(0.2))
          .frame(width: 20, height: 20).accessibilityIdentifier("dot")
        RoundedRectangle(cornerRadius: 4).strokeBorder(.gray, style: StrokeStyle(lineWidth: 1))
          .frame(height: 20).accessibilityIdentifier("plain")
      }
    }
  }

  /// Each identified drawing's shape name and opacity, then its children's.
  private func drawings(_ identifier: String, in app: UIApplication) throws -> [String] {
    let hierarchy = app.captureHierarchy()
    let index = try hierarchy.index(of: identifier)
    return ([index] + hierarchy.children(of: index)).map { child in
      hierarchy[child].typeName + (hierarchy[child].attributes.isOpaque ? " opaque" : "")
    }
  }

  @Test("A fill then a stroke captures the stroke over the fill, opaque only where the fill is")
  func fillThenStroke() async throws {
    // Evidence: swiftui/shapeview (its example, `Capsule().fill(.yellow).stroke(.blue,
    // lineWidth: 8)`), swiftui/shapeview/fill(_:style:), swiftui/strokebordershapeview ("the
    // background shown beneath this view").
    let app = await UIApplication.launch(Badges())
    #expect(try drawings("pill", in: app) == ["Capsule", "Capsule"])
    #expect(try drawings("card", in: app) == ["Rectangle", "Rectangle opaque"])
    #expect(try drawings("dot", in: app) == ["Circle", "Circle"])
    #expect(try drawings("plain", in: app) == ["RoundedRectangle"])
  }

  @Test("strokeBorder returns a shape view whose parts read back as given")
  func strokeBorderIsAShapeView() {
    let border = RoundedRectangle(cornerRadius: 8).strokeBorder(.gray, lineWidth: 2)
    let typed: StrokeBorderShapeView<RoundedRectangle, Color, EmptyView> = border
    #expect(typed.shape.cornerSize == CGSize(width: 8, height: 8))
    #expect(typed.strokeStyle.lineWidth == 2)
    #expect(typed.isAntialiased)
    let filled = border.fill(.white, style: FillStyle(eoFill: true))
    #expect(filled.fillStyle.isEOFilled)
    #expect(filled.background.strokeStyle.lineWidth == 2)
    let stroked = Capsule().fill(.yellow).stroke(.blue, style: StrokeStyle(lineWidth: 8))
    #expect(stroked.strokeStyle.lineWidth == 8)
    #expect(stroked.background.style == .yellow)
    let insideOut = Circle().fill(.blue).strokeBorder(lineWidth: 3, antialiased: false)
    #expect(!insideOut.isAntialiased)
    _ = FillShapeView(
      shape: Circle(), style: Color.red, fillStyle: FillStyle(), background: EmptyView())
    _ = StrokeBorderShapeView(
      shape: Capsule(), style: Color.red, strokeStyle: StrokeStyle(), isAntialiased: true,
      background: EmptyView())
    _ = StrokeShapeView(
      shape: Circle(), style: Color.red, strokeStyle: StrokeStyle(), isAntialiased: true,
      background: EmptyView())
  }
}
