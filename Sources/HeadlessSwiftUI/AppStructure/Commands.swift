// Commands, as SwiftUI's: a scene's menu commands and key commands. On iPhone they are nowhere on
// screen; on iPad SwiftUI makes key commands for the ones with keyboard shortcuts, shown in the
// Command-key discoverability HUD [DOC: swiftui/scene/commands(content:), swiftui/commandgroup].
// The model has no hardware keyboard and no menu bar, so commands are inert: the builder's
// content is never evaluated and the scene launches as without them [INF].

/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu or key commands, as SwiftUI's `Commands`; inert in the model.
@MainActor @preconcurrency
public protocol Commands {
  /// The type of commands that represents the body of this command hierarchy.
  associatedtype Body: Commands
  /// The contents of the command hierarchy.
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds command sets from multi-expression closures, as SwiftUI's `CommandsBuilder`.
@MainActor @preconcurrency @resultBuilder
public struct CommandsBuilder {
  /// Builds an empty command set from a block with no statements.
  ///
  /// - Returns: No commands.
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  /// Passes a single command group through.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The same commands.
  public static func buildBlock<C: Commands>(_ content: C) -> C { content }

  /// Builds a command set from several command groups (up to ten in SwiftUI).
  ///
  /// - Parameter content: The commands, in order.
  /// - Returns: The commands together.
  public static func buildBlock<each C: Commands>(_ content: repeat each C) -> some Commands {
    CommandsTuple()
  }
}

/// Commands written side by side in a builder; the model keeps none of them.
struct CommandsTuple: Commands {
  var body: Never { primitiveBody(of: Self.self) }
}

/// An empty group of commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
  /// Creates an empty command hierarchy.
  public init() {}

  /// Empty commands have no body.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// The standard locations that you can place new command groups relative to, as SwiftUI's
/// `CommandGroupPlacement`; inert.
public struct CommandGroupPlacement: Sendable {
  let name: String

  /// Commands about the app: About App.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// Commands that expose settings: Settings.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// Commands that quit the app.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// Commands that hide and show apps.
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// The Services menu.
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// Commands that create documents: New.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// Commands that save documents.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// Commands that import and export.
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// Commands that print.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and Redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, Copy, Paste and the other Clipboard commands.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// Commands that edit text: Find, Spelling and the like.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// Commands that format text: the Font and Text menus.
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// Commands that show, hide and customize the toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// Commands that control the sidebar and full screen.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// Commands that size the window: Minimize and Zoom.
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// Commands that arrange windows: Bring All to Front.
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// Commands that offer help: App Help.
  public static let help = CommandGroupPlacement(name: "help")
}

/// Groups of controls that you can add to existing command menus, as SwiftUI's `CommandGroup`;
/// inert: its views are never built.
public struct CommandGroup<Content: View>: Commands {
  /// Adds views before the standard commands of a group.
  ///
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The views to add, such as buttons.
  public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

  /// Adds views after the standard commands of a group.
  ///
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The views to add, such as buttons.
  public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

  /// Replaces the standard commands of a group with views.
  ///
  /// - Parameters:
  ///   - group: The standard group.
  ///   - addition: The views to put in its place, such as buttons.
  public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}

  /// A primitive command group has no body.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A stand-alone, top-level menu of app-specific commands, as SwiftUI's `CommandMenu`; inert:
/// its views are never built.
public struct CommandMenu<Content: View>: Commands {
  /// Creates a menu with a localized name.
  ///
  /// - Parameters:
  ///   - nameKey: The menu's name.
  ///   - content: The menu's views, such as buttons.
  public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}

  /// Creates a menu with a name.
  ///
  /// - Parameters:
  ///   - name: The menu's name.
  ///   - content: The menu's views, such as buttons.
  public init(_ name: Text, @ViewBuilder content: () -> Content) {}

  /// Creates a menu with a name.
  ///
  /// - Parameters:
  ///   - name: The menu's name.
  ///   - content: The menu's views, such as buttons.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}

  /// A primitive command menu has no body.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Scene {
  /// Adds commands to the scene; inert: the model has no menu bar or hardware keyboard, and the
  /// scene launches as without them.
  ///
  /// - Parameter content: The commands.
  /// - Returns: The scene, launching as before.
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
    InertlyModifiedScene(scene: self)
  }
}

/// A scene with a modifier the model doesn't act on: it launches as the scene it wraps.
struct InertlyModifiedScene<Wrapped: Scene>: Scene, PrimitiveScene {
  let scene: Wrapped

  var body: Never { primitiveBody(of: Self.self) }

  var rootView: AnyView { scene.firstRootView }
}
