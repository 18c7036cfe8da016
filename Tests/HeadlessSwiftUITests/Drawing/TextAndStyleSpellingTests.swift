import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Fonts, text modifiers, shape styles and colors, written as apps write them: they compile,
/// and being inert they leave the capture as it is without them.
@MainActor
struct TextAndStyleSpellingTests {
  /// The same screen with none of the inert styling.
  enum Plain {
    struct Screen: View {
      var body: some View {
        VStack {
          Fonts()
          Styling()
          Text("Body").accessibilityIdentifier("body")
          Text("Row").background(Color.red)
          LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(height: 40)
          RadialGradient(colors: [.white], center: .center, startRadius: 0, endRadius: 10)
            .frame(height: 40)
        }
      }
    }

    /// The fonts' text, unstyled.
    struct Fonts: View {
      var body: some View { Text("Title") }
    }

    /// The styled stack, unstyled.
    struct Styling: View {
      var body: some View {
        HStack { Text("Subtitle") }
      }
    }
  }

  /// The screen with the styling.
  enum Styled {
    struct Screen: View {
      var body: some View {
        VStack {
          Fonts()
          Styling()
          Text("Body").accessibilityIdentifier("body")
            .foregroundStyle(.secondary)
            .foregroundStyle(.red, .orange)
            .foregroundStyle(.primary, .tertiary, .quaternary)
            .foregroundColor(.accentColor)
            .tint(.blue)
            .tint(Color(uiColor: .label))
            .tint(AnyShapeStyle(.tint))
            .accentColor(.green)
          captionStyle(Text("Row")).background(Color.red)
          LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(height: 40)
          RadialGradient(colors: [.white], center: .center, startRadius: 0, endRadius: 10)
            .frame(height: 40)
            .foregroundStyle(.background)
            .foregroundStyle(.foreground)
            .foregroundStyle(.separator)
            .foregroundStyle(.quinary)
            .foregroundStyle(AnyShapeStyle(Color.mint))
        }
      }
    }

    /// Every way to make a font.
    struct Fonts: View {
      var body: some View {
        Text("Title")
          .font(.largeTitle).font(.title).font(.title2).font(.title3).font(.headline)
          .font(.subheadline).font(.body).font(.callout).font(.footnote).font(.caption)
          .font(.caption2)
          .font(.system(size: 14, weight: .bold, design: .rounded))
          .font(.system(size: 12))
          .font(.system(.body, design: .serif, weight: .semibold))
          .font(.system(.caption))
          .font(.custom("Avenir", size: 13))
          .font(.custom("Avenir", size: 13, relativeTo: .headline))
          .font(.custom("Avenir", fixedSize: 13))
          .font(Font(UIFont.systemFont(ofSize: 15)))
          .font(
            .body.bold().italic().monospaced().monospacedDigit().smallCaps()
              .lowercaseSmallCaps().uppercaseSmallCaps().weight(.medium).leading(.tight)
          )
          .fontWeight(.ultraLight).fontWeight(.thin).fontWeight(.light).fontWeight(.regular)
          .fontWeight(.medium).fontWeight(.semibold).fontWeight(.heavy).fontWeight(.black)
          .fontWeight(nil)
          .fontDesign(.default).fontDesign(.monospaced).fontDesign(nil)
          .bold().italic().monospaced().monospacedDigit()
          .kerning(1).tracking(1).baselineOffset(2)
          .underline().underline(true, color: .red).underline(pattern: .dash)
          .strikethrough().strikethrough(false, color: .gray)
          .strikethrough(pattern: .dot, color: .black)
          .bold(true).italic(false).fontWeight(.bold).fontDesign(.rounded)
          .foregroundColor(.secondary).foregroundStyle(.secondary)
          + Text(verbatim: "")
      }
    }

    /// Every text modifier on a view that isn't a text.
    struct Styling: View {
      var body: some View {
        HStack {
          captionText(Text("Subtitle"))
        }
        .font(.headline)
        .fontWeight(.semibold)
        .fontDesign(.serif)
        .bold()
        .italic()
        .monospaced()
        .monospacedDigit()
        .multilineTextAlignment(.center)
        .multilineTextAlignment(.leading)
        .multilineTextAlignment(.trailing)
        .lineLimit(1)
        .lineLimit(nil)
        .lineLimit(4, reservesSpace: true)
        .lineLimit(3...)
        .lineLimit(...3)
        .lineLimit(1...3)
        .truncationMode(.tail)
        .truncationMode(.middle)
        .truncationMode(.head)
        .minimumScaleFactor(0.5)
        .lineSpacing(4)
        .kerning(0.5)
        .tracking(0.5)
        .baselineOffset(1)
        .textCase(.uppercase)
        .textCase(.lowercase)
        .textCase(nil)
        .underline(color: .blue)
        .underline(pattern: .dashDot)
        .strikethrough(true, pattern: .dashDotDot, color: nil)
        .strikethrough(pattern: .solid)
        .allowsTightening(true)
        .textSelection(.enabled)
        .textSelection(.disabled)
      }
    }
  }

  /// The capture, without the names of the two screens' types.
  private func layering(_ hierarchy: Hierarchy) -> [String] {
    zip(hierarchy.depths, hierarchy.nodes).map { depth, node in
      "\(depth) \(node.role) \(node.identifier ?? "-") \(node.attributes)"
    }
  }

  @Test("Fonts, text modifiers and styles leave the capture as it is without them")
  func inertStylingKeepsTheCapture() async throws {
    let plain = await UIApplication.launch(Plain.Screen()).captureHierarchy()
    let styled = await UIApplication.launch(Styled.Screen()).captureHierarchy()
    #expect(layering(styled) == layering(plain))
    #expect(plain.nodes.contains { $0.typeName == "LinearGradient" })
    #expect(plain.nodes.contains { $0.typeName == "RadialGradient" })
    #expect(plain.nodes.contains { $0.typeName == "Color" }, "a color background is drawn")
  }

  @Test("Colors and gradients are views and shape styles, spelled as SwiftUI's")
  func colorsAndGradients() {
    let colors: [Color] = [
      Color(red: 0.1, green: 0.2, blue: 0.3), Color(.displayP3, red: 1, green: 0, blue: 0),
      Color(.sRGBLinear, white: 0.5, opacity: 0.5), Color(white: 0.9),
      Color(hue: 0.5, saturation: 0.5, brightness: 0.5, opacity: 1), Color("Brand"),
      Color("Other", bundle: .main), Color(.systemBackground), Color(uiColor: .red),
      .primary, .secondary, .accentColor, .brown, .cyan, .indigo, .mint, .teal,
    ]
    #expect(Set(colors).count == colors.count)
    #expect(Color(red: 1, green: 1, blue: 1, opacity: 0.5) != Color(red: 1, green: 1, blue: 1))
    let styles: [any ShapeStyle] = [
      .black as Color, .blue as Color, .brown as Color, .clear as Color, .cyan as Color,
      .gray as Color, .green as Color, .indigo as Color, .mint as Color, .orange as Color,
      .pink as Color, .purple as Color, .red as Color, .teal as Color, .white as Color,
      .yellow as Color, Material.ultraThin, Material.thin, Material.regular, Material.thick,
      Material.ultraThick, Material.bar, HierarchicalShapeStyle.primary,
      HierarchicalShapeStyle.secondary, HierarchicalShapeStyle.tertiary,
      HierarchicalShapeStyle.quaternary, HierarchicalShapeStyle.quinary, BackgroundStyle(),
      ForegroundStyle(), TintShapeStyle(), SeparatorShapeStyle(),
      .linearGradient(Gradient(colors: [.red]), startPoint: .leading, endPoint: .trailing)
        as LinearGradient,
      .linearGradient(colors: [.red], startPoint: .topLeading, endPoint: .bottomTrailing)
        as LinearGradient,
      .linearGradient(
        stops: [Gradient.Stop(color: .red, location: 0)], startPoint: .topTrailing,
        endPoint: .bottomLeading) as LinearGradient,
      LinearGradient(gradient: Gradient(stops: []), startPoint: .zero, endPoint: UnitPoint()),
      LinearGradient(stops: [], startPoint: UnitPoint(x: 0.2, y: 0.8), endPoint: .center),
      .radialGradient(Gradient(colors: []), center: .center, startRadius: 0, endRadius: 5)
        as RadialGradient,
      .radialGradient(colors: [.red], center: .center, startRadius: 0, endRadius: 5)
        as RadialGradient,
      .radialGradient(stops: [], center: .center, startRadius: 0, endRadius: 5)
        as RadialGradient,
      RadialGradient(gradient: Gradient(colors: []), center: .top, startRadius: 0, endRadius: 1),
      RadialGradient(stops: [], center: .bottom, startRadius: 0, endRadius: 1),
    ]
    #expect(styles.count == 41)
    let gradient = Gradient(colors: [.red, .green, .blue])
    #expect(gradient.stops.map(\.location) == [0, 0.5, 1])
    #expect(gradient.stops[1].color == .green)
    #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
    #expect(UnitPoint.trailing.x == 1 && UnitPoint.top.y == 0)
    #expect(Font.TextStyle.allCases.count == 11)
    #expect(TextAlignment.allCases == [.leading, .center, .trailing])
    #expect(Font.system(size: 14, weight: .bold) != Font.system(size: 14))
    #expect(Font.body.leading(.loose) != Font.body.leading(.standard))
    #expect(Text.LineStyle.single == Text.LineStyle(pattern: .solid, color: nil))
    #expect(EnabledTextSelectability.allowsSelection)
    #expect(!DisabledTextSelectability.allowsSelection)
    let modes: Set<Text.TruncationMode> = [.head, .tail, .middle]
    let cases: Set<Text.Case> = [.uppercase, .lowercase]
    let designs: Set<Font.Design> = [.default, .serif, .rounded, .monospaced]
    #expect(modes.count + cases.count + designs.count == 9)
  }
}

/// The inert text and style modifiers SwiftUI declares nonisolated, called from nonisolated code
/// as an app's helper may call them; the styled screen uses it, and it leaves the capture as it is.
nonisolated func captionStyle(_ view: some View) -> some View {
  view.font(.caption).fontWeight(.light).bold().foregroundColor(.secondary)
    .foregroundStyle(Color.gray).tint(.blue).multilineTextAlignment(.center).lineLimit(2)
    .lineLimit(1...2).lineLimit(1...).lineLimit(...2).lineLimit(2, reservesSpace: false)
    .cornerRadius(2).shadow(radius: 1).listRowInsets(nil).scrollContentBackground(.hidden)
}

/// `Text`'s own inert modifiers, from nonisolated code.
nonisolated func captionText(_ text: Text) -> Text {
  text.font(.caption).fontWeight(.light).bold().bold(true).foregroundColor(.secondary)
}
