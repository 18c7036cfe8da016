import Foundation
import HeadlessUIKit
import Testing

/// Edit menus, the standard edit actions and text ranges, called as apps write them: an edit
/// menu interaction with its delegate, deferred menu elements, a label that offers Copy, and
/// the text-input members over a text field's and a text view's text.
@MainActor
@Suite struct EditMenusAndTextRangesTests {
  final class MenuHandler: NSObject, UIEditMenuInteractionDelegate {
    var asked = 0

    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
      suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
      asked += 1
      return UIMenu(children: suggestedActions + [UIAction(title: "Share") { _ in }])
    }

    func editMenuInteraction(
      _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    ) -> CGRect {
      CGRect(origin: configuration.sourcePoint, size: .zero)
    }
  }

  /// A label that offers Copy, as apps make one.
  final class CopyableLabel: UILabel {
    var copied: String?

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
      action == Selector("copy:")
    }

    override func copy(_ sender: Any?) { copied = text }
    override func paste(_ sender: Any?) {}
    override func cut(_ sender: Any?) {}
    override func delete(_ sender: Any?) {}
    override func select(_ sender: Any?) {}
    override func selectAll(_ sender: Any?) {}
  }

  @Test("[DOC] An edit menu interaction keeps its delegate and view; presenting shows nothing")
  func editMenuInteractionIsKeptAndInert() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    let handler = MenuHandler()
    let interaction = UIEditMenuInteraction(delegate: handler)
    view.addInteraction(interaction)
    #expect(interaction.view === view && interaction.delegate === handler)
    let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: 6))
    configuration.preferredArrowDirection = .down
    interaction.presentEditMenu(with: configuration)
    interaction.reloadVisibleMenu()
    interaction.updateVisibleMenuPosition(animated: true)
    interaction.dismissMenu()
    #expect(handler.asked == 0)
    #expect(configuration.sourcePoint == CGPoint(x: 5, y: 6))
    #expect(configuration.preferredArrowDirection == .down)
    let named = UIEditMenuConfiguration(identifier: "row-3", sourcePoint: .zero)
    #expect(named.sourcePoint == .zero && UIEditMenuInteraction(delegate: nil).delegate == nil)
    // The delegate's methods, as UIKit would call them.
    let menu = handler.editMenuInteraction(
      interaction, menuFor: configuration, suggestedActions: [])
    #expect(menu?.children.count == 1)
    #expect(
      handler.editMenuInteraction(interaction, targetRectFor: configuration).origin
        == CGPoint(x: 5, y: 6))
    let arrows: [UIEditMenuArrowDirection] = [.automatic, .up, .down, .left, .right]
    #expect(arrows.map(\.rawValue) == [0, 1, 2, 3, 4])
  }

  @Test("[DOC] A delegate that leaves the optional methods out gets UIKit's defaults")
  func editMenuDelegateDefaults() {
    final class Quiet: NSObject, UIEditMenuInteractionDelegate {}
    let quiet = Quiet()
    let interaction = UIEditMenuInteraction(delegate: quiet)
    let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero)
    #expect(
      quiet.editMenuInteraction(interaction, menuFor: configuration, suggestedActions: []) == nil)
    #expect(quiet.editMenuInteraction(interaction, targetRectFor: configuration).isNull)
  }

  @Test("[DOC] Deferred menu elements are kept in their menu; the model never asks for them")
  func deferredElementsAreKept() {
    var asked = 0
    let cached = UIDeferredMenuElement { completion in
      asked += 1
      completion([UIAction(title: "Later") { _ in }])
    }
    let uncached = UIDeferredMenuElement.uncached { completion in
      asked += 1
      completion([])
    }
    let menu = UIMenu(title: "More", children: [cached, uncached])
    #expect(menu.children.count == 2 && menu.children.first === cached)
    #expect(asked == 0)
  }

  @Test("[DOC] canPerformAction answers for overrides; target(forAction:) walks the chain to one")
  func standardEditActionsFollowTheChain() {
    let container = UIView()
    let label = CopyableLabel()
    label.text = "dolphin"
    let inner = UIView()
    container.addSubview(label)
    label.addSubview(inner)
    #expect(label.canPerformAction(Selector("copy:"), withSender: nil))
    #expect(!inner.canPerformAction(Selector("copy:"), withSender: nil))
    #expect(!label.canPerformAction(Selector("paste:"), withSender: nil))
    #expect(inner.target(forAction: Selector("copy:"), withSender: nil) as? CopyableLabel === label)
    #expect(container.target(forAction: Selector("copy:"), withSender: nil) == nil)
    label.copy(nil)
    #expect(label.copied == "dolphin")
    // UIResponder's own implementations do nothing.
    let plain = UIResponder()
    plain.cut(nil)
    plain.copy(nil)
    plain.paste(nil)
    plain.select(nil)
    plain.selectAll(nil)
    plain.delete(nil)
    #expect(!plain.canPerformAction(Selector("cut:"), withSender: plain))
    let actions: any UIResponderStandardEditActions = label
    actions.copy(nil)
    #expect(label.copied == "dolphin")
  }

  @Test("[DOC] A text field's ranges are offsets into its text; text(in:) reads the substring")
  func textFieldRanges() throws {
    let field = UITextField()
    field.text = "Hello, dolphin"
    let start = field.beginningOfDocument
    let end = field.endOfDocument
    #expect(field.offset(from: start, to: end) == 14)
    let caret = try #require(field.selectedTextRange)
    #expect(caret.isEmpty && field.offset(from: start, to: caret.start) == 14)
    let from = try #require(field.position(from: start, offset: 7))
    let word = try #require(field.textRange(from: from, to: end))
    #expect(field.text(in: word) == "dolphin" && !word.isEmpty)
    #expect(field.position(from: start, offset: -1) == nil)
    #expect(field.position(from: end, offset: 1) == nil)
    #expect(field.compare(start, to: end) == .orderedAscending)
    #expect(field.compare(end, to: from) == .orderedDescending)
    let again = try #require(field.position(from: start, offset: 7))
    #expect(field.compare(from, to: again) == .orderedSame && from == again)
    // Selecting, then replacing the selection.
    field.selectedTextRange = word
    let selected = try #require(field.selectedTextRange)
    #expect(field.text(in: selected) == "dolphin")
    field.replace(word, withText: "whale")
    #expect(field.text == "Hello, whale")
    let after = try #require(field.selectedTextRange)
    #expect(after.isEmpty && field.offset(from: start, to: after.start) == 12)
    // Moving the caret to the start, as apps do.
    field.selectedTextRange = field.textRange(from: start, to: start)
    let moved = try #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: moved.start) == 0)
    // Reversed ends still make a range, start first.
    let reversed = try #require(field.textRange(from: field.endOfDocument, to: from))
    #expect(field.text(in: reversed) == "whale")
    #expect(field.markedTextRange == nil)
    // A position of no text, or beyond the shortened text, is outside it.
    #expect(field.textRange(from: UITextPosition(), to: from) == nil)
    #expect(field.textRange(from: start, to: end) == nil)
    #expect(field.text(in: UITextRange()) == nil)
    #expect(UITextRange().isEmpty)
    // Setting the text puts the caret at its end.
    field.text = "Hi"
    let atEnd = try #require(field.selectedTextRange)
    #expect(field.offset(from: field.beginningOfDocument, to: atEnd.end) == 2)
  }

  @Test("[DOC] A text view's selectedTextRange is its selectedRange, in UTF-16 units")
  func textViewRanges() throws {
    let textView = UITextView()
    textView.text = "🐬 dolphin"
    #expect(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument) == 10)
    textView.selectedRange = NSRange(location: 3, length: 7)
    let selection = try #require(textView.selectedTextRange)
    #expect(textView.text(in: selection) == "dolphin")
    let afterEmoji = try #require(
      textView.position(from: textView.beginningOfDocument, offset: 2))
    let emoji = try #require(
      textView.textRange(from: textView.beginningOfDocument, to: afterEmoji))
    #expect(textView.text(in: emoji) == "🐬")
    textView.selectedTextRange = emoji
    #expect(textView.selectedRange == NSRange(location: 0, length: 2))
    textView.replace(emoji, withText: "A")
    #expect(
      textView.text == "A dolphin" && textView.selectedRange == NSRange(location: 1, length: 0))
    #expect(textView.markedTextRange == nil)
    #expect(
      textView.compare(textView.endOfDocument, to: textView.beginningOfDocument)
        == .orderedDescending)
    // A selection beyond shortened text is kept inside it.
    textView.selectedRange = NSRange(location: 9, length: 0)
    textView.text = "A"
    let kept = try #require(textView.selectedTextRange)
    #expect(textView.offset(from: textView.beginningOfDocument, to: kept.start) == 1)
  }

  @Test("[DOC] containsTraits(in:) compares the traits the other collection specifies")
  func containsTraits() {
    let app = UIApplication(profile: .iPhone)
    app.asShared {
      let phone = UITraitCollection.current
      #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
      #expect(phone.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
      #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
      #expect(phone.containsTraits(in: nil))
      #expect(!UITraitCollection(userInterfaceIdiom: .phone).containsTraits(in: phone))
    }
  }

  @Test("[DOC] localizedModel is the model, as the model runs in English")
  func localizedModel() {
    let app = UIApplication(profile: .iPhone)
    app.asShared {
      #expect(UIDevice.current.localizedModel == UIDevice.current.model)
      #expect(UIDevice.current.localizedModel == "iPhone")
    }
  }
}
