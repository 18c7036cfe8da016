import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Shapes and controls written as apps write them: shapes are leaves named by their type,
/// controls are opaque leaves with documented sizes, and tests drive them as users do.
@MainActor
struct ShapesAndControlsTests {
  /// A shape of the app's own.
  struct Wave: Shape {
    func path(in rect: CGRect) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: rect.minX, y: rect.midY))
      path.addCurve(
        to: CGPoint(x: rect.maxX, y: rect.midY),
        control1: CGPoint(x: rect.width / 3, y: rect.minY),
        control2: CGPoint(x: rect.width * 2 / 3, y: rect.maxY))
      path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: .zero)
      path.addArc(
        center: CGPoint(x: rect.midX, y: rect.midY), radius: 4, startAngle: .degrees(0),
        endAngle: .radians(.pi), clockwise: true)
      path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      path.addRect(rect)
      path.addEllipse(in: rect)
      path.closeSubpath()
      return path
    }
  }

  private func node(_ name: String, in app: UIApplication) throws -> Node {
    let hierarchy = app.captureHierarchy()
    return hierarchy[try hierarchy.index(of: name)]
  }

  private func frame(_ name: String, in app: UIApplication) throws -> Rect? {
    try node(name, in: app).attributes.frame
  }

  private func size(_ name: String, in app: UIApplication) throws -> [Double]? {
    try frame(name, in: app).map { [$0.width, $0.height] }
  }

  /// Every shape spelling, as apps write them.
  struct Shapes: View {
    var body: some View {
      VStack {
        Rectangle().fill(Color.red).frame(height: 10).accessibilityIdentifier("rect")
        RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.blue)
          .frame(height: 10).accessibilityIdentifier("rounded")
        RoundedRectangle(cornerSize: CGSize(width: 4, height: 4)).stroke(.gray, lineWidth: 2)
          .frame(height: 10).accessibilityIdentifier("outlined")
        Circle().fill(Color.green).frame(width: 20, height: 20).accessibilityIdentifier("circle")
        Capsule(style: .circular).strokeBorder(Color.secondary, lineWidth: 1)
          .frame(height: 10).accessibilityIdentifier("capsule")
        Ellipse().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
          .frame(height: 10)
        UnevenRoundedRectangle(topLeadingRadius: 8, topTrailingRadius: 8).fill(.white)
          .frame(height: 10)
        Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 3).frame(height: 10)
        Rectangle().inset(by: 2).fill().frame(height: 10)
        Wave().stroke(Color.blue, lineWidth: 2).frame(height: 10).accessibilityIdentifier("wave")
        Wave().frame(height: 10).accessibilityIdentifier("plainWave")
        Path { path in
          path.move(to: .zero)
          path.addLine(to: CGPoint(x: 10, y: 10))
        }
        .stroke(Color.red, lineWidth: 1).frame(height: 10)
        Text("Card")
          .padding()
          .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
          .background(in: Capsule())
          .clipShape(RoundedRectangle(cornerRadius: 8))
          .clipShape(Circle(), style: FillStyle(eoFill: true))
          .clipped()
          .accessibilityIdentifier("card")
      }
    }
  }

  @Test("Shapes are leaves named by their type; a custom Shape by its own name")
  func shapesAreLeaves() async throws {
    let app = await UIApplication.launch(Shapes())
    #expect(try node("rect", in: app).typeName == "Rectangle")
    #expect(try node("rect", in: app).attributes.isOpaque)
    #expect(try node("rounded", in: app).attributes.isOpaque)
    #expect(try node("outlined", in: app).typeName == "RoundedRectangle")
    #expect(try !node("outlined", in: app).attributes.isOpaque)
    #expect(try !node("circle", in: app).attributes.isOpaque)
    #expect(try frame("circle", in: app)?.width == 20)
    #expect(try node("capsule", in: app).typeName == "Capsule")
    let wave = try node("wave", in: app).typeName
    #expect(wave == "ShapesAndControlsTests.Wave")
    #expect(try node("plainWave", in: app).typeName == "ShapesAndControlsTests.Wave")
    let screen = try #require(try frame("rect", in: app))
    #expect(screen.height == 10)
    #expect(Wave().path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect.width == 40)
    #expect(Path(CGRect(x: 1, y: 2, width: 3, height: 4)).boundingRect.maxY == 6)
    #expect(Angle.degrees(180).radians == .pi && Angle.zero < .radians(1))
  }

  /// A card without clipping.
  struct PlainCard: View {
    var body: some View {
      VStack {
        Text("Card").padding().accessibilityIdentifier("card")
        Color.red.frame(height: 40)
      }
    }
  }

  /// The same card, clipped as apps clip cards.
  struct ClippedCard: View {
    var body: some View {
      VStack {
        Text("Card").padding().accessibilityIdentifier("card")
          .clipShape(RoundedRectangle(cornerRadius: 8))
          .clipShape(Circle(), style: FillStyle(eoFill: true))
          .clipped()
        Color.red.frame(height: 40).clipped(antialiased: true)
      }
    }
  }

  /// The capture's nodes, with the root view's name left out.
  private func nodes(of app: UIApplication) -> [String] {
    app.captureHierarchy().nodes.map {
      let name = $0.typeName.hasSuffix("Card") ? "Card" : $0.typeName
      return "\(name) \($0.identifier ?? "") \($0.attributes)"
    }
  }

  @Test("Clipping leaves the capture as it is without it")
  func clippingIsInert() async throws {
    let plain = await UIApplication.launch(PlainCard())
    let clipped = await UIApplication.launch(ClippedCard())
    #expect(nodes(of: plain) == nodes(of: clipped))
    #expect(nodes(of: plain).count > 3)
  }

  /// A row whose label is text and a spacer, optionally with a content shape.
  struct Row: View {
    static var taps = 0
    let shaped: Bool

    var body: some View {
      VStack {
        Button {
          Self.taps += 1
        } label: {
          if shaped {
            HStack {
              Text("Row")
              Spacer()
            }
            .contentShape(Rectangle())
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

  @Test("contentShape makes a row's empty part take the tap, and the snapshot agrees")
  func contentShapeTakesTheRow() async throws {
    let app = await UIApplication.launch(Row(shaped: true))
    let row = try #require(try frame("row", in: app))
    let point = Point(x: row.x + row.width - 10, y: row.y + row.height / 2)
    Row.taps = 0
    _ = try app.tap(at: point)
    #expect(Row.taps == 1)
    // The snapshot's hit testing agrees: the label's stack is marked `touches=frame`.
    #expect(app.captureHierarchy().hitTestName(point) == "HStack")
    #expect(app.hitTestDisagreements().isEmpty)

    let plain = await UIApplication.launch(Row(shaped: false))
    Row.taps = 0
    _ = try plain.tap(at: point)
    #expect(Row.taps == 0)
    #expect(plain.captureHierarchy().hitTestName(point) != "HStack")
    #expect(plain.hitTestDisagreements().isEmpty)
  }

  /// A settings form with every control, as apps write them.
  struct Settings: View {
    @State var isOn = false
    @State var name = ""
    @State var password = ""
    @State var notes = ""
    @State var flavor = "Vanilla"
    @State var volume = 0.5
    @State var count = 1
    @State var date = Date(timeIntervalSince1970: 0)
    @State var expanded = true

    var body: some View {
      VStack(spacing: 0) {
        Toggle("Wi-Fi", isOn: $isOn).accessibilityIdentifier("toggle")
        Toggle(isOn: $isOn) { Text("Bluetooth") }
        Text(isOn ? "on" : "off").accessibilityIdentifier("state")
        TextField("Name", text: $name).accessibilityIdentifier("name")
        TextField("Bio", text: $name, prompt: Text("Say something"))
        TextField("Notes", text: $notes, axis: .vertical)
        TextField("Notes", text: $notes, prompt: Text("More"), axis: .horizontal)
        Text("Hello \(name)").accessibilityIdentifier("echo")
        SecureField("Password", text: $password)
        SecureField("Password", text: $password, prompt: Text("Secret"))
        Picker("Flavor", selection: $flavor) {
          Text("Vanilla").tag("Vanilla")
          Text("Chocolate").tag("Chocolate")
        }
        .accessibilityIdentifier("picker")
        Picker(selection: $flavor) {
          Text("Vanilla").tag("Vanilla")
        } label: {
          Text("Flavor")
        }
        Slider(value: $volume).accessibilityIdentifier("slider")
        Slider(value: $volume, in: 0...10, step: 1)
        Stepper("Count", value: $count, in: 0...10).accessibilityIdentifier("stepper")
        Stepper("Count", value: $count, step: 2)
        Stepper(value: $count, in: 0...10) { Text("Count") }
        DatePicker("Date", selection: $date, displayedComponents: [.date])
          .accessibilityIdentifier("date")
        DatePicker("Date", selection: $date)
        ProgressView().accessibilityIdentifier("spinner")
        ProgressView(value: 0.3).accessibilityIdentifier("bar")
        ProgressView(value: 3.0, total: 10)
        ProgressView("Loading").accessibilityIdentifier("loading")
        Divider().accessibilityIdentifier("divider")
        HStack {
          Text("A")
          Divider().accessibilityIdentifier("vertical")
        }
        .frame(height: 30)
        Link("Help", destination: URL(fileURLWithPath: "/help"))
          .accessibilityIdentifier("link")
        Link(destination: URL(fileURLWithPath: "/help")) { Text("Site") }
        LabeledContent("Version", value: "1.0").accessibilityIdentifier("version")
        DisclosureGroup("More") { Text("Hidden").accessibilityIdentifier("hidden") }
        DisclosureGroup("Advanced", isExpanded: $expanded) {
          Text("Shown").accessibilityIdentifier("shown")
        }
        TextEditor(text: $notes).accessibilityIdentifier("editor")
      }
    }
  }

  @Test("Progress views with labels, titles and values are bars when determinate, else spinners")
  func labelledProgressViews() async throws {
    let app = await UIApplication.launch(
      VStack {
        ProgressView(value: 0.5) { Text("Reading") }.accessibilityIdentifier("labelled-bar")
        ProgressView(value: 0.5, total: 2) {
          Text("Reading")
        } currentValueLabel: {
          Text("25%")
        }
        .accessibilityIdentifier("valued-bar")
        ProgressView("Uploading", value: 0.2).accessibilityIdentifier("titled-bar")
        ProgressView(String("Syncing"), value: nil as Double?)
          .accessibilityIdentifier("titled-spinner")
        ProgressView { Text("Waiting") }.accessibilityIdentifier("labelled-spinner")
        ProgressView(Progress(totalUnitCount: 10)).accessibilityIdentifier("progress-bar")
      })
    let width = try #require(try frame("labelled-bar", in: app)?.width)
    #expect(width > 20)
    for bar in ["labelled-bar", "valued-bar", "progress-bar"] {
      #expect(try size(bar, in: app) == [width, 4], "\(bar): a bar; its labels are not laid out")
    }
    #expect(try size("labelled-spinner", in: app) == [20, 20])
    #expect(try frame("titled-bar", in: app)?.height != 20, "a bar, not a spinner")
    #expect(try frame("titled-spinner", in: app) != nil)
  }

  @Test("A label made of views shows its icon, then its title, in a row")
  func labelOfViews() async throws {
    let app = await UIApplication.launch(
      Label {
        Text("Followers").accessibilityIdentifier("title")
      } icon: {
        Image(systemName: "person").accessibilityIdentifier("icon")
      })
    let icon = try #require(try frame("icon", in: app))
    let title = try #require(try frame("title", in: app))
    #expect(icon.x + icon.width <= title.x, "the icon comes first")
    #expect(icon.y + icon.height / 2 == title.y + title.height / 2, "side by side, centred")
  }

  @Test("Controls are leaves with their documented sizes")
  func controlSizes() async throws {
    let app = await UIApplication.launch(Settings())
    let toggle = try #require(try frame("toggle", in: app))
    let width = try #require(try frame("divider", in: app)?.width)
    #expect(toggle.width == width && toggle.height == 31)
    #expect(try node("toggle", in: app).typeName == "Toggle")
    #expect(try frame("name", in: app)?.height == 20)
    #expect(try frame("name", in: app)?.width == width)
    #expect(try size("picker", in: app) == [6 * 8 + 24, 20])
    #expect(try size("slider", in: app) == [width, 31])
    #expect(try size("stepper", in: app) == [width, 32])
    #expect(try frame("date", in: app)?.height == 34)
    #expect(try size("spinner", in: app) == [20, 20])
    #expect(try size("bar", in: app) == [width, 4])

    #expect(try size("loading", in: app) == [56, 48])
    #expect(try frame("divider", in: app)?.height == 1)
    let vertical = try size("vertical", in: app)
    #expect(vertical == [1, 30])
    #expect(try size("link", in: app) == [32, 20])
    #expect(try size("version", in: app) == [width, 20])
    #expect(app.captureHierarchy().nodes.allSatisfy { $0.identifier != "hidden" })
    #expect(try frame("shown", in: app) != nil)
  }

  @Test("A tap on a Toggle flips its binding; typing into a TextField changes its text")
  func drivingControls() async throws {
    let app = await UIApplication.launch(Settings())
    let echo = try #require(try frame("echo", in: app))
    try app.tap("toggle")
    await app.settle()
    #expect(try frame("state", in: app)?.width == 2 * 8)
    try app.tap("Wi-Fi")
    await app.settle()
    #expect(try frame("state", in: app)?.width == 3 * 8)
    try app.typeText("Ada", into: "name")
    await app.settle()
    #expect(try frame("echo", in: app)?.width == echo.width + 3 * 8)
    try app.typeText("!", into: "editor")
    await app.settle()
  }
}
