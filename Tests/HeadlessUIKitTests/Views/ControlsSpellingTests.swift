import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Every control, text input and target-action symbol compiles as apps spell it (a compile
/// probe per symbol).
@MainActor
struct ControlsSpellingTests {
  @Test("Target-action, states and events are spelled as apps spell them")
  func targetActionSpelling() {
    let control = UIControl(frame: .zero)
    let selector: Selector = "refresh"
    _ = Selector("refresh:")
    control.addTarget(nil, action: selector, for: [.touchUpInside, .touchUpOutside])
    control.removeTarget(nil, action: selector, for: .allEvents)
    control.removeTarget(nil, action: nil, for: .allTouchEvents)
    _ = control.allTargets
    _ = control.actions(forTarget: nil, forControlEvent: .valueChanged)
    control.sendActions(for: .primaryActionTriggered)
    let (_, reports) = ModelReports.capture { control.sendAction(selector, to: nil, for: nil) }
    #expect(reports.count == 1)
    control.sendAction(
      UIAction(title: "Go", image: nil, identifier: UIAction.Identifier("go")) { _ in })
    for event: UIControl.Event in [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
      .touchDragExit, .touchCancel, .menuActionTriggered, .editingDidBegin, .editingChanged,
      .editingDidEnd, .editingDidEndOnExit, .allEditingEvents, .applicationReserved,
      .systemReserved,
    ] {
      control.addAction(UIAction { _ in }, for: event)
    }
    control.isEnabled = false
    control.isSelected = true
    control.isHighlighted = false
    _ = control.isTracking
    _ = control.isTouchInside
    #expect(control.state.contains(.disabled) && control.state.contains(.selected))
    _ = [UIControl.State.focused, .application, .reserved, .highlighted, .normal]
    control.contentHorizontalAlignment = .leading
    #expect(control.effectiveContentHorizontalAlignment == .left)
    control.contentHorizontalAlignment = .fill
    control.contentVerticalAlignment = .top
    control.isContextMenuInteractionEnabled = true
    control.showsMenuAsPrimaryAction = true
    control.toolTip = "Help"
    let action = UIAction(
      title: "Delete", image: UIImage(systemName: "trash"), identifier: nil,
      discoverabilityTitle: "Delete item", attributes: [.destructive], state: .on
    ) { _ in }
    #expect(action.attributes == .destructive && action.state == .on)
    _ = UIMenuElement.Attributes.keepsMenuPresented
    _ = [UIMenuElement.State.mixed, .off]
    _ = action.identifier.rawValue
  }

  @Test("Target-action initialisers of bar items and recognizers are spelled as apps spell them")
  func initialiserSpelling() {
    let target = UIViewController()
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: target, action: "done")
    let edit = UIBarButtonItem(title: "Edit", style: .done, target: target, action: nil)
    let star = UIBarButtonItem(
      image: UIImage(systemName: "star"), style: .plain, target: nil, action: "star")
    let custom = UIBarButtonItem(customView: UISwitch())
    custom.width = 44
    custom.tintColor = .red
    #expect(done.action == "done" && edit.style == .done && star.target == nil)
    #expect(custom.customView is UISwitch)
    let tap = UITapGestureRecognizer(target: target, action: "tapped")
    tap.addTarget(target, action: "alsoTapped")
    tap.removeTarget(nil, action: nil)
    _ = UIPanGestureRecognizer(target: target, action: "panned:")
    _ = UILongPressGestureRecognizer(target: nil, action: nil)
    _ = UISwipeGestureRecognizer(target: target, action: "swiped:")
    let pan = UIPanGestureRecognizer()
    pan.require(toFail: tap)
    let pinch = UIPinchGestureRecognizer(target: target, action: "pinched:")
    pinch.scale = 2
    let rotation = UIRotationGestureRecognizer(target: nil, action: nil)
    #expect(pinch.velocity == 0 && rotation.rotation == 0 && rotation.velocity == 0)
    let frameKey = UIResponder.keyboardFrameEndUserInfoKey
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardDidChangeFrameNotification,
    ]
    _ = [
      UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardAnimationDurationUserInfoKey,
      UIResponder.keyboardAnimationCurveUserInfoKey, UIResponder.keyboardIsLocalUserInfoKey,
    ]
    #expect(Set(names).count == 6 && !frameKey.isEmpty)
  }

  @Test("Switches, segments, sliders, steppers, progress, pages and pickers are spelled as apps do")
  func controlSpelling() {
    let toggle = UISwitch()
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    toggle.onTintColor = .systemGreen
    toggle.thumbTintColor = .white
    toggle.preferredStyle = .checkbox
    #expect(toggle.style == .sliding)
    _ = UISwitch(frame: .zero, primaryAction: UIAction { _ in })

    let segments = UISegmentedControl(items: ["A", UIImage(systemName: "b") as Any])
    segments.selectedSegmentIndex = 0
    segments.insertSegment(withTitle: "C", at: 2, animated: true)
    segments.insertSegment(with: UIImage(systemName: "d"), at: 3, animated: false)
    segments.insertSegment(action: UIAction(title: "E") { _ in }, at: 4, animated: false)
    segments.setTitle("A!", forSegmentAt: 0)
    segments.setImage(nil, forSegmentAt: 1)
    _ = segments.imageForSegment(at: 1)
    segments.setEnabled(false, forSegmentAt: 2)
    #expect(!segments.isEnabledForSegment(at: 2))
    segments.setWidth(60, forSegmentAt: 0)
    #expect(segments.widthForSegment(at: 0) == 60)
    segments.setTitleTextAttributes(
      [NSAttributedString.Key("NSColor"): UIColor.white], for: .selected)
    _ = segments.titleTextAttributes(for: .selected)
    segments.selectedSegmentTintColor = .systemBlue
    segments.isMomentary = false
    segments.apportionsSegmentWidthsByContent = true
    segments.removeAllSegments()
    #expect(segments.numberOfSegments == 0)
    _ = UISegmentedControl(frame: .zero, actions: [UIAction(title: "One") { _ in }])

    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 10
    slider.value = 12
    #expect(slider.value == 10)
    slider.setValue(3, animated: true)
    slider.isContinuous = false
    slider.minimumTrackTintColor = .blue
    slider.maximumTrackTintColor = .gray
    slider.setThumbImage(nil, for: .normal)
    _ = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 3)

    let stepper = UIStepper()
    stepper.stepValue = 5
    stepper.wraps = true
    stepper.autorepeat = false

    let progress = UIProgressView(progressViewStyle: .bar)
    progress.setProgress(1.5, animated: true)
    #expect(progress.progress == 1)
    progress.progressTintColor = .systemBlue
    progress.trackTintColor = .systemGray
    progress.observedProgress = Progress(totalUnitCount: 10)

    let pages = UIPageControl()
    pages.numberOfPages = 5
    pages.currentPage = 9
    #expect(pages.currentPage == 4)
    pages.hidesForSinglePage = true
    pages.pageIndicatorTintColor = .gray
    pages.currentPageIndicatorTintColor = .black
    pages.backgroundStyle = .minimal
    _ = pages.size(forNumberOfPages: 5)

    let picker = UIDatePicker()
    picker.datePickerMode = .date
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.datePickerStyle == .wheels)
    picker.minimumDate = Date(timeIntervalSince1970: 0)
    picker.maximumDate = Date(timeIntervalSince1970: 100)
    picker.setDate(Date(timeIntervalSince1970: 500), animated: true)
    #expect(picker.date == Date(timeIntervalSince1970: 100))
    picker.locale = Locale(identifier: "en_US")
    picker.minuteInterval = 15
    _ = [UIDatePicker.Mode.time, .dateAndTime, .countDownTimer, .yearAndMonth]
    _ = [UIDatePickerStyle.automatic, .compact, .inline]

    let refresh = UIRefreshControl()
    refresh.attributedTitle = NSAttributedString(string: "Pull")
    refresh.tintColor = .gray
    let table = UITableView(frame: .zero, style: .plain)
    table.refreshControl = refresh
    refresh.beginRefreshing()
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing)

    let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
    effect.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .label)
    effect.contentView.addSubview(UILabel())
    _ = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))
    _ = [UIBlurEffect.Style.systemUltraThinMaterialDark, .prominent, .extraLight]
  }

  @Test("Text fields, text views, traits and the first responder are spelled as apps spell them")
  func textSpelling() {
    let field = UITextField()
    field.text = nil
    #expect(field.text == "")
    field.placeholder = "Email"
    field.attributedPlaceholder = NSAttributedString(string: "Email")
    field.attributedText = NSAttributedString(string: "a@b.c")
    field.font = .systemFont(ofSize: 15)
    field.textColor = .label
    field.textAlignment = .center
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
    field.leftViewMode = .always
    field.rightViewMode = .unlessEditing
    field.inputView = UIDatePicker()
    field.inputAccessoryView = UIView()
    field.isSecureTextEntry = true
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    field.autocapitalizationType = .none
    field.autocorrectionType = .no
    field.spellCheckingType = .no
    field.keyboardAppearance = .dark
    field.textContentType = .emailAddress
    field.enablesReturnKeyAutomatically = true
    field.adjustsFontSizeToFitWidth = true
    field.clearsOnBeginEditing = false
    #expect(field.hasText && !field.isEditing && field.inputView is UIDatePicker)
    field.insertText("!")
    _ = field.editingRect(forBounds: field.bounds)
    _ = field.placeholderRect(forBounds: field.bounds)
    _ = field.borderRect(forBounds: field.bounds)
    _ = [UIKeyboardType.numberPad, .decimalPad, .phonePad, .URL, .asciiCapable, .webSearch]
    _ = [UIReturnKeyType.done, .go, .search, .send, .continue]
    _ = [UITextContentType.password, .newPassword, .oneTimeCode, .username, .name]
    _ = UITextContentType("custom").rawValue
    _ = [UIKeyboardAppearance.light, .alert]
    _ = [UITextAutocapitalizationType.words, .sentences, .allCharacters]
    _ = UITextField.textDidChangeNotification
    _ = UITextField.textDidBeginEditingNotification
    _ = UITextField.textDidEndEditingNotification
    _ = UITextField.DidEndEditingReason.cancelled

    let view = UITextView(frame: .zero)
    view.text = "Notes"
    view.attributedText = NSAttributedString(string: "Notes")
    view.isEditable = false
    view.isSelectable = true
    view.isScrollEnabled = false
    view.textContainerInset = .zero
    view.textContainer.lineFragmentPadding = 0
    view.dataDetectorTypes = []
    view.inlinePredictionType = .no
    view.font = .preferredFont(forTextStyle: .body)
    view.textColor = .secondaryLabel
    view.textAlignment = .left
    view.returnKeyType = .default
    view.scrollRangeToVisible(NSRange(location: 0, length: 1))
    _ = UITextView.textDidChangeNotification
    #expect(view.hasText)

    let controller = UIViewController()
    #expect(!controller.isFirstResponder && !controller.canBecomeFirstResponder)
    #expect(controller.becomeFirstResponder() == false)
    #expect(controller.resignFirstResponder())
    controller.view.endEditing(true)
    controller.reloadInputViews()
    _ = controller.inputAccessoryView
  }

  @Test(
    "A text view's container, data detectors and predictions keep UIKit's defaults and what apps set"
  )
  func textViewContainerAndDetectors() {
    let view = UITextView(frame: .zero)
    #expect(view.textContainer.lineFragmentPadding == 5)
    #expect(view.dataDetectorTypes.isEmpty)
    #expect(view.inlinePredictionType == .default)
    view.textContainer.lineFragmentPadding = 0
    view.textContainer.maximumNumberOfLines = 3
    view.textContainer.lineBreakMode = .byTruncatingTail
    view.textContainer.widthTracksTextView = true
    view.textContainer.heightTracksTextView = true
    view.dataDetectorTypes = [.link, .phoneNumber, .address, .calendarEvent]
    #expect(view.textContainer.lineFragmentPadding == 0)
    #expect(view.textContainer.maximumNumberOfLines == 3)
    #expect(view.dataDetectorTypes.contains(.link))
    #expect(!view.dataDetectorTypes.contains(.money))
    #expect(UIDataDetectorTypes.all.contains([.shipmentTrackingNumber, .flightNumber]))
    #expect(UIDataDetectorTypes.all.isSuperset(of: [.lookupSuggestion, .physicalValue]))

    let container = NSTextContainer(size: CGSize(width: 200, height: 0))
    #expect(container.size.width == 200)
    #expect(NSTextContainer().size == .zero)

    let field = UITextField(frame: .zero)
    field.inlinePredictionType = .yes
    #expect(field.inlinePredictionType == .yes)
  }

  /// A paste delegate as an editor writes one: images are dropped, other items pasted as is.
  final class EditorPaste: NSObject, UITextPasteDelegate {
    var transformed: [String] = []
    func textPasteConfigurationSupporting(
      _ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
      transform item: any UITextPasteItem
    ) {
      if item.itemProvider.hasItemConformingToTypeIdentifier("public.image") {
        item.setNoResult()
      } else {
        transformed.append(item.localObject as? String ?? "")
        item.setDefaultResult()
      }
    }
  }

  /// A paste item a test hands the delegate, recording the result it is given.
  final class PastedText: UITextPasteItem {
    var result = "unset"
    let itemProvider = NSItemProvider(object: "hello" as NSString)
    var localObject: Any? { "hello" }
    var defaultAttributes: [NSAttributedString.Key: Any] { [:] }
    func setResult(string: String) { result = string }
    func setResult(attributedString string: NSAttributedString) { result = string.string }
    func setResult(attachment textAttachment: NSTextAttachment) { result = "attachment" }
    func setNoResult() { result = "none" }
    func setDefaultResult() { result = "default" }
  }

  @Test("Text views and fields keep a weak paste delegate, which transforms items as apps write")
  func pasteDelegates() {
    let view = UITextView(frame: .zero)
    let field = UITextField(frame: .zero)
    var editor: EditorPaste? = EditorPaste()
    view.pasteDelegate = editor
    field.pasteDelegate = editor
    #expect(view.pasteDelegate === editor)
    let item = PastedText()
    editor?.textPasteConfigurationSupporting(view, transform: item)
    #expect(item.result == "default")
    #expect(editor?.transformed == ["hello"])
    #expect(item.itemProvider.hasItemConformingToTypeIdentifier("public.plain-text"))
    #expect(item.itemProvider.hasItemConformingToTypeIdentifier("public.text"))
    #expect(!item.itemProvider.hasItemConformingToTypeIdentifier("public.image"))
    editor = nil
    #expect(view.pasteDelegate == nil && field.pasteDelegate == nil)
  }

  @Test("Buttons' remaining API is spelled as apps spell it")
  func buttonSpelling() {
    let button = UIButton(type: .custom)
    button.setTitle("Follow", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(.gray, for: [.highlighted, .selected])
    button.setImage(UIImage(systemName: "plus"), for: .normal)
    button.setBackgroundImage(UIImage(named: "bg"), for: .disabled)
    button.setAttributedTitle(NSAttributedString(string: "Follow"), for: .selected)
    button.setTitleShadowColor(nil, for: .normal)
    button.titleLabel?.font = .boldSystemFont(ofSize: 15)
    button.imageView?.contentMode = .scaleAspectFit
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    button.titleEdgeInsets = .zero
    button.imageEdgeInsets = .zero
    button.adjustsImageWhenHighlighted = false
    button.isPointerInteractionEnabled = true
    button.menu = UIMenu(title: "More", children: [])
    button.showsMenuAsPrimaryAction = true
    button.changesSelectionAsPrimaryAction = false
    _ = button.titleColor(for: .normal)
    _ = button.backgroundImage(for: .normal)
    _ = button.attributedTitle(for: .normal)
    _ = button.image(for: .highlighted)
    _ = button.currentImage
    _ = button.currentTitleColor
    _ = button.buttonType
    _ = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in })
    // Apple's type: defaults to .system, so an app may leave it out.
    let actionButton = UIButton(primaryAction: UIAction(title: "Go") { _ in })
    #expect(actionButton.buttonType == .system)
    #expect(actionButton.currentTitle == "Go")
    #expect(button.currentTitle == "Follow")
  }
}
