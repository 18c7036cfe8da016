import Foundation
import HeadlessSafariServices
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// SafariServices' view controller as apps present it.
@MainActor
struct SafariViewControllerTests {
  final class Reader: UIViewController, SFSafariViewControllerDelegate {
    var finished = 0

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
      finished += 1
    }
  }

  private func launch(_ profile: FidelityProfile) -> (UIApplication, Reader) {
    let root = Reader()
    let (app, _) = launchKeyWindow(root: root, profile: profile)
    return (app, root)
  }

  // [INF] Safari's controller takes a full-screen presentation of its own when left
  // `.automatic`, where an app's controller gets a sheet; a style the app sets is UIKit's.
  @Test(
    "Left .automatic, Safari's controller covers the screen and removes the presenter's views",
    arguments: [FidelityProfile.iPhone, .iPad])
  func fullScreenByDefault(profile: FidelityProfile) throws {
    let (app, root) = launch(profile)
    let safari = SFSafariViewController(url: URL(string: "https://swift.org")!)
    safari.delegate = root
    root.present(safari, animated: false)
    #expect(safari.modalPresentationStyle == .automatic)
    #expect(safari.resolvedPresentationStyle == .fullScreen)
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy.nodes.contains { $0.typeName == "SFSafariViewController" })
    // `.fullScreen` removes the presenter's views once the transition completes.
    #expect(!hierarchy.nodes.contains { $0.typeName == "SafariViewControllerTests.Reader" })
    #expect(app.tapSafariDone())
    #expect(root.presentedViewController == nil)
    #expect(root.finished == 1)
    #expect(!app.tapSafariDone())
  }

  @Test("A page sheet the app asks for is a sheet, as for any controller")
  func pageSheetWhenAsked() {
    let (_, root) = launch(.iPhone)
    let safari = SFSafariViewController(
      url: URL(string: "https://swift.org")!, configuration: SFSafariViewController.Configuration())
    safari.modalPresentationStyle = .pageSheet
    root.present(safari, animated: false)
    #expect(safari.resolvedPresentationStyle == .pageSheet)
  }

  @Test func spellings() {
    let configuration = SFSafariViewController.Configuration()
    configuration.entersReaderIfAvailable = true
    configuration.barCollapsingEnabled = false
    let safari = SFSafariViewController(
      url: URL(string: "https://swift.org")!, configuration: configuration)
    safari.dismissButtonStyle = .cancel
    safari.dismissButtonStyle = .done
    safari.dismissButtonStyle = .close
    safari.preferredBarTintColor = .black
    safari.preferredControlTintColor = .white
    _ = safari.configuration
    _ = SFSafariViewController(coder: NSCoder())
    safari.loadView()
    Reader().safariViewControllerDidFinish(safari)
  }
}
