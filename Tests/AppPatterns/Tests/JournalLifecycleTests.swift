import Foundation
import HeadlessUIKit
import Testing

@testable import AppPatterns

@MainActor
@Suite struct JournalLifecycleTests {
  private func launch(_ profile: FidelityProfile = .iPhone)
    -> (UIApplication, JournalSceneDelegate)
  {
    let app = UIApplication(profile: profile)
    let delegate = JournalSceneDelegate()
    app.connectScene(delegate: delegate)
    return (app, delegate)
  }

  @Test func launchBuildsTheWindowAndRegistersQuickActions() throws {
    let (app, delegate) = launch()
    let window = try #require(delegate.window)
    #expect(window.isKeyWindow)
    #expect(delegate.becameActiveCount == 1)
    #expect(app.shortcutItems?.map(\.type) == ["new-entry"])
    #expect(app.performShortcut(try #require(app.shortcutItems?.first)))
    #expect(delegate.handledShortcut == "new-entry")
  }

  @Test func goingToTheBackgroundSavesTheDraft() {
    let (app, delegate) = launch()
    app.sendToBackground()
    #expect(app.applicationState == .background)
    #expect(delegate.autosaver.saves >= 1)
    // The autosaver observes every app's notification (`object: nil`, as apps write it), so
    // another test's app going to the background in parallel may add saves: only "at least one".
    app.returnToForeground()
    #expect(delegate.becameActiveCount == 2)
  }

  @Test func copyingALinkAndOpeningSettingsStayInTheApp() throws {
    let (app, delegate) = launch()
    let entries = try #require(delegate.entries)
    app.asShared {
      entries.copyLink(to: 7)
      entries.openNotificationSettings()
    }
    #expect(app.asShared { UIPasteboard.general.url?.lastPathComponent } == "7")
    let opened = app.openedURLs.map(\.absoluteString)
    #expect(opened == [UIApplication.openNotificationSettingsURLString])
  }

  @Test func theShareButtonPresentsTheSheetAsTheIdiomDoes() throws {
    for (profile, style) in [
      (FidelityProfile.iPhone, UIModalPresentationStyle.formSheet), (.iPad, .popover),
    ] {
      let (app, delegate) = launch(profile)
      try app.tap("share")
      let entries = try #require(delegate.entries)
      let sheet = try #require(entries.presentedViewController as? UIActivityViewController)
      #expect(sheet.resolvedPresentationStyle == style)
      #expect(app.exceptions.isEmpty)
      app.completeActivity(.copyToPasteboard)
      #expect(entries.lastShareResult == .copyToPasteboard)
      let orientations = app.asShared { entries.supportedInterfaceOrientations }
      #expect(orientations == (profile == .iPad ? .all : .portrait))
    }
  }
}
