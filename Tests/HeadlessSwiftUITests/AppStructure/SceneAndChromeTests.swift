import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Scene commands, system chrome, transitions, presentation sizing and the accessibility
/// vocabulary apps use beyond labels: they compile as apps write them; the inert ones leave the
/// capture as without them, and `presentationSizing(_:)` picks the sheet UIKit shows.
@MainActor
struct SceneAndChromeTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  private func root(_ app: UIApplication) throws -> UIViewController {
    try #require(app.windowScenes.first?.windows.first?.rootViewController)
  }

  /// The frame of the card the presented sheet sits in (its content fills it, so the capture
  /// gives the frame on the card).
  private func cardFrame(in app: UIApplication) throws -> Rect {
    let hierarchy = app.captureHierarchy(detail: .full)
    let card = try #require(hierarchy.nodes.last { $0.typeName == "UIDropShadowView" })
    #expect(hierarchy.nodes.contains { $0.identifier == "sheet" })
    return try #require(card.attributes.frame)
  }

  @Test("Chrome, transition and accessibility modifiers leave the capture as without them")
  func inertModifiersLeaveTheCaptureUnchanged() async throws {
    let log = Log()
    let decorated = await UIApplication.launch(Screen(decorated: true, log: log))
    let plain = await UIApplication.launch(Screen(decorated: false, log: log))
    #expect(decorated.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    try decorated.tap("open")
    #expect(log.events == ["open"], "a tap still lands on the decorated button")
    #expect(try decorated.captureHierarchy().visibility(of: "detail").isVisible)
  }

  @Test("@AccessibilityFocusState keeps what the app sets, and nothing moves it")
  func accessibilityFocusStateKeepsItsValue() async throws {
    let app = await UIApplication.launch(FocusScreen())
    #expect(try label(of: "state", in: app) == "none")
    try app.tap("focusTitle")
    #expect(try label(of: "state", in: app) == "title")
    try app.tap("focusFlag")
    #expect(try label(of: "flag", in: app) == "flag true")
  }

  @Test("An app with commands and scene chrome launches its window group's view")
  func commandsLaunchTheScene() async throws {
    let app = await UIApplication.launch(MenuApp.self)
    #expect(try app.captureHierarchy().visibility(of: "home").isVisible)
    try app.tap("home")
    #expect(try label(of: "home", in: app) == "Taps 1")
  }

  @Test("An app with several scenes launches the first window group's view")
  func severalScenesLaunchTheFirst() async throws {
    let app = await UIApplication.launch(MultiSceneApp.self)
    #expect(try app.captureHierarchy().visibility(of: "home").isVisible)
    #expect(!app.captureHierarchy().nodes.contains { $0.identifier == "secondary" })
  }

  @Test("A data-presenting window group launches with no value; its binding keeps writes")
  func dataWindowGroupLaunchesWithNoValue() async throws {
    let app = await UIApplication.launch(DocumentWindowsApp.self)
    #expect(try label(of: "document", in: app) == "none")
    try app.tap("document")
    #expect(try label(of: "document", in: app) == "draft")
    #expect(!app.captureHierarchy().nodes.contains { $0.identifier == "viewer" })
  }

  @Test("A data-presenting window group with a default value launches showing the default")
  func dataWindowGroupShowsItsDefault() async throws {
    let app = await UIApplication.launch(DefaultDocumentApp.self)
    #expect(try label(of: "document", in: app) == "untitled")
    try app.tap("document")
    #expect(try label(of: "document", in: app) == "draft")
  }

  @Test("A scene's onChange runs its initial action at launch, on the launched view")
  func sceneOnChangeRunsInitially() async throws {
    ScenePhaseLog.entries = []
    let app = await UIApplication.launch(PhaseLoggingApp.self)
    #expect(try app.captureHierarchy().visibility(of: "home").isVisible)
    #expect(ScenePhaseLog.entries == ["initial active→active"], "the other two have no initial run")
  }

  @Test("presentationSizing(.form) and (.page) present form and page sheets on iPad")
  func presentationSizingPicksTheSheet() async throws {
    let form = await UIApplication.launch(SizedSheet(sizing: .form), profile: .iPad)
    try form.tap("show")
    await form.settle()
    #expect(try root(form).presentedViewController?.modalPresentationStyle == .formSheet)
    #expect(try cardFrame(in: form).width == 540)

    let page = await UIApplication.launch(SizedSheet(sizing: .page), profile: .iPad)
    try page.tap("show")
    await page.settle()
    #expect(try root(page).presentedViewController?.modalPresentationStyle == .pageSheet)
    let pageWidth = try cardFrame(in: page).width
    #expect(pageWidth == FidelityProfile.iPad.geometry.regularPageSheetWidth)

    let automatic = await UIApplication.launch(SizedSheet(sizing: nil), profile: .iPad)
    try automatic.tap("show")
    await automatic.settle()
    let style = try root(automatic).presentedViewController?.modalPresentationStyle
    #expect(style == .automatic, "without a sizing the sheet keeps the automatic style")
  }

  @Test("On iPhone a form-sized and a page-sized sheet are the same card")
  func presentationSizingOnIPhone() async throws {
    let form = await UIApplication.launch(SizedSheet(sizing: .form))
    try form.tap("show")
    await form.settle()
    let page = await UIApplication.launch(SizedSheet(sizing: .page))
    try page.tap("show")
    await page.settle()
    #expect(try cardFrame(in: form) == cardFrame(in: page))
    #expect(try form.captureHierarchy().visibility(of: "sheet").isVisible)
  }

  @Test("Every new symbol compiles as apps call it")
  func compileProbe() {
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(ColorScheme.allCases == [.light, .dark])
    let environment = EnvironmentValues()
    #expect(!environment.accessibilityVoiceOverEnabled)
    #expect(!environment.accessibilityShowButtonShapes)
    #expect(!environment.supportsMultipleWindows)
    let resizabilities: [WindowResizability] = [.automatic, .contentSize, .contentMinSize]
    #expect(resizabilities.count == 3)
    let directions: [AccessibilityAdjustmentDirection] = [.increment, .decrement]
    #expect(directions.count == 2)
    let placements: [CommandGroupPlacement] = [
      .appInfo, .appSettings, .appTermination, .appVisibility, .systemServices, .newItem,
      .saveItem, .importExport, .printItem, .undoRedo, .pasteboard, .textEditing,
      .textFormatting, .toolbar, .sidebar, .windowSize, .windowArrangement, .help,
    ]
    #expect(placements.count == 18)
    let backgrounds: [ContainerBackgroundPlacement] = [.navigation, .navigationSplitView]
    #expect(backgrounds.count == 2)
    _ = EmptyCommands()
    _ = AutomaticNavigationTransition.automatic
    _ = FittedPresentationSizing.fitted
    _ = AutomaticPresentationSizing.automatic
  }

  private func label(of identifier: String, in app: UIApplication) throws -> String? {
    let hierarchy = app.captureHierarchy()
    let node = hierarchy[try hierarchy.index(of: identifier)]
    return node.attributes.extra.first { $0.key == "label" }?.value
  }
}

// MARK: - Fixtures

/// A screen with every inert modifier of this slice, or with none.
private struct Screen: View {
  let decorated: Bool
  let log: SceneAndChromeTests.Log
  @Namespace private var namespace

  var body: some View {
    NavigationStack {
      VStack {
        if decorated {
          button
            .accessibilityRepresentation { Toggle("Open", isOn: .constant(true)) }
            .accessibilityActions {
              Button("Archive") { log.events.append("archive") }
              Button("Delete", role: .destructive) { log.events.append("delete") }
            }
            .accessibilityRespondsToUserInteraction(false)
            .accessibilityAdjustableAction { direction in
              switch direction {
              case .increment: log.events.append("up")
              case .decrement: log.events.append("down")
              }
            }
            .accessibilityInputLabels(["Open", "Show"])
            .accessibilityInputLabels([Text("Open")], isEnabled: true)
            .accessibilityInputLabels([String("Open")])
            .accessibilityLabel("Open", isEnabled: true)
            .accessibilityLabel(Text("Open"), isEnabled: false)
            .accessibilityValue(String("1 of 3"), isEnabled: true)
            .accessibilityValue("value", isEnabled: false)
            .accessibilityHint(String("Opens the detail"), isEnabled: true)
            .accessibilityHint(Text("hint"), isEnabled: true)
            .accessibilityShowsLargeContentViewer()
            .accessibilityShowsLargeContentViewer { Label("Open", systemImage: "plus") }
            .accessibilitySortPriority(1)
            .matchedTransitionSource(id: "detail", in: namespace)
            .help("Opens the detail")
            .help(Text("Opens the detail"))
            .help(String("Opens the detail"))
          Text("Detail")
            .accessibilityIdentifier("detail")
            .navigationTransition(.zoom(sourceID: "detail", in: namespace))
            .navigationTransition(.automatic)
            .containerBackground(.ultraThinMaterial, for: .navigation)
            .containerBackground(for: .navigationSplitView) { Color.green }
            .navigationSubtitle("Subtitle")
            .navigationSubtitle(Text("Subtitle"))
            .navigationSubtitle(String("Subtitle"))
            .statusBarHidden()
            .statusBarHidden(false)
            .persistentSystemOverlays(.hidden)
        } else {
          button
          Text("Detail").accessibilityIdentifier("detail")
        }
      }
      .navigationTitle("Chrome")
    }
  }

  private var button: some View {
    Button("Open") { log.events.append("open") }.accessibilityIdentifier("open")
  }
}

/// A screen whose buttons set accessibility focus, as apps do to steer VoiceOver.
private struct FocusScreen: View {
  enum Field: Hashable {
    case title
    case body
  }

  @AccessibilityFocusState private var focus: Field?
  @AccessibilityFocusState private var flag: Bool

  var body: some View {
    VStack {
      Button(focus.map { "\($0)" } ?? "none") {}
        .accessibilityIdentifier("state")
        .accessibilityFocused($focus, equals: .title)
      Button("flag \(flag)") {}
        .accessibilityIdentifier("flag")
        .accessibilityFocused($flag)
      Button("Focus title") { focus = .title }.accessibilityIdentifier("focusTitle")
      Button("Focus flag") { flag = true }.accessibilityIdentifier("focusFlag")
    }
  }
}

/// An app with menu commands, as apps that also run on iPad and Mac declare them.
private struct MenuApp: App {
  var body: some Scene {
    WindowGroup {
      Counter()
    }
    .commands {
      CommandGroup(replacing: .newItem) {
        Button("New") {}
          .disabled(true)
      }
      CommandGroup(before: .appSettings) {
        Button("Settings") {}
      }
      CommandGroup(after: .windowArrangement) {
        Button("Search") {}
      }
      CommandMenu("Timeline") {
        Button("Refresh") {}
      }
      CommandMenu(Text("Account")) {
        Button("Sign Out") {}
      }
    }
    .persistentSystemOverlays(.hidden)
    .commands { AppCommands() }
  }
}

/// An app whose windows present documents by identifier, as multi-window apps declare them.
private struct DocumentWindowsApp: App {
  var body: some Scene {
    WindowGroup(for: String.self) { $name in
      Button(name ?? "none") { name = "draft" }.accessibilityIdentifier("document")
    }
    WindowGroup(id: "viewer", for: Int.self) { $page in
      Text("Page \(page ?? 0)").accessibilityIdentifier("viewer")
    }
  }
}

/// An app whose document windows show a default document until given one.
private struct DefaultDocumentApp: App {
  var body: some Scene {
    WindowGroup(for: String.self) { $name in
      Button(name) { name = "draft" }.accessibilityIdentifier("document")
    } defaultValue: {
      "untitled"
    }
    WindowGroup(id: "inspector", for: Int.self) { $page in
      Text("Page \(page)")
    } defaultValue: {
      1
    }
  }
}

/// An app with a main window group and a second one opened by identifier, as iPad apps write.
private struct MultiSceneApp: App {
  var body: some Scene {
    WindowGroup(id: "MainWindow") {
      Counter()
    }
    .commands {
      CommandGroup(replacing: .help) {
        Button("Help") {}
      }
    }
    .handlesExternalEvents(matching: ["*"])
    WindowGroup(id: "Secondary") {
      Text("Secondary").accessibilityIdentifier("secondary")
    }
    .defaultSize(width: 400, height: 800)
    .defaultSize(CGSize(width: 400, height: 800))
    .windowResizability(.contentSize)
  }
}

/// Commands an app declares on their own, as apps split long menus out of their app type.
private struct AppCommands: Commands {
  var body: some Commands {
    CommandMenu(String("Tools")) {
      Button("Run") {}
    }
  }
}

/// A counting button, the app's root view.
private struct Counter: View {
  @State private var taps = 0

  var body: some View {
    Button("Taps \(taps)") { taps += 1 }.accessibilityIdentifier("home")
  }
}

/// A sizing to give the sheet, or none.
private enum Sizing {
  case form
  case page
}

/// A button that presents a sheet with a sizing.
private struct SizedSheet: View {
  let sizing: Sizing?
  @State private var isPresented = false

  var body: some View {
    Button("Show") { isPresented = true }
      .accessibilityIdentifier("show")
      .sheet(isPresented: $isPresented) {
        switch sizing {
        case .form?:
          Color.white.accessibilityIdentifier("sheet").presentationSizing(.form)
        case .page?:
          Color.white.accessibilityIdentifier("sheet").presentationSizing(.page)
        case nil:
          Color.white.accessibilityIdentifier("sheet")
        }
      }
  }
}

/// What `PhaseLoggingApp`'s scene actions ran.
@MainActor private enum ScenePhaseLog {
  static var entries: [String] = []
}

/// An app that watches its scene phase from its body, as apps do to save on backgrounding.
private struct PhaseLoggingApp: App {
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      Counter()
    }
    .onChange(of: scenePhase, initial: true) { old, new in
      ScenePhaseLog.entries.append("initial \(old)→\(new)")
    }
    .onChange(of: scenePhase) { ScenePhaseLog.entries.append("changed") }
    .onChange(of: scenePhase) { phase in ScenePhaseLog.entries.append("deprecated \(phase)") }
  }
}
