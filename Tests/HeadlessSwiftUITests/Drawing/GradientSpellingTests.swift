import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Angular, conic and elliptical gradients and `AnyGradient`, written as apps write them: as
/// views they are leaves that fill the space offered and hide what is behind when their colors are
/// opaque; as styles they are inert, except where a background or a fill draws them.
@MainActor
struct GradientSpellingTests {
  /// Every gradient spelling, as views, fills, strokes and backgrounds.
  struct Gallery: View {
    let gradient = Gradient(colors: [.red, .orange, .yellow])
    let stops = [
      Gradient.Stop(color: .blue, location: 0), Gradient.Stop(color: .green, location: 1),
    ]

    var body: some View {
      VStack {
        AngularGradient(
          gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(360)
        )
        .accessibilityIdentifier("angular")
        AngularGradient(gradient: gradient, center: .topLeading)
        AngularGradient(
          colors: [.red, .blue], center: .center, startAngle: .degrees(0),
          endAngle: .radians(.pi))
        AngularGradient(stops: stops, center: .bottom, startAngle: .zero, endAngle: .zero)
        AngularGradient(gradient: gradient, center: .center, angle: .degrees(-90))
        AngularGradient(colors: [.purple, .pink, .purple], center: .center)
          .accessibilityIdentifier("conic")
        AngularGradient(stops: stops, center: .center, angle: .degrees(45))
      }
      VStack {
        EllipticalGradient(gradient: gradient).accessibilityIdentifier("elliptical")
        EllipticalGradient(
          gradient: .init(colors: [.blue, .green]), center: .topLeading, startRadiusFraction: 0,
          endRadiusFraction: 1)
        EllipticalGradient(colors: [.white, .black])
        EllipticalGradient(
          colors: [.blue, .green], center: .topLeading, startRadiusFraction: 0.1,
          endRadiusFraction: 0.9)
        EllipticalGradient(stops: stops, center: .bottomTrailing, endRadiusFraction: 1)
      }
      VStack {
        Circle()
          .fill(
            .angularGradient(
              colors: [.red, .blue], center: .center, startAngle: .zero,
              endAngle: .degrees(360)))
        Circle().fill(.conicGradient(colors: [.red, .yellow, .red], center: .center))
        Circle().fill(.conicGradient(stops: stops, center: .center, angle: .degrees(90)))
        Circle().fill(.conicGradient(Color.red.gradient, center: .center))
        Circle().fill(.conicGradient(Color.blue.gradient))
        Rectangle()
          .fill(
            .angularGradient(gradient, center: .center, startAngle: .zero, endAngle: .degrees(90)))
        Rectangle()
          .fill(
            .angularGradient(
              stops: stops, center: .top, startAngle: .degrees(10), endAngle: .degrees(350)))
        Rectangle()
          .fill(.angularGradient(Color.green.gradient, startAngle: .zero, endAngle: .degrees(180)))
        Capsule().stroke(.ellipticalGradient(stops: stops), lineWidth: 2)
        Capsule()
          .fill(.ellipticalGradient(stops: stops, center: .top, startRadiusFraction: 0.2))
        Ellipse().fill(.ellipticalGradient(Color.red.gradient))
        Ellipse()
          .fill(.ellipticalGradient(Color.red.gradient, center: .bottom, endRadiusFraction: 1))
      }
      VStack {
        Rectangle().fill(.blue.gradient)
        Rectangle().fill(.linearGradient(Color.red.gradient, startPoint: .top, endPoint: .bottom))
        Rectangle().fill(.radialGradient(Color.orange.gradient, endRadius: 100))
        Rectangle()
          .fill(
            .radialGradient(Color.orange.gradient, center: .top, startRadius: 5, endRadius: 50))
        Text("Blue").background(.blue.gradient)
        Text("Red").background(Color.red.gradient)
        Text("Any").background(AnyGradient(gradient))
        Text("Device").background(gradient.colorSpace(.device))
        Text("Perceptual")
          .background(
            .linearGradient(
              Gradient(colors: [.white, .blue]).colorSpace(.perceptual), startPoint: .top,
              endPoint: .bottom))
        Text("Mixed").foregroundStyle(Color.green.gradient.colorSpace(.perceptual))
      }
    }
  }

  private func node(_ name: String, in hierarchy: Hierarchy) throws -> Node {
    hierarchy[try hierarchy.index(of: name)]
  }

  @Test("Angular, conic and elliptical gradients are leaves named by their type, opaque as colors")
  func gradientsAreLeaves() async throws {
    let hierarchy = await UIApplication.launch(Gallery()).captureHierarchy()
    for name in ["angular", "conic", "elliptical"] {
      #expect(try node(name, in: hierarchy).attributes.isOpaque)
    }
    #expect(try node("angular", in: hierarchy).typeName == "AngularGradient")
    #expect(try node("conic", in: hierarchy).typeName == "AngularGradient")
    #expect(try node("elliptical", in: hierarchy).typeName == "EllipticalGradient")
    #expect(
      hierarchy.nodes.contains { $0.typeName == "LinearGradient" },
      "an AnyGradient background is drawn as a linear gradient")
  }

  /// A text with a gradient in front of it.
  struct Covered<Front: View>: View {
    let front: Front

    var body: some View {
      ZStack {
        Text("Behind").accessibilityIdentifier("behind")
        front
      }
    }
  }

  @Test("An opaque angular gradient hides what is behind it; a translucent one doesn't")
  func opaqueAngularGradientCovers() async throws {
    let opaque = await UIApplication.launch(
      Covered(front: AngularGradient(colors: [.red, .blue], center: .center)))
    #expect(try !opaque.captureHierarchy().visibility(of: "behind").isVisible)
    let translucent = await UIApplication.launch(
      Covered(front: AngularGradient(colors: [.red, .clear], center: .center)))
    #expect(try translucent.captureHierarchy().visibility(of: "behind").isVisible)
    let elliptical = await UIApplication.launch(
      Covered(front: EllipticalGradient(colors: [.white, .black])))
    #expect(try !elliptical.captureHierarchy().visibility(of: "behind").isVisible)
    let filled = await UIApplication.launch(Covered(front: Rectangle().fill(.blue.gradient)))
    #expect(try !filled.captureHierarchy().visibility(of: "behind").isVisible)
    let background = await UIApplication.launch(
      Covered(front: Color.clear.background(Color.red.gradient)))
    #expect(try !background.captureHierarchy().visibility(of: "behind").isVisible)
    let faded = await UIApplication.launch(
      Covered(front: Rectangle().fill(Color.blue.opacity(0.5).gradient)))
    #expect(try faded.captureHierarchy().visibility(of: "behind").isVisible)
  }

  @Test("A gradient as a style changes nothing a color in its place wouldn't")
  func inertAsStyles() async throws {
    func hierarchy(_ view: some View) async -> Hierarchy {
      await UIApplication.launch(view).captureHierarchy()
    }
    let stops = [Gradient.Stop(color: .red, location: 0), Gradient.Stop(color: .blue, location: 1)]
    // A rectangle filled with a style is opaque when the style is, so these could tell apart a
    // gradient that the fill read wrongly.
    #expect(
      await hierarchy(
        Rectangle()
          .fill(
            .angularGradient(
              colors: [.red, .blue], center: .center, startAngle: .zero,
              endAngle: .degrees(360))))
        == hierarchy(Rectangle().fill(Color.red)))
    #expect(
      await hierarchy(Rectangle().fill(.conicGradient(colors: [.red, .clear], center: .center)))
        == hierarchy(Rectangle().fill(Color.red.opacity(0.5))))
    #expect(
      await hierarchy(Rectangle().fill(.conicGradient(colors: [.red, .clear], center: .center)))
        != hierarchy(Rectangle().fill(Color.red)))
    #expect(
      await hierarchy(Rectangle().fill(.ellipticalGradient(Color.blue.gradient)))
        == hierarchy(Rectangle().fill(Color.blue)))
    #expect(
      await hierarchy(Circle().fill(.conicGradient(stops: stops, center: .center)))
        == hierarchy(Circle().fill(Color.red)))
    #expect(
      await hierarchy(Capsule().stroke(.ellipticalGradient(stops: stops), lineWidth: 2))
        == hierarchy(Capsule().stroke(Color.red, lineWidth: 2)))
    #expect(
      await hierarchy(Text("Hi").foregroundStyle(Color.green.gradient.colorSpace(.perceptual)))
        == hierarchy(Text("Hi")))
    // [DOC: AnyGradient, as a style, draws a linear gradient from [0.5, 0] to [0.5, 1].]
    #expect(
      await hierarchy(Text("Hi").background(Color.red.gradient))
        == hierarchy(
          Text("Hi")
            .background(
              LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom))))
    #expect(
      await hierarchy(Text("Hi").background(Color.red.gradient)) != hierarchy(Text("Hi")))
  }

  @Test("Gradients and their color spaces are values and shape styles, spelled as SwiftUI's")
  func values() {
    let gradient = Gradient(colors: [.red, .blue])
    let styles: [any ShapeStyle] = [
      AngularGradient(gradient: gradient, center: .center, angle: .zero),
      EllipticalGradient(gradient: gradient),
      AnyGradient(gradient), gradient.colorSpace(.perceptual), Color.red.gradient,
      .angularGradient(colors: [.red], center: .center, startAngle: .zero, endAngle: .zero)
        as AngularGradient,
      .conicGradient(colors: [.red], center: .center) as AngularGradient,
      .ellipticalGradient(stops: []) as EllipticalGradient,
    ]
    #expect(styles.count == 8)
    #expect(Gradient.ColorSpace.device != .perceptual)
    #expect(AnyGradient(gradient).colorSpace(.device) != AnyGradient(gradient))
    #expect(Color.red.gradient == Color.red.gradient)
  }
}
