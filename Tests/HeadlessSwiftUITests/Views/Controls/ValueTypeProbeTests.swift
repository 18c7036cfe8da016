import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Compile probes for SwiftUI's value types as apps write them.
///
/// Paths and shapes, angles and alignments, the environment's enumerations, accessibility traits
/// and the inert style values. Each test also checks what the value does, where it does something.
@MainActor
struct ValueTypeProbeTests {
  @Test("Path's rounded-rect, ellipse, lines and rects forms enclose what they are given")
  func pathForms() {
    let card = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(Path(roundedRect: card, cornerRadius: 8).boundingRect == card)
    #expect(
      Path(roundedRect: card, cornerSize: CGSize(width: 8, height: 8), style: .circular)
        .boundingRect == card)
    #expect(Path(ellipseIn: card).boundingRect == card)
    var path = Path()
    #expect(path.currentPoint == nil)
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 30)])
    #expect(path.currentPoint == CGPoint(x: 40, y: 30))
    path.addRects([
      CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 50, y: 50, width: 10, height: 10),
    ])
    path.addRoundedRect(
      in: CGRect(x: 0, y: 100, width: 20, height: 20), cornerSize: CGSize(width: 4, height: 4))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 60, height: 120))
  }

  @Test("Shape's static forms and stroke styles are the shapes apps clip and fill with")
  func shapeForms() async throws {
    let stroke = StrokeStyle(lineWidth: 2, dashPhase: 3)
    #expect(stroke.dashPhase == 3)
    var fill = FillStyle(eoFill: true, antialiased: false)
    #expect(fill.isEOFilled && !fill.isAntialiased)
    fill.isAntialiased = true
    #expect(fill.isAntialiased)
    let radii = RectangleCornerRadii(
      topLeading: 12, bottomLeading: 0, bottomTrailing: 0, topTrailing: 12)
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        UnevenRoundedRectangle(cornerRadii: radii, style: .continuous)
          .frame(width: 100, height: 40)
          .accessibilityIdentifier("uneven")
        Color.blue.frame(width: 100, height: 40)
          .clipShape(.rect(cornerRadii: radii))
          .clipShape(.rect(cornerSize: CGSize(width: 6, height: 6)))
          .clipShape(.rect(topLeadingRadius: 16, topTrailingRadius: 16))
          .clipShape(.capsule(style: .circular))
          .clipShape(.containerRelative)
          .overlay(Capsule().stroke(style: stroke))
          .accessibilityIdentifier("clipped")
      })
    // Centred in the safe area (47 to 810): clipping and stroking change no frame.
    #expect(try app.capturedFrame(of: "uneven") == Rect(x: 145, y: 388.5, width: 100, height: 40))
    #expect(try app.capturedFrame(of: "clipped") == Rect(x: 145, y: 428.5, width: 100, height: 40))
  }

  @Test("Angle, Alignment, ProposedViewSize and gradient stops keep what they are built from")
  func geometryValues() {
    #expect(Angle(degrees: 180).radians == .pi)
    let alignment = Alignment(horizontal: .leading, vertical: .bottom)
    #expect(alignment == .bottomLeading)
    let proposal = ProposedViewSize(width: 320, height: nil)
    #expect(proposal.width == 320 && proposal.height == nil)
    let stop = Gradient.Stop(color: .red, location: 0.25)
    #expect(stop.location == 0.25 && stop.color == .red)
  }

  @Test("AccessibilityTraits is an option set with SwiftUI's traits")
  func accessibilityTraits() {
    var traits: AccessibilityTraits = [.isButton, .isLink, .isToggle]
    #expect(traits.intersection([.isLink, .isModal]) == .isLink)
    #expect(traits.symmetricDifference([.isLink, .isModal]) == [.isButton, .isToggle, .isModal])
    traits.formIntersection([.isButton, .isLink, .isSearchField])
    #expect(traits == [.isButton, .isLink])
    traits.formSymmetricDifference([.isLink, .isStaticText])
    #expect(traits == [.isButton, .isStaticText])
    #expect(traits.update(with: .isKeyboardKey) == nil)
    let others: [AccessibilityTraits] = [
      .allowsDirectInteraction, .causesPageTurn, .isSummaryElement, .isTabBar, .playsSound,
    ]
    for (index, trait) in others.enumerated() {
      #expect(others.dropFirst(index + 1).allSatisfy { trait.intersection($0).isEmpty })
    }
    #expect(AccessibilityActionKind.showMenu != AccessibilityActionKind(named: Text("Share")))
  }

  /// The values of the inert style and environment enumerations, spelled as apps pass them.
  private struct InertValues: View {
    var body: some View {
      VStack {
        ForEach(
          [
            BlendMode.multiply, .colorBurn, .colorDodge, .destinationOver, .difference,
            .exclusion, .hardLight, .hue, .lighten, .luminosity, .plusDarker, .softLight,
            .sourceAtop,
          ], id: \.self
        ) { mode in
          Color(.sRGB, red: 1, green: 0, blue: 0).blendMode(mode)
        }
        Image("logo").renderingMode(.original)
        Image(systemName: "star").symbolVariant(.square)
        Text("Draft").redacted(reason: .invalidated)
        Color.red.drawingGroup(opaque: false, colorMode: .extendedLinear)
        Color.red.drawingGroup(colorMode: .nonLinear)
        DatePicker("When", selection: .constant(.now), displayedComponents: .hourAndMinute)
      }
    }
  }

  @Test("Inert style values leave the capture as it is without them")
  func inertValues() async throws {
    let app = await UIApplication.launch(InertValues())
    #expect(try app.captureHierarchy().index(of: "DatePicker") > 0)
  }

  @Test("Content size categories, dynamic type sizes and contrast are SwiftUI's cases")
  func environmentEnumerations() async throws {
    let categories: [ContentSizeCategory] = [
      .extraSmall, .extraExtraExtraLarge, .accessibilityLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    #expect(categories.filter(\.isAccessibilityCategory).count == 3)
    #expect(
      DynamicTypeSize.accessibility4 < .accessibility5
        && DynamicTypeSize.accessibility5.isAccessibilitySize)
    let contrast = ColorSchemeContrast.increased
    #expect(contrast != .standard)
  }
}
