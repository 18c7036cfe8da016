import UIKit

/// A profile form as apps write one in code: a name field capped at a length, a switch for
/// notifications, a segmented picker for the theme and a Save item that is enabled once the form
/// changed.
///
/// A tap on the background dismisses the keyboard.
final class ProfileFormViewController: UIViewController, UITextFieldDelegate {
  static let maximumNameLength = 12

  private(set) var savedProfiles: [Profile] = []
  private var profile = Profile()

  let nameField = UITextField()
  let notificationsSwitch = UISwitch()
  let themePicker = UISegmentedControl(items: Profile.Theme.allCases.map(\.title))
  let feedbackView = UITextView()

  private lazy var saveItem = UIBarButtonItem(
    systemItem: .save,
    primaryAction: UIAction { [weak self] _ in self?.save() })

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = saveItem
    saveItem.isEnabled = false
    saveItem.accessibilityIdentifier = "profile.save"

    nameField.placeholder = "Your name"
    nameField.borderStyle = .roundedRect
    nameField.autocapitalizationType = .words
    nameField.returnKeyType = .done
    nameField.clearButtonMode = .whileEditing
    nameField.accessibilityIdentifier = "profile.name"
    nameField.delegate = self
    nameField.addAction(
      UIAction { [weak self] _ in self?.nameChanged() }, for: .editingChanged)

    notificationsSwitch.accessibilityIdentifier = "profile.notifications"
    notificationsSwitch.addAction(
      UIAction { [weak self] action in
        guard let toggle = action.sender as? UISwitch ?? self?.notificationsSwitch else { return }
        self?.profile.notifications = toggle.isOn
        self?.formChanged()
      }, for: .valueChanged)

    themePicker.selectedSegmentIndex = profile.theme.rawValue
    themePicker.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        self.profile.theme =
          Profile.Theme(rawValue: self.themePicker.selectedSegmentIndex) ?? .system
        self.formChanged()
      }, for: .valueChanged)

    feedbackView.accessibilityIdentifier = "profile.feedback"
    feedbackView.isScrollEnabled = false
    feedbackView.font = .preferredFont(forTextStyle: .body)

    let stack = UIStackView(arrangedSubviews: [
      nameField, notificationsSwitch, themePicker, feedbackView,
    ])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
      nameField.widthAnchor.constraint(equalTo: stack.widthAnchor),
      themePicker.widthAnchor.constraint(equalTo: stack.widthAnchor),
      feedbackView.widthAnchor.constraint(equalTo: stack.widthAnchor),
    ])
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    super.touchesBegan(touches, with: event)
    view.endEditing(true)
  }

  // MARK: UITextFieldDelegate

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let current = (textField.text ?? "") as NSString
    let updated = current.replacingCharacters(in: range, with: string)
    return updated.count <= Self.maximumNameLength
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    return true
  }

  // MARK: Private

  private func nameChanged() {
    profile.name = nameField.text ?? ""
    formChanged()
  }

  private func formChanged() {
    saveItem.isEnabled = !profile.name.trimmingCharacters(in: .whitespaces).isEmpty
  }

  private func save() {
    savedProfiles.append(profile)
    saveItem.isEnabled = false
    saveItem.accessibilityIdentifier = "profile.save"
  }
}

/// What the form edits.
struct Profile: Equatable {
  enum Theme: Int, CaseIterable {
    case system, light, dark

    var title: String {
      switch self {
      case .system: return "System"
      case .light: return "Light"
      case .dark: return "Dark"
      }
    }
  }

  var name = ""
  var notifications = false
  var theme = Theme.system
}
