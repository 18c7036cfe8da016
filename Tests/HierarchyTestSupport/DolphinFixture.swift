public import HeadlessSwiftUI
public import PresentationHierarchy
import SeedApps

/// The dolphin app of article 001 written in SwiftUI, with switches a test flips to drive its
/// presentations.
///
/// `TabView { NavigationStack { Home }; Settings }`, with the mascot in a `ZStack` in front of it
/// when asked. Home pushes Detail and presents a full-screen cover and an alert; Detail presents
/// a full-screen cover; the root presents a sheet (whose content presents an alert), a second
/// sheet, and article 000's clear controller over everything.
///
/// Each switch is a `Binding(get:set:)` over storage the fixture owns: set its `wrappedValue`,
/// then let the app settle.
///
/// ```swift
/// let dolphin = DolphinFixture(mascotInRoot: true)
/// let app = await UIApplication.launch(dolphin.rootView)
/// dolphin.showSheet.wrappedValue = true
/// await app.settle()
/// ```
///
/// Identifiers: `tabs` and `nav` name SwiftUI's tab bar and navigation controllers; `home`,
/// `detail`, `sheetContent` and `custom` are the screens' backgrounds, so a touch anywhere on a
/// screen reaches them; `cover` and `second` are colors filling their presentation; `mascot` is
/// the dolphin's image and `settings` the second tab's text.
///
/// Its screens have no buttons: LiveUIKitCapture doesn't read accessibility labels, so a
/// button's `label=` would make the live capture differ from the model's (the action views of
/// an alert still do).
@MainActor
public struct DolphinFixture {
  /// Creates the fixture with every switch off.
  ///
  /// - Parameter mascotInRoot: Whether the root is `ZStack { tabs; MascotOverlay() }`.
  public init(mascotInRoot: Bool) {
    self.mascotInRoot = mascotInRoot
    let switches = Switches()
    showDetail = switches.binding(\.showDetail)
    showCover = switches.binding(\.showCover)
    showHomeCover = switches.binding(\.showHomeCover)
    showSheet = switches.binding(\.showSheet)
    showSecondSheet = switches.binding(\.showSecondSheet)
    showAlertOnHome = switches.binding(\.showAlertOnHome)
    showAlertInSheet = switches.binding(\.showAlertInSheet)
    showCustom = switches.binding(\.showCustom)
  }

  /// The mascot's frame, as the layout pass places ``MascotOverlay`` in a full-screen hosting
  /// view: 16 points from the trailing edge and from the bottom of the safe area.
  ///
  /// Its lower part overlaps the tab bar, which starts at y = 761.
  public static let mascotFrame = Rect(x: 274, y: 694, width: 100, height: 100)
  /// The centre of the mascot's frame.
  public static let mascotCenter = Point(x: 324, y: 744)
  /// A point inside the mascot's frame and over the tab bar.
  public static let mascotOverTabBar = Point(x: 324, y: 780)
  /// The centre of the screen.
  public static let screenCenter = Point(x: 195, y: 422)

  /// Whether the root is `ZStack { tabs; MascotOverlay() }` rather than the tabs alone.
  public let mascotInRoot: Bool
  /// Whether Home pushes the detail screen.
  public let showDetail: Binding<Bool>
  /// Whether the detail screen presents its full-screen cover.
  public let showCover: Binding<Bool>
  /// Whether Home presents its full-screen cover.
  public let showHomeCover: Binding<Bool>
  /// Whether the root presents its sheet.
  public let showSheet: Binding<Bool>
  /// Whether the root presents its second sheet, `second`.
  public let showSecondSheet: Binding<Bool>
  /// Whether Home presents its alert, "Home alert".
  public let showAlertOnHome: Binding<Bool>
  /// Whether the sheet's content presents its alert, "Sheet alert".
  public let showAlertInSheet: Binding<Bool>
  /// Whether the root's `presentContentOverFullScreen` (article 000) presents `CustomAlert`
  /// over the top-most controller.
  public let showCustom: Binding<Bool>

  /// The app's root view, as its `WindowGroup` would show it.
  public var rootView: some View {
    DolphinRoot(fixture: self)
  }

  /// The class name of the controller `presentContentOverFullScreen` presents.
  public static let customControllerTypeName = "PresentedHostingController<CustomAlert>"

  /// Returns the top-most controller of the key window, as article 000's
  /// `UIWindow.topMostController` finds it.
  ///
  /// - Parameter app: The app.
  /// - Returns: The key window's root controller or the last controller it presents.
  public static func topMostController(in app: UIApplication) -> UIViewController? {
    app.asShared { SeedApp.topMostController }
  }
}

/// The dolphin of article 001: an image in the bottom trailing corner of the safe area, 16 points
/// from its edges.
public struct MascotOverlay: View {
  /// Creates the overlay.
  public init() {}

  public var body: some View {
    VStack(alignment: .trailing) {
      Spacer()
        .frame(maxWidth: .infinity)
      Image("dolphin")
        .resizable()
        .frame(width: 100, height: 100)
        .padding()
        .accessibilityIdentifier("mascot")
    }
  }
}

// MARK: - The app's views

/// The root: the tabs, with the mascot in front when asked, and the root's presentations.
private struct DolphinRoot: View {
  let fixture: DolphinFixture

  var body: some View {
    tabs
      .sheet(isPresented: fixture.showSheet) {
        SheetScreen(showAlert: fixture.showAlertInSheet)
      }
      .sheet(isPresented: fixture.showSecondSheet) {
        Color.green.accessibilityIdentifier("second")
      }
      .seedPresentContentOverFullScreen(isPresented: fixture.showCustom) { isPresented in
        CustomAlert(isPresented: isPresented)
      }
  }

  @ViewBuilder private var tabs: some View {
    if fixture.mascotInRoot {
      ZStack {
        DolphinTabs(fixture: fixture)
        MascotOverlay()
      }
    } else {
      DolphinTabs(fixture: fixture)
    }
  }
}

/// `TabView { NavigationStack { Home }; Settings }`.
private struct DolphinTabs: View {
  let fixture: DolphinFixture

  var body: some View {
    TabView {
      NavigationStack {
        HomeScreen(fixture: fixture)
      }
      .accessibilityIdentifier("nav")
      .tabItem { Label("Home", systemImage: "house") }
      Text("Settings")
        .accessibilityIdentifier("settings")
        .tabItem { Label("Settings", systemImage: "gear") }
    }
    .accessibilityIdentifier("tabs")
  }
}

/// The first tab's root: pushes Detail, presents a cover and an alert.
private struct HomeScreen: View {
  let fixture: DolphinFixture

  var body: some View {
    ZStack {
      Color.white.accessibilityIdentifier("home")
      Text("Home")
    }
    .navigationDestination(isPresented: fixture.showDetail) {
      DetailScreen(showCover: fixture.showCover)
    }
    .fullScreenCover(isPresented: fixture.showHomeCover) {
      Color.blue.accessibilityIdentifier("cover")
    }
    .alert("Home alert", isPresented: fixture.showAlertOnHome) {
      Button("OK", role: .cancel) {}
    }
  }
}

/// The pushed screen, which presents a full-screen cover.
private struct DetailScreen: View {
  @Binding var showCover: Bool

  var body: some View {
    ZStack {
      Color.white.accessibilityIdentifier("detail")
      Text("Detail")
    }
    .fullScreenCover(isPresented: $showCover) {
      Color.blue.accessibilityIdentifier("cover")
    }
  }
}

/// The root's sheet, which presents an alert.
private struct SheetScreen: View {
  @Binding var showAlert: Bool

  var body: some View {
    ZStack {
      Color.white.accessibilityIdentifier("sheetContent")
      Text("Sheet")
    }
    .alert("Sheet alert", isPresented: $showAlert) {
      Button("OK", role: .cancel) {}
    }
  }
}

/// The content article 000 presents over everything: a 300×200 box in the middle of a clear
/// controller.
private struct CustomAlert: View {
  @Binding var isPresented: Bool

  var body: some View {
    Text("Custom")
      .frame(width: 300, height: 200)
      .background {
        Color.white.accessibilityIdentifier("custom")
      }
  }
}

/// The storage of the fixture's switches.
@MainActor
private final class Switches {
  var showDetail = false
  var showCover = false
  var showHomeCover = false
  var showSheet = false
  var showSecondSheet = false
  var showAlertOnHome = false
  var showAlertInSheet = false
  var showCustom = false

  /// A binding to one switch.
  func binding(_ keyPath: ReferenceWritableKeyPath<Switches, Bool>) -> Binding<Bool> {
    Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
  }
}
