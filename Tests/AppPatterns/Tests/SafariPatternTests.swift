import HeadlessSafariServices
import HeadlessUIKit
import Testing

@testable import AppPatterns

@MainActor
@Suite struct SafariPatternTests {
  @Test("A help screen written with import SafariServices presents Safari's controller full screen")
  func helpOpensSafari() throws {
    let app = UIApplication()
    let window = UIWindow(windowScene: app.connectScene())
    let help = HelpViewController()
    window.rootViewController = help
    window.makeKeyAndVisible()
    help.showHelp()
    let safari = try #require(help.presentedViewController)
    #expect(safari.typeName == "SFSafariViewController")
    #expect(safari.resolvedPresentationStyle == .fullScreen)
    #expect(app.tapSafariDone())
    #expect(help.presentedViewController == nil)
    #expect(help.closedHelp)
  }
}
