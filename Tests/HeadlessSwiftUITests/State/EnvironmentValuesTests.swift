import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The environment values apps read, written as apps write them: size classes from the device,
/// URLs opened through the environment's action, the edit mode an `EditButton` flips, the
/// deprecated presentation mode, and the settings values with their defaults.
@MainActor
struct EnvironmentValuesTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  /// Whether the capture shows a view with an identifier.
  private func shows(_ identifier: String, in app: UIApplication) -> Bool {
    (try? app.captureHierarchy().index(of: identifier)) != nil
  }

  /// Shows the size classes it reads as identifiers.
  private struct SizeClassBadge: View {
    let name: String
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
      Text(name)
        .accessibilityIdentifier(
          "\(name)-\(describe(horizontalSizeClass))-\(describe(verticalSizeClass))")
    }

    private func describe(_ sizeClass: UserInterfaceSizeClass?) -> String {
      switch sizeClass {
      case .compact: "compact"
      case .regular: "regular"
      case nil: "none"
      }
    }
  }

  private struct Adaptive: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
      VStack {
        SizeClassBadge(name: "outer")
        SizeClassBadge(name: "inner")
          .environment(\.horizontalSizeClass, .compact)
        if horizontalSizeClass == .regular {
          HStack {
            Text("Sidebar")
            Text("Detail")
          }.accessibilityIdentifier("columns")
        } else {
          Text("Detail").accessibilityIdentifier("single")
        }
      }
    }
  }

  @Test("Size classes follow the device; an environment override reaches only its subtree")
  func sizeClassesFollowTheDevice() async throws {
    let phone = await UIApplication.launch(Adaptive(), profile: .iPhone)
    #expect(shows("outer-compact-regular", in: phone))
    #expect(shows("inner-compact-regular", in: phone))
    #expect(shows("single", in: phone))

    let pad = await UIApplication.launch(Adaptive(), profile: .iPad)
    #expect(shows("outer-regular-regular", in: pad))
    #expect(shows("inner-compact-regular", in: pad))
    #expect(shows("columns", in: pad))

    let landscape = await UIApplication.launch(Adaptive(), profile: .iPhoneLandscape)
    #expect(shows("outer-compact-compact", in: landscape))
  }

  private struct Help: View {
    static let terms = URL(string: "https://example.com/terms") ?? URL(fileURLWithPath: "/terms")
    let log: Log
    @Environment(\.openURL) private var openURL

    var body: some View {
      VStack {
        Button("Get Help") {
          if let url = URL(string: "https://example.com/help") {
            openURL(url)
          }
        }
        .accessibilityIdentifier("help")
        Button("Call") {
          guard let url = URL(string: "unknown-scheme://call") else { return }
          openURL(url) { accepted in
            log.events.append("accepted \(accepted)")
          }
        }
        .accessibilityIdentifier("call")
        Link("Terms", destination: Self.terms)
          .accessibilityIdentifier("terms")
      }
    }
  }

  @Test("The default openURL action and Link open through the app, which records the URLs")
  func defaultOpenURLRecords() async throws {
    let log = Log()
    let app = await UIApplication.launch(Help(log: log))
    try app.tap("help")
    try app.tap("terms")
    try app.tap("call")
    await app.settle()
    #expect(
      app.openedURLs.map(\.absoluteString) == [
        "https://example.com/help", "https://example.com/terms",
      ])
    // No app opens the scheme, so the system declines it (UIApplication.canOpenURL).
    #expect(log.events == ["accepted false"])
  }

  @Test("A handler set with environment(\\.openURL, …) runs instead of the system's")
  func customHandlerRunsInstead() async throws {
    let log = Log()
    let screen = Help(log: log)
      .environment(
        \.openURL,
        OpenURLAction { url in
          log.events.append("handled \(url.host() ?? "")")
          if url.path() == "/terms" {
            return .systemAction(URL(string: "https://example.com/legal") ?? url)
          }
          return url.scheme == "https" ? .handled : .discarded
        })
    let app = await UIApplication.launch(screen)
    try app.tap("help")
    try app.tap("call")
    try app.tap("terms")
    await app.settle()
    #expect(
      log.events == [
        "handled example.com", "handled call", "accepted false", "handled example.com",
      ])
    // Only the handler's system action reached the app, with the URL the handler chose.
    #expect(app.openedURLs.map(\.absoluteString) == ["https://example.com/legal"])
  }

  private struct Notes: View {
    @State private var notes = ["Milk", "Eggs"]

    var body: some View {
      NavigationStack {
        List {
          ForEach(notes, id: \.self) { note in
            NoteRow(note: note)
          }
        }
        .navigationTitle("Notes")
        .toolbar {
          EditButton().accessibilityIdentifier("edit")
        }
      }
    }
  }

  private struct NoteRow: View {
    let note: String
    @Environment(\.editMode) private var editMode

    var body: some View {
      Text(note)
        .accessibilityIdentifier(
          editMode?.wrappedValue.isEditing == true ? "editing \(note)" : note)
    }
  }

  @Test("EditButton in the toolbar flips the edit mode the list's rows read")
  func editButtonFlipsTheEditMode() async throws {
    let app = await UIApplication.launch(Notes())
    let window = try #require(app.windowScenes.first?.windows.first)
    let stack = try #require(window.rootViewController?.children.first as? UINavigationController)
    let item = { stack.viewControllers.first?.navigationItem.rightBarButtonItems?.first }
    #expect(item()?.title == "Edit")
    #expect(shows("Milk", in: app))

    try app.tap("edit")
    await app.settle()
    #expect(shows("editing Milk", in: app) && shows("editing Eggs", in: app))
    #expect(item()?.title == "Done")

    try app.tap("edit")
    await app.settle()
    #expect(shows("Milk", in: app))
    #expect(item()?.title == "Edit")
  }

  private struct OwnEditMode: View {
    let log: Log
    @State private var mode = EditMode.inactive

    var body: some View {
      VStack {
        EditButton().accessibilityIdentifier("edit")
        Text(mode == .active ? "Editing" : "Browsing").accessibilityIdentifier("\(mode)")
      }
      .environment(\.editMode, $mode)
      .onChange(of: mode) { log.events.append("\(mode)") }
    }
  }

  @Test("EditButton flips an edit mode the app put in the environment")
  func editButtonFlipsTheAppsEditMode() async throws {
    let log = Log()
    let app = await UIApplication.launch(OwnEditMode(log: log))
    #expect(shows("inactive", in: app))
    try app.tap("edit")
    await app.settle()
    #expect(shows("active", in: app))
    #expect(log.events == ["active"])
    #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
  }

  private struct Settings: View {
    let log: Log
    @State private var showsAbout = false
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
      Button("About") { showsAbout = true }
        .accessibilityIdentifier("about")
        .onAppear {
          log.events.append("root presented \(presentationMode.wrappedValue.isPresented)")
        }
        .sheet(isPresented: $showsAbout, onDismiss: didDismiss) {
          About(log: log)
        }
    }

    private func didDismiss() {
      log.events.append("dismissed")
    }
  }

  private struct About: View {
    let log: Log
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
      Button("Close") { presentationMode.wrappedValue.dismiss() }
        .accessibilityIdentifier("close")
        .onAppear {
          log.events.append("sheet presented \(presentationMode.wrappedValue.isPresented)")
        }
    }
  }

  @Test("presentationMode.wrappedValue.dismiss() dismisses the sheet the view is in")
  func presentationModeDismissesTheSheet() async throws {
    let log = Log()
    let app = await UIApplication.launch(Settings(log: log))
    let root = try #require(app.windowScenes.first?.keyWindow?.rootViewController)
    try app.tap("about")
    await app.settle()
    #expect(root.presentedViewController != nil)
    try app.tap("close")
    await app.settle()
    #expect(root.presentedViewController == nil)
    #expect(log.events == ["root presented false", "sheet presented true", "dismissed"])
  }

  private struct Reader: View {
    let name: String
    let log: Log
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.refresh) private var refresh
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
      Text(name)
        .onAppear {
          log.events.append(
            "\(name): \(dynamicTypeSize) \(redactionReasons.contains(.placeholder)) "
              + "\(refresh != nil) \(scenePhase)")
        }
    }
  }

  @Test("Text size, redaction and refresh follow their modifiers; the scene is active")
  func settingsFollowTheirModifiers() async throws {
    let log = Log()
    let screen = VStack {
      Reader(name: "plain", log: log)
      Reader(name: "large", log: log)
        .dynamicTypeSize(.xxxLarge)
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
      Reader(name: "small", log: log)
        .dynamicTypeSize(.xSmall)
        .dynamicTypeSize(.small ... .accessibility2)
        .redacted(reason: .placeholder)
        .refreshable {}
      Reader(name: "shown", log: log)
        .unredacted()
        .redacted(reason: .placeholder)
    }
    _ = await UIApplication.launch(screen)
    #expect(
      log.events == [
        "plain: large false false active", "large: xLarge false false active",
        "small: small true true active", "shown: large false false active",
      ])
  }

  private struct PhaseWatcher: View {
    let log: Log
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
      Text("Timer")
        .onChange(of: scenePhase) { log.events.append("\(scenePhase)") }
    }
  }

  @Test("scenePhase follows the scene to the background and back")
  func scenePhaseFollowsTheScene() async throws {
    let log = Log()
    let app = await UIApplication.launch(PhaseWatcher(log: log))
    app.sendToBackground()
    await app.settle()
    app.returnToForeground()
    await app.settle()
    app.interruptActivity()
    await app.settle()
    // The model evaluates bodies when the app settles, so it sees where the scene ended up:
    // not the foreground-inactive step on the way, nor an interruption that is already over.
    #expect(log.events == ["background", "active"])
  }

  /// An app's own key whose value is optional, with a default that isn't `nil`.
  private enum AccentNameKey: EnvironmentKey {
    static let defaultValue: String? = "blue"
  }

  @Test("A key with an optional value reads its default until a view sets it, even to nil")
  func optionalKeyDefaults() {
    var values = EnvironmentValues()
    #expect(values[AccentNameKey.self] == "blue")
    values[AccentNameKey.self] = nil
    #expect(values[AccentNameKey.self] == nil)
    values[AccentNameKey.self] = "green"
    #expect(values[AccentNameKey.self] == "green")
  }

  @Test("The settings values have the model device's defaults")
  func defaults() {
    let values = EnvironmentValues()
    #expect(values.dynamicTypeSize == .large)
    #expect(values.layoutDirection == .leftToRight)
    #expect(values.locale.identifier == "en_US")
    #expect(values.timeZone.secondsFromGMT() == 0)
    #expect(values.calendar.identifier == .gregorian)
    #expect(values.displayScale == 3 && values.pixelLength == 1.0 / 3)
    #expect(!values.accessibilityReduceMotion && !values.accessibilityReduceTransparency)
    #expect(!values.accessibilityDifferentiateWithoutColor)
    #expect(values.legibilityWeight == .regular && values.colorSchemeContrast == .standard)
    #expect(values.redactionReasons.isEmpty && values.refresh == nil)
    #expect(!values.isSearching && !values.isFocused)
    #expect(values.editMode == nil && values.scenePhase == .active)
    #expect(DynamicTypeSize.accessibility1.isAccessibilitySize)
    #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize && DynamicTypeSize.small < .large)
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeSize(UIContentSizeCategory.extraExtraLarge) == .xxLarge)
    #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UserInterfaceSizeClass(UIUserInterfaceSizeClass.unspecified) == nil)
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
  }

  @Test("Every environment value compiles as apps read and set it")
  func compileProbe() async throws {
    struct Probe: View {
      @Environment(\.horizontalSizeClass) private var horizontalSizeClass
      @Environment(\.verticalSizeClass) private var verticalSizeClass
      @Environment(\.openURL) private var openURL
      @Environment(\.scenePhase) private var scenePhase
      @Environment(\.presentationMode) private var presentationMode
      @Environment(\.editMode) private var editMode
      @Environment(\.isSearching) private var isSearching
      @Environment(\.dismissSearch) private var dismissSearch
      @Environment(\.dynamicTypeSize) private var dynamicTypeSize
      @Environment(\.sizeCategory) private var sizeCategory
      @Environment(\.redactionReasons) private var redactionReasons
      @Environment(\.layoutDirection) private var layoutDirection
      @Environment(\.locale) private var locale
      @Environment(\.calendar) private var calendar
      @Environment(\.timeZone) private var timeZone
      @Environment(\.displayScale) private var displayScale
      @Environment(\.pixelLength) private var pixelLength
      @Environment(\.accessibilityReduceMotion) private var reduceMotion
      @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
      @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiate
      @Environment(\.legibilityWeight) private var legibilityWeight
      @Environment(\.colorSchemeContrast) private var colorSchemeContrast
      @Environment(\.openWindow) private var openWindow
      @Environment(\.dismissWindow) private var dismissWindow
      @Environment(\.isFocused) private var isFocused
      @Environment(\.isPresented) private var isPresented
      @Environment(\.refresh) private var refresh

      var body: some View {
        VStack {
          Button("Act") {
            openWindow(id: "viewer")
            openWindow(value: 7)
            openWindow(id: "viewer", value: "note")
            dismissWindow()
            dismissWindow(id: "viewer")
            dismissWindow(value: 7)
            dismissWindow(id: "viewer", value: "note")
            dismissSearch()
            if scenePhase == .background || isSearching || isFocused || isPresented {
              presentationMode.wrappedValue.dismiss()
            }
            _ = (horizontalSizeClass, verticalSizeClass, editMode, sizeCategory, calendar)
            _ = (locale, timeZone, displayScale * pixelLength, reduceMotion, reduceTransparency)
            _ = (differentiate, legibilityWeight, colorSchemeContrast, refresh, layoutDirection)
            _ = (dynamicTypeSize.isAccessibilitySize, redactionReasons)
            openURL(Help.terms) { _ in }
          }
          .accessibilityIdentifier("act")
        }
        .onOpenURL { url in _ = url }
        .environment(\.layoutDirection, .rightToLeft)
        .environment(\.locale, Locale(identifier: "fr_FR"))
        .environment(\.dynamicTypeSize, .accessibility3)
        .environment(\.sizeCategory, .extraLarge)
        .environment(\.legibilityWeight, .bold)
        .environment(\.verticalSizeClass, nil)
        .environment(\.scenePhase, .active)
        .environment(\.displayScale, 2)
        .environment(\.redactionReasons, .privacy)
        .environment(\.timeZone, TimeZone(secondsFromGMT: 3600) ?? .current)
        .environment(\.calendar, Calendar(identifier: .iso8601))
        .environment(\.openURL, OpenURLAction { _ in .discarded })
      }
    }
    let app = await UIApplication.launch(Probe())
    try app.tap("act")
    await app.settle()
    // The probe reads its own environment, outside the handler it sets on its content.
    #expect(app.openedURLs == [Help.terms])
  }
}
