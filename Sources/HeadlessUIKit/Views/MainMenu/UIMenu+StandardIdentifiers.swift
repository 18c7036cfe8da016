import Foundation

// UIKit's standard menus, as `UIMenu.Identifier`'s type properties: what an app's
// `buildMenu(with:)` names to insert into, replace or remove. The raw values follow UIKit's
// `com.apple.menu.` naming [INF: not documented; only the names are].
extension UIMenu.Identifier {
  /// The app menu.
  public static let application: UIMenu.Identifier = .init("com.apple.menu.application")
  /// The File menu.
  public static let file: UIMenu.Identifier = .init("com.apple.menu.file")
  /// The Edit menu.
  public static let edit: UIMenu.Identifier = .init("com.apple.menu.edit")
  /// The View menu.
  public static let view: UIMenu.Identifier = .init("com.apple.menu.view")
  /// The Window menu.
  public static let window: UIMenu.Identifier = .init("com.apple.menu.window")
  /// The Help menu.
  public static let help: UIMenu.Identifier = .init("com.apple.menu.help")
  /// The standard about menu.
  public static let about: UIMenu.Identifier = .init("com.apple.menu.about")
  /// The standard preferences menu.
  public static let preferences: UIMenu.Identifier = .init("com.apple.menu.preferences")
  /// The standard services menu.
  public static let services: UIMenu.Identifier = .init("com.apple.menu.services")
  /// The standard hide menu.
  public static let hide: UIMenu.Identifier = .init("com.apple.menu.hide")
  /// The standard quit menu.
  public static let quit: UIMenu.Identifier = .init("com.apple.menu.quit")
  /// The standard new scene menu.
  public static let newScene: UIMenu.Identifier = .init("com.apple.menu.new-scene")
  /// The standard close menu.
  public static let close: UIMenu.Identifier = .init("com.apple.menu.close")
  /// The standard print menu.
  public static let print: UIMenu.Identifier = .init("com.apple.menu.print")
  /// The standard undo redo menu.
  public static let undoRedo: UIMenu.Identifier = .init("com.apple.menu.undo-redo")
  /// The standard standard edit menu.
  public static let standardEdit: UIMenu.Identifier = .init("com.apple.menu.standard-edit")
  /// The standard find menu.
  public static let find: UIMenu.Identifier = .init("com.apple.menu.find")
  /// The standard replace menu.
  public static let replace: UIMenu.Identifier = .init("com.apple.menu.replace")
  /// The standard share menu.
  public static let share: UIMenu.Identifier = .init("com.apple.menu.share")
  /// The standard text style menu.
  public static let textStyle: UIMenu.Identifier = .init("com.apple.menu.text-style")
  /// The standard spelling menu.
  public static let spelling: UIMenu.Identifier = .init("com.apple.menu.spelling")
  /// The standard spelling panel menu.
  public static let spellingPanel: UIMenu.Identifier = .init("com.apple.menu.spelling-panel")
  /// The standard spelling options menu.
  public static let spellingOptions: UIMenu.Identifier = .init("com.apple.menu.spelling-options")
  /// The standard substitutions menu.
  public static let substitutions: UIMenu.Identifier = .init("com.apple.menu.substitutions")
  /// The standard substitutions panel menu.
  public static let substitutionsPanel: UIMenu.Identifier = .init(
    "com.apple.menu.substitutions-panel")
  /// The standard substitution options menu.
  public static let substitutionOptions: UIMenu.Identifier = .init(
    "com.apple.menu.substitution-options")
  /// The standard transformations menu.
  public static let transformations: UIMenu.Identifier = .init("com.apple.menu.transformations")
  /// The standard speech menu.
  public static let speech: UIMenu.Identifier = .init("com.apple.menu.speech")
  /// The standard lookup menu.
  public static let lookup: UIMenu.Identifier = .init("com.apple.menu.lookup")
  /// The standard learn menu.
  public static let learn: UIMenu.Identifier = .init("com.apple.menu.learn")
  /// The standard format menu.
  public static let format: UIMenu.Identifier = .init("com.apple.menu.format")
  /// The standard font menu.
  public static let font: UIMenu.Identifier = .init("com.apple.menu.font")
  /// The standard text size menu.
  public static let textSize: UIMenu.Identifier = .init("com.apple.menu.text-size")
  /// The standard text color menu.
  public static let textColor: UIMenu.Identifier = .init("com.apple.menu.text-color")
  /// The standard text style pasteboard menu.
  public static let textStylePasteboard: UIMenu.Identifier = .init(
    "com.apple.menu.text-style-pasteboard")
  /// The standard text menu.
  public static let text: UIMenu.Identifier = .init("com.apple.menu.text")
  /// The standard writing direction menu.
  public static let writingDirection: UIMenu.Identifier = .init("com.apple.menu.writing-direction")
  /// The standard alignment menu.
  public static let alignment: UIMenu.Identifier = .init("com.apple.menu.alignment")
  /// The standard toolbar menu.
  public static let toolbar: UIMenu.Identifier = .init("com.apple.menu.toolbar")
  /// The standard sidebar menu.
  public static let sidebar: UIMenu.Identifier = .init("com.apple.menu.sidebar")
  /// The standard fullscreen menu.
  public static let fullscreen: UIMenu.Identifier = .init("com.apple.menu.fullscreen")
  /// The standard minimize and zoom menu.
  public static let minimizeAndZoom: UIMenu.Identifier = .init("com.apple.menu.minimize-and-zoom")
  /// The standard bring all to front menu.
  public static let bringAllToFront: UIMenu.Identifier = .init("com.apple.menu.bring-all-to-front")
  /// The menu bar itself: the root of the main menu system.
  public static let root: UIMenu.Identifier = .init("com.apple.menu.root")
  /// The standard open recent menu.
  public static let openRecent: UIMenu.Identifier = .init("com.apple.menu.open-recent")
  /// The standard document menu.
  public static let document: UIMenu.Identifier = .init("com.apple.menu.document")
  /// The standard auto fill menu.
  public static let autoFill: UIMenu.Identifier = .init("com.apple.menu.auto-fill")
  /// The standard open menu.
  public static let open: UIMenu.Identifier = .init("com.apple.menu.open")
  /// The standard find panel menu.
  public static let findPanel: UIMenu.Identifier = .init("com.apple.menu.find-panel")
  /// The standard new item menu.
  public static let newItem: UIMenu.Identifier = .init("com.apple.menu.new-item")
}
