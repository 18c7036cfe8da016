import Foundation
import HeadlessUIKit
import Testing

/// The main menu's building vocabulary compiles as apps write it, and the model, which shows
/// no menu bar, never runs an app's `buildMenu(with:)`.
@Suite("Main menu building")
@MainActor
struct MainMenuBuildingTests {
  /// A builder that records what it is asked, standing in for the one UIKit passes.
  final class RecordingBuilder: UIMenuBuilder {
    var calls: [String] = []
    let system: UIMenuSystem

    init(system: UIMenuSystem) { self.system = system }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? { nil }
    func action(for identifier: UIAction.Identifier) -> UIAction? { nil }
    func command(for action: Selector, propertyList: Any?) -> UICommand? { nil }
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
      calls.append("replace \(replacedIdentifier.rawValue)")
    }
    func replaceChildren(
      ofMenu parentIdentifier: UIMenu.Identifier,
      from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
    ) {
      calls.append("children of \(parentIdentifier.rawValue): \(childrenBlock([]).count)")
    }
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
      calls.append("before \(siblingIdentifier.rawValue)")
    }
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
      calls.append("after \(siblingIdentifier.rawValue)")
    }
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
      calls.append("start of \(parentIdentifier.rawValue)")
    }
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
      calls.append("end of \(parentIdentifier.rawValue)")
    }
    func remove(menu removedIdentifier: UIMenu.Identifier) {
      calls.append("remove \(removedIdentifier.rawValue)")
    }
  }

  /// An app delegate that trims the menu bar, as IceCubesApp's does.
  final class TrimmingDelegate: UIResponder, UIApplicationDelegate {
    var builds = 0

    override func buildMenu(with builder: any UIMenuBuilder) {
      super.buildMenu(with: builder)
      builds += 1
      guard builder.system == UIMenuSystem.main else { return }
      builder.remove(menu: .document)
      builder.remove(menu: .toolbar)
      let refresh = UIMenu(title: "", options: .displayInline, children: [])
      builder.insertSibling(refresh, beforeMenu: .close)
      builder.replaceChildren(ofMenu: .standardEdit) { children in children }
    }

    override func validate(_ command: UICommand) {
      super.validate(command)
      command.title = "Validated"
    }
  }

  @Test("An app delegate's buildMenu(with:) works with the builder it is given")
  func appDelegateOverride() {
    // Evidence: uikit/uimenubuilder/system ("Always check the system property"),
    // uikit/uiresponder/buildmenu(with:).
    let delegate = TrimmingDelegate()
    let builder = RecordingBuilder(system: .main)
    delegate.buildMenu(with: builder)
    #expect(
      builder.calls == [
        "remove \(UIMenu.Identifier.document.rawValue)",
        "remove \(UIMenu.Identifier.toolbar.rawValue)",
        "before \(UIMenu.Identifier.close.rawValue)",
        "children of \(UIMenu.Identifier.standardEdit.rawValue): 0",
      ])
    let contextBuilder = RecordingBuilder(system: .context)
    delegate.buildMenu(with: contextBuilder)
    #expect(contextBuilder.calls.isEmpty)
    let command = UICommand(title: "Refresh", action: Selector(("refresh:")))
    delegate.validate(command)
    #expect(command.title == "Validated")
  }

  @Test("The model never builds a menu bar: launching and rebuilding call no buildMenu(with:)")
  func neverBuilt() {
    let delegate = TrimmingDelegate()
    UIApplication(profile: .iPad).asShared {
      UIApplication.shared.delegate = delegate
      UIMenuSystem.main.setNeedsRebuild()
      UIMenuSystem.main.setNeedsRevalidate()
      UIMenuSystem.context.setNeedsRebuild()
    }
    #expect(delegate.builds == 0)
  }

  @Test("Each menu system exists once; the standard identifiers are distinct")
  func systemsAndIdentifiers() {
    #expect(UIMenuSystem.main === UIMenuSystem.main)
    #expect(UIMenuSystem.main != UIMenuSystem.context)
    let identifiers: [UIMenu.Identifier] = [
      .application, .file, .edit, .view, .window, .help, .about, .preferences, .services, .hide,
      .quit, .newScene, .close, .print, .undoRedo, .standardEdit, .find, .replace, .share,
      .textStyle, .spelling, .spellingPanel, .spellingOptions, .substitutions,
      .substitutionsPanel, .substitutionOptions, .transformations, .speech, .lookup, .learn,
      .format, .font, .textSize, .textColor, .textStylePasteboard, .text, .writingDirection,
      .alignment, .toolbar, .sidebar, .fullscreen, .minimizeAndZoom, .bringAllToFront, .root,
      .openRecent, .document, .autoFill, .open, .findPanel, .newItem,
    ]
    #expect(Set(identifiers).count == 50)
    #expect(UIMenu(title: "Go", identifier: .view).identifier == .view)
  }
}
