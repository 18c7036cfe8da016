import HeadlessSafariServices
import HeadlessUIKit
import HierarchyTestSupport
import Testing

@testable import AppPatterns

@MainActor
@Suite struct SafariPatternTests {
  @Test("A help screen written with import SafariServices presents Safari's controller full screen")
  func helpOpensSafari() throws {
    let help = HelpViewController()
    let (app, _) = launchKeyWindow(root: help)
    help.showHelp()
    let safari = try #require(help.presentedViewController)
    #expect(safari.typeName == "SFSafariViewController")
    #expect(safari.resolvedPresentationStyle == .fullScreen)
    #expect(app.tapSafariDone())
    #expect(help.presentedViewController == nil)
    #expect(help.closedHelp)
  }
}
