import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// UIKit's font picker as apps present it: created with `UIFontPickerViewController()`, its
/// delegate dismissing it when told (IceCubesApp's `FontPicker`).
@MainActor
struct FontPickerTests {
  /// A delegate that records what the picker tells it and dismisses it, as apps' do.
  final class Settings: UIViewController, UIFontPickerViewControllerDelegate {
    var events: [String] = []

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
      let name = viewController.selectedFontDescriptor?.fontAttributes[.name] as? String ?? "none"
      events.append("picked \(name) presented \(presentedViewController != nil)")
      viewController.dismiss(animated: false)
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
      events.append("cancelled presented \(presentedViewController != nil)")
      viewController.dismiss(animated: false)
    }
  }

  private func launch(_ profile: FidelityProfile = .iPhone) -> (UIApplication, Settings) {
    let root = Settings()
    let (app, _) = launchKeyWindow(root: root, profile: profile)
    return (app, root)
  }

  @Test("A font picker presents as a sheet over its presenter, with the default configuration")
  func presentsAsSheet() throws {
    let (app, root) = launch()
    let picker = UIFontPickerViewController()
    picker.delegate = root
    root.present(picker, animated: false)
    #expect(root.presentedViewController === picker)
    #expect(!picker.configuration.includeFaces)
    #expect(picker.configuration.filteredTraits.isEmpty)
    let hierarchy = app.captureHierarchy()
    let list = try #require(
      hierarchy.nodes.indices.first { hierarchy.nodes[$0].typeName == "UIFontPickerViewController" }
    )
    let presenter = try #require(
      hierarchy.nodes.indices.first { hierarchy.nodes[$0].typeName == "FontPickerTests.Settings" })
    #expect(hierarchy.isInFront(list, of: presenter))
  }

  @Test("[INF] Picking tells the delegate while the picker is still presented; it dismisses it")
  func pickingTellsTheDelegate() {
    let (app, root) = launch()
    let configuration = UIFontPickerViewController.Configuration()
    configuration.includeFaces = true
    configuration.displayUsingSystemFont = true
    configuration.filteredTraits = [.traitMonoSpace]
    configuration.filteredLanguagesPredicate = nil
    let picker = UIFontPickerViewController(configuration: configuration)
    picker.delegate = root
    root.present(picker, animated: false)
    #expect(app.pickFont(UIFontDescriptor(name: "Georgia-Bold", size: 17)))
    #expect(picker.selectedFontDescriptor?.fontAttributes[.name] as? String == "Georgia-Bold")
    #expect(root.events == ["picked Georgia-Bold presented true"])
    #expect(root.presentedViewController == nil)
    #expect(!app.pickFont(UIFontDescriptor(name: "Georgia", size: 17)))
  }

  @Test("With the profile's switch on, the picker dismisses itself before telling the delegate")
  func dismissingItselfIsASwitch() {
    var profile = FidelityProfile.iPhone
    profile.behavior.fontPickerDismissesItself = true
    let (app, root) = launch(profile)
    let picker = UIFontPickerViewController()
    picker.delegate = root
    root.present(picker, animated: false)
    #expect(app.cancelFontPicker())
    #expect(root.events == ["cancelled presented false"])
    #expect(!app.cancelFontPicker())
  }
}
