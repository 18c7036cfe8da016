import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `UIViewRepresentable` and `UIViewControllerRepresentable`: the UIKit view sits in the
/// hosting view tree at the representable's frame, taps reach it through UIKit's hit testing,
/// and the coordinator, view and controller live as long as the representable's identity.
@MainActor
struct RepresentableTests {
  private final class Log {
    var entries: [String] = []
  }

  /// A panel with a UIKit button at (10, 10) in it.
  private struct ButtonPanel: UIViewRepresentable {
    let log: Log

    func makeUIView(context: Context) -> UIView {
      let panel = UIView()
      panel.accessibilityIdentifier = "panel"
      let button = UIButton(type: .system)
      button.accessibilityIdentifier = "uikitButton"
      button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
      button.addAction(UIAction { [log] _ in log.entries.append("tapped") }, for: .touchUpInside)
      panel.addSubview(button)
      return panel
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  /// A node's frame: captures write it only where it differs from the area the node inherits,
  /// so a view filling its superview takes the nearest written frame above it.
  private func frame(of name: String, in hierarchy: Hierarchy) throws -> Rect? {
    let index = try hierarchy.index(of: name)
    return ([index] + hierarchy.ancestors(of: index)).lazy
      .compactMap { hierarchy[$0].attributes.frame }.first
  }

  @Test("A representable's UIKit view and its button sit at the representable's frame, in z-order")
  func viewSitsAtItsFrame() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      ZStack {
        Color.blue.accessibilityIdentifier("backdrop")
        ButtonPanel(log: log).frame(width: 200, height: 150).accessibilityIdentifier("host")
        Color.green.frame(width: 20, height: 20).accessibilityIdentifier("badge")
      })
    let hierarchy = app.captureHierarchy()
    // Centred in the 390×763 safe area that starts 47 points down.
    let expected = Rect(x: 95, y: 353.5, width: 200, height: 150)
    #expect(try frame(of: "host", in: hierarchy) == expected)
    #expect(try frame(of: "panel", in: hierarchy) == expected)
    #expect(
      try frame(of: "uikitButton", in: hierarchy)
        == Rect(x: 105, y: 363.5, width: 120, height: 44))
    let host = try hierarchy.index(of: "host")
    #expect(
      hierarchy[host].typeName
        == "PlatformViewHost<PlatformViewRepresentableAdaptor<RepresentableTests.ButtonPanel>>")
    #expect(hierarchy.parent(of: try hierarchy.index(of: "panel")) == host)
    #expect(try hierarchy.isInFront("uikitButton", of: "backdrop"))
    #expect(try hierarchy.isInFront("badge", of: "panel"))
  }

  @Test("Tapping the UIKit button inside a representable runs its action")
  func tapReachesTheButton() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      ZStack {
        Color.blue.accessibilityIdentifier("backdrop")
        ButtonPanel(log: log).frame(width: 200, height: 150)
      })
    let hit = try app.tap("uikitButton")
    #expect(hit.accessibilityIdentifier == "uikitButton")
    #expect(log.entries == ["tapped"])
    #expect(app.hitTestDisagreements().isEmpty)
  }

  private final class Counts {
    var coordinators = 0
    var views = 0
    var updates: [Int] = []
    var coordinatorsSeen: Set<ObjectIdentifier> = []
    var dismantled = 0
  }

  private struct Counter: UIViewRepresentable {
    let value: Int
    let counts: Counts

    final class Coordinator {
      let counts: Counts

      init(counts: Counts) {
        self.counts = counts
        counts.coordinators += 1
      }
    }

    func makeCoordinator() -> Coordinator { Coordinator(counts: counts) }

    func makeUIView(context: Context) -> UIView {
      counts.views += 1
      let view = UIView()
      view.accessibilityIdentifier = "counter"
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
      counts.updates.append(value)
      counts.coordinatorsSeen.insert(ObjectIdentifier(context.coordinator))
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
      coordinator.counts.dismantled += 1
    }
  }

  private struct CounterScreen: View {
    let counts: Counts
    @State private var value = 0
    @State private var shown = true

    var body: some View {
      VStack {
        Button("Bump") { value += 1 }.accessibilityIdentifier("bump")
        Button("Hide") { shown = false }.accessibilityIdentifier("hide")
        if shown { Counter(value: value, counts: counts).frame(height: 100) }
      }
    }
  }

  @Test("Coordinator and view are made once, updated after a @State change, dismantled on removal")
  func coordinatorMadeOnce() async throws {
    let counts = Counts()
    let app = await UIApplication.launch(CounterScreen(counts: counts))
    #expect(counts.coordinators == 1)
    #expect(counts.views == 1)
    #expect(counts.updates.last == 0)
    let updatesBefore = counts.updates.count
    try app.tap("bump")
    #expect(counts.coordinators == 1)
    #expect(counts.views == 1)
    #expect(counts.updates.count > updatesBefore)
    #expect(counts.updates.last == 1)
    #expect(counts.coordinatorsSeen.count == 1)
    let counter = try #require(app.captureHierarchy().nodes.first { $0.identifier == "counter" })
    #expect(counter.typeName == "UIView")

    try app.tap("hide")
    let hierarchy = app.captureHierarchy()
    #expect(!hierarchy.nodes.contains { $0.identifier == "counter" })
    #expect(counts.dismantled == 1)
    #expect(counts.coordinators == 1)
  }

  private struct Sized: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.accessibilityIdentifier = "sized"
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
      CGSize(width: 80, height: proposal.height == nil ? 10 : 40)
    }
  }

  private final class Badge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 30) }
  }

  private struct Intrinsic: UIViewRepresentable {
    func makeUIView(context: Context) -> Badge {
      let view = Badge()
      view.accessibilityIdentifier = "intrinsic"
      return view
    }

    func updateUIView(_ uiView: Badge, context: Context) {}
  }

  private struct Filling: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
      let view = UIView()
      view.accessibilityIdentifier = "filling"
      return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
  }

  @Test("sizeThatFits decides the size, then the intrinsic content size, else the proposal")
  func sizing() async throws {
    let app = await UIApplication.launch(
      VStack(spacing: 0) {
        Sized()
        Intrinsic()
        Filling().frame(height: 100)
      })
    let hierarchy = app.captureHierarchy()
    #expect(try frame(of: "sized", in: hierarchy)?.width == 80)
    #expect(try frame(of: "sized", in: hierarchy)?.height == 40)
    #expect(try frame(of: "intrinsic", in: hierarchy)?.width == 60)
    #expect(try frame(of: "intrinsic", in: hierarchy)?.height == 30)
    #expect(try frame(of: "filling", in: hierarchy)?.width == 390)
    #expect(try frame(of: "filling", in: hierarchy)?.height == 100)
  }

  private final class TrackingController: UIViewController {
    let log: Log

    init(log: Log) {
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.accessibilityIdentifier = "tracked"
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.entries.append("willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.entries.append("didAppear")
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      log.entries.append(parent == nil ? "left" : "joined")
    }
  }

  private struct Tracked: UIViewControllerRepresentable {
    let log: Log

    func makeUIViewController(context: Context) -> TrackingController {
      TrackingController(log: log)
    }

    func updateUIViewController(_ uiViewController: TrackingController, context: Context) {}
  }

  @Test("A controller representable's controller is a child of the hosting controller and appears")
  func controllerIsAChild() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      VStack {
        Text("Title")
        Tracked(log: log).frame(height: 200)
      })
    let root = try #require(app.windowScenes.first?.keyWindow?.rootViewController)
    let child = try #require(root.children.first { $0 is TrackingController })
    #expect(child.parent === root)
    #expect(log.entries.filter { $0 != "joined" } == ["willAppear", "didAppear"])
    #expect(log.entries.first == "joined" || log.entries.contains("joined"))
    let hierarchy = app.captureHierarchy()
    let host = try hierarchy.index(of: "tracked")
    #expect(try frame(of: "tracked", in: hierarchy)?.height == 200)
    let hostName =
      "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<RepresentableTests.Tracked>>"
    #expect(hierarchy.ancestors(of: host).contains { hierarchy[$0].typeName == hostName })
  }
}
