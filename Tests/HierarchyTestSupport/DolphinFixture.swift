public import HeadlessUIKit
public import PresentationHierarchy

/// `TabView { NavigationStack { Home } ; Settings }`, with the mascot in a `ZStack` in front of
/// it when asked (seeds/001), and the bindings of its presentations.
@MainActor
public struct DolphinFixture {
  /// Creates the fixture.
  ///
  /// - Parameter mascotInRoot: Whether the root is `ZStack { tabs; mascot }`.
  public init(mascotInRoot: Bool) {
    self.mascotInRoot = mascotInRoot
  }

  /// The mascot's frame.
  public static let mascotFrame = Rect(x: 274, y: 700, width: 100, height: 100)
  /// The centre of the mascot's frame.
  public static let mascotCenter = Point(x: 324, y: 750)
  /// The centre of the screen.
  public static let screenCenter = Point(x: 195, y: 422)

  /// Whether the root is `ZStack { tabs; mascot }` rather than the tabs alone.
  public let mascotInRoot: Bool
  /// Whether Home pushes the detail screen.
  public let showDetail = Binding(false)
  /// Whether the detail screen presents its full-screen cover.
  public let showCover = Binding(false)
  /// Whether Home presents its full-screen cover.
  public let showHomeCover = Binding(false)
  /// Whether the root presents its sheet.
  public let showSheet = Binding(false)
  /// Whether Home presents its alert.
  public let showAlertOnHome = Binding(false)
  /// Whether the sheet presents its alert.
  public let showAlertInSheet = Binding(false)

  /// The app's root content.
  public var root: Content {
    let home = Content.text("Home", id: "home")
      .navigationDestination(isPresented: showDetail) { [showCover] in
        Content.text("Detail", id: "detail").fullScreenCover(isPresented: showCover) {
          .color(id: "cover")
        }
      }
      .fullScreenCover(isPresented: showHomeCover) { .color(id: "cover") }
      .alert("Home alert", isPresented: showAlertOnHome, id: "homeAlert")
    let tabs = Content.tabView(
      [.navigationStack(root: home, id: "nav"), .text("Settings", id: "settings")], id: "tabs")
    let app =
      mascotInRoot ? Content.zStack([tabs, .image(id: "mascot", frame: Self.mascotFrame)]) : tabs
    return app.sheet(isPresented: showSheet) { [showAlertInSheet] in
      Content.text("Sheet", id: "sheetContent")
        .alert("Sheet alert", isPresented: showAlertInSheet, id: "sheetAlert")
    }
  }
}
