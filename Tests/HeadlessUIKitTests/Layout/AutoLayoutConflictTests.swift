import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Required constraints that can't all hold: UIKit prints the conflicting set, breaks one and
/// lays out without it (engine reference §5, trap 10).
@MainActor
struct AutoLayoutConflictTests {
  private func window() -> (UIApplication, UIWindow) {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    window.makeKeyAndVisible()
    return (app, window)
  }

  private static let advice = [
    "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
    "\tProbably at least one of the constraints in the following list is one you don't want. ",
    "\tTry this: ",
    "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
    "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
  ]

  private static let footer = [
    "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the "
      + "debugger.",
    "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in "
      + "<UIKitCore/UIView.h> may also be helpful.",
  ]

  @Test("Two required widths: UIKit's text, and the first is broken [OBS: firefox-ios#27523]")
  func twoRequiredWidths() {
    let (app, window) = window()
    let icon = UIView()
    icon.accessibilityIdentifier = "lockIcon"
    icon.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(icon)
    NSLayoutConstraint.activate([
      icon.topAnchor.constraint(equalTo: window.topAnchor),
      icon.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      icon.heightAnchor.constraint(equalToConstant: 10),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.widthAnchor.constraint(equalToConstant: 24),
    ])
    window.layoutIfNeeded()
    #expect(icon.frame.width == 24)
    let forty = "<NSLayoutConstraint:0x1 lockIcon.width == 40   (active, names: lockIcon:0x2 )>"
    let expected =
      Self.advice + [
        "(",
        "    \"\(forty)\",\n"
          + "    \"<NSLayoutConstraint:0x3 lockIcon.width == 24   (active, names: lockIcon:0x2 )>\"",
        ")", "", "Will attempt to recover by breaking constraint ", forty, "",
      ] + Self.footer
    #expect(app.console.messages == [expected.joined(separator: "\n")])
    // Later passes keep the constraint broken without printing again.
    window.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(app.console.messages.count == 1)
  }

  @Test("A frame's constraints conflict with an app's: the note, and the app's one is broken")
  func autoresizingConflict() {
    let (app, window) = window()
    let box = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    window.addSubview(box)
    let wider = box.widthAnchor.constraint(equalToConstant: 100)
    wider.identifier = "wider"
    wider.isActive = true
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 50))
    let message = app.console.messages.first ?? ""
    #expect(message.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    #expect(
      message.contains(
        "\"<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 50   (active, "
          + "names: '|':UIWindow:0x3 )>\""))
    #expect(
      message.contains(
        "Will attempt to recover by breaking constraint \n"
          + "<NSLayoutConstraint:0x4 'wider' UIView:0x2.width == 100   (active)>"))
  }

  @Test("Activating across view trees raises UIKit's exception; the constraint stays inactive")
  func noCommonAncestor() {
    let (app, window) = window()
    let inWindow = UIView()
    window.addSubview(inWindow)
    let detached = UIView()
    let constraint = inWindow.topAnchor.constraint(equalTo: detached.bottomAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(
      app.exceptions.map(\.reason) == [
        "Unable to activate constraint with anchors <NSLayoutYAxisAnchor:0x1 \"UIView:0x2.top\"> "
          + "and <NSLayoutYAxisAnchor:0x3 \"UIView:0x4.bottom\"> because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal."
      ])
    // Without a window there is no app to record it in: the model reports it instead.
    let lhs = UIView()
    let rhs = UIView()
    let (_, reports) = ModelReports.capture {
      lhs.widthAnchor.constraint(equalTo: rhs.widthAnchor).isActive = true
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("Add both items to one view hierarchy") == true)
  }
}
