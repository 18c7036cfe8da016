import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

@MainActor
@Suite struct ProfileFormTests {
  /// Launches the form in a navigation controller in a key window.
  private func launch() -> (app: UIApplication, form: ProfileFormViewController) {
    let app = UIApplication()
    let form = ProfileFormViewController()
    app.asShared {
      let window = UIWindow(windowScene: app.connectScene())
      window.rootViewController = UINavigationController(rootViewController: form)
      window.makeKeyAndVisible()
    }
    return (app, form)
  }

  @Test func typingANameEnablesSaveAndTheDelegateCapsItsLength() throws {
    let (app, form) = launch()
    let save = try #require(form.navigationItem.rightBarButtonItem)
    #expect(!save.isEnabled)
    try app.typeText("Margaret Hamilton", into: "profile.name")
    #expect(form.nameField.text == "Margaret Ham")
    #expect(save.isEnabled)
    try app.tap("profile.save")
    #expect(form.savedProfiles.map(\.name) == ["Margaret Ham"])
    #expect(!save.isEnabled)
  }

  @Test func returnAndBackgroundTapsEndEditing() throws {
    let (app, form) = launch()
    try app.typeText("Ada", into: "profile.name")
    #expect(form.nameField.isFirstResponder)
    try app.typeText("\n", into: "profile.name")
    #expect(!form.nameField.isFirstResponder)
    try app.tap("profile.name")
    #expect(form.nameField.isFirstResponder)
    try app.tap(at: Point(x: 200, y: 800))
    #expect(!form.nameField.isFirstResponder)
  }

  @Test func theSwitchAndThePickerChangeTheProfile() throws {
    let (app, form) = launch()
    try app.typeText("Grace", into: "profile.name")
    try app.tap("profile.notifications")
    try app.tap("Dark")
    try app.tap("profile.save")
    let saved = try #require(form.savedProfiles.last)
    #expect(saved == Profile(name: "Grace", notifications: true, theme: .dark))
    #expect(form.themePicker.subviews.count == 3)
  }

  @Test func theFeedbackViewGrowsWithItsText() throws {
    let (app, form) = launch()
    let before = form.feedbackView.intrinsicContentSize.height
    try app.typeText("Line one\nLine two\nLine three", into: "profile.feedback")
    #expect(form.feedbackView.text.hasSuffix("three"))
    #expect(form.feedbackView.intrinsicContentSize.height > before)
  }
}
