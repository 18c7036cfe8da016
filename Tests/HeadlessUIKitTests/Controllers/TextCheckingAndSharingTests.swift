import Foundation
import HeadlessUIKit
import Testing

/// Spell checking, activity item providers and document interaction in the model: all inert
/// beyond what they store, with the answers UIKit gives when it has nothing to offer.
@MainActor
struct TextCheckingAndSharingTests {
  @Test("The spell checker finds nothing misspelled and suggests nothing; ignored words are kept")
  func spellCheckerIsInert() {
    // As apps call it (NSHipster's UITextChecker article; Mastodon's and DuckDuckGo's pattern).
    let text = "hipstar"
    let checker = UITextChecker()
    let whole = NSRange(location: 0, length: text.utf16.count)
    let range = checker.rangeOfMisspelledWord(
      in: text, range: whole, startingAt: 0, wrap: false, language: "en_US")
    #expect(range.location == NSNotFound)
    #expect(checker.guesses(forWordRange: range, in: text, language: "en_US")?.isEmpty == true)
    #expect(
      checker.completions(
        forPartialWordRange: NSRange(location: 0, length: 3), in: text, language: "en_US")?
        .isEmpty == true)
    #expect(checker.ignoredWords == nil)
    checker.ignoreWord("hipstar")
    checker.ignoreWord("hipstar")
    #expect(checker.ignoredWords == ["hipstar"])
    checker.ignoredWords = []
    #expect(checker.ignoredWords == [])
    #expect(UITextChecker.availableLanguages.isEmpty)
  }

  @Test("Learned words are shared by every checker until unlearned")
  func learnedWords() {
    let word = "zorbleflax-\(UUID().uuidString)"
    #expect(!UITextChecker.hasLearnedWord(word))
    UITextChecker.learnWord(word)
    #expect(UITextChecker.hasLearnedWord(word))
    UITextChecker.unlearnWord(word)
    #expect(!UITextChecker.hasLearnedWord(word))
  }

  /// A provider as apps write them: it makes the item when an activity asks.
  final class LinkProvider: UIActivityItemProvider, @unchecked Sendable {
    override var item: Any { URL(string: "https://example.social/@alice/42") as Any }
  }

  /// A custom activity, as apps add their own to the share sheet.
  final class OpenInBrowser: UIActivity {
    var prepared: [Any] = []
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("open") }
    override var activityTitle: String? { "Open in Browser" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
      activityItems.contains { $0 is URL }
    }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { activityDidFinish(true) }
  }

  @Test("An item provider answers with its placeholder, then its item; it runs for no activity")
  func itemProvider() throws {
    let placeholder = try #require(URL(string: "https://example.social"))
    let provider = LinkProvider(placeholderItem: placeholder)
    #expect(provider.placeholderItem as? URL == placeholder)
    #expect((provider.item as? URL)?.path == "/@alice/42")
    #expect(provider.activityType == nil)
    let plain = UIActivityItemProvider(placeholderItem: "text")
    #expect(plain.item as? String == "text", "the placeholder unless overridden")
    let sheet = UIActivityViewController(
      activityItems: [provider], applicationActivities: [OpenInBrowser()])
    sheet.excludedActivityTypes = [.postToTwitter, .print, .assignToContact, .airDrop]
    let source: any UIActivityItemSource = provider
    #expect(source.activityViewControllerPlaceholderItem(sheet) as? URL == placeholder)
    let item = source.activityViewController(sheet, itemForActivityType: .copyToPasteboard)
    #expect((item as? URL)?.path == "/@alice/42")
    #expect(source.activityViewController(sheet, subjectForActivityType: .mail) == "")
    let activity = OpenInBrowser()
    #expect(activity.canPerform(withActivityItems: [placeholder]))
    activity.prepare(withActivityItems: [placeholder])
    activity.perform()
    #expect(activity.prepared.count == 1)
    #expect(OpenInBrowser.activityCategory == .action)
  }

  /// A controller that previews documents, as apps write it.
  final class FilesController: UIViewController, UIDocumentInteractionControllerDelegate {
    var asked = 0

    func documentInteractionControllerViewControllerForPreview(
      _ controller: UIDocumentInteractionController
    ) -> UIViewController {
      asked += 1
      return self
    }
  }

  @Test("A document interaction controller keeps its values, shows no menu and no preview")
  func documentInteraction() throws {
    // Evidence: uikit/uidocumentinteractioncontroller/presentoptionsmenu(from:in:animated:)
    // ("The options menu may not be displayed in cases where there are no appropriate items");
    // the preview is a documented gap (how-faithful-is-the-model).
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    let files = FilesController()
    try app.asShared {
      let window = UIWindow(windowScene: scene)
      window.rootViewController = files
      window.makeKeyAndVisible()
      let url = try #require(URL(string: "file:///tmp/report.pdf"))
      let controller = UIDocumentInteractionController(url: url)
      controller.delegate = files
      controller.uti = "com.adobe.pdf"
      controller.name = "Report"
      #expect(controller.url == url)
      #expect(controller.uti == "com.adobe.pdf")
      #expect(controller.name == "Report")
      #expect(controller.delegate === files)
      #expect(!controller.presentPreview(animated: true))
      #expect(
        !controller.presentOptionsMenu(from: files.view.bounds, in: files.view, animated: true))
      let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
      #expect(!controller.presentOptionsMenu(from: share, animated: true))
      #expect(!controller.presentOpenInMenu(from: .zero, in: files.view, animated: false))
      #expect(!controller.presentOpenInMenu(from: share, animated: false))
      controller.dismissPreview(animated: true)
      controller.dismissMenu(animated: true)
      #expect(files.presentedViewController == nil)
      #expect(files.asked == 0)
      #expect(
        controller.delegate?.documentInteractionControllerViewControllerForPreview(controller)
          === files)
    }
  }
}
