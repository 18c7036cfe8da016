import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Loading a controller's view on demand, and the nib loaders: the model loads no nibs, so
/// they report an issue naming the nib and the fix and return what Apple's signatures allow.
@MainActor
struct NibLoadingTests {
  @Test("Nib loading and loadViewIfNeeded are spelled as apps spell them")
  func spelling() {
    let owner = LoggingController()
    let (_, issues) = ModelReports.capture {
      let header = Bundle.main.loadNibNamed("Header", owner: owner, options: nil)?.first as? UIView
      _ = Bundle(for: LoggingController.self).loadNibNamed("Cell", owner: nil)
      _ = UINib(nibName: "Row", bundle: .main).instantiate(withOwner: nil).first as? UIView
      _ = UINib(nibName: "Row", bundle: nil).instantiate(withOwner: owner, options: [:])
      #expect(header == nil)
    }
    #expect(issues.count == 4)
    owner.loadViewIfNeeded()
    #expect(owner.isViewLoaded)
  }

  @Test("loadViewIfNeeded calls loadView, then viewDidLoad, once")
  func loadViewIfNeededOrder() {
    let controller = LoggingController()
    #expect(!controller.isViewLoaded)
    controller.loadViewIfNeeded()
    #expect(controller.events == ["loadView", "viewDidLoad"])
    controller.loadViewIfNeeded()
    _ = controller.view
    #expect(controller.events == ["loadView", "viewDidLoad"])
    #expect(controller.view is LoggedView)
  }

  @Test("loadViewIfNeeded after the view was released loads it again")
  func loadViewIfNeededAfterRelease() {
    let controller = LoggingController()
    controller.loadViewIfNeeded()
    controller.view = nil
    #expect(!controller.isViewLoaded)
    controller.loadViewIfNeeded()
    #expect(controller.events == ["loadView", "viewDidLoad", "loadView", "viewDidLoad"])
  }

  @Test("Bundle.loadNibNamed returns nil and reports an issue naming the nib and the fix")
  func loadNibNamedReports() throws {
    let (objects, issues) = ModelReports.capture {
      Bundle.main.loadNibNamed("ProfileHeaderView", owner: nil, options: nil)
    }
    #expect(objects == nil)
    #expect(issues.count == 1)
    let issue = try #require(issues.first)
    #expect(issue.contains("Bundle.loadNibNamed(\"ProfileHeaderView\""))
    #expect(issue.contains("loads no nibs"))
    #expect(issue.contains("Build the view in code"))
  }

  @Test("UINib.instantiate returns no objects and reports an issue naming the nib")
  func instantiateReports() {
    let nib = UINib(nibName: "ProfileCell", bundle: nil)
    let (objects, issues) = ModelReports.capture { nib.instantiate(withOwner: nil) }
    #expect(objects.isEmpty)
    #expect(issues.count == 1)
    #expect(issues.first?.contains("UINib(nibName: \"ProfileCell\")") == true)
    #expect(issues.first?.contains("register(_:forCellReuseIdentifier:)") == true)
  }

  @Test("Registering a nib for a table's cells reports nothing")
  func registeringANibReportsNothing() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let (_, issues) = ModelReports.capture {
      table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "cell")
    }
    #expect(issues.isEmpty)
  }
}

// MARK: - Fixtures

/// A view made by a controller's `loadView()`.
private final class LoggedView: UIView {}

/// A controller that logs how its view loads.
private final class LoggingController: UIViewController {
  var events: [String] = []

  override func loadView() {
    events.append("loadView")
    view = LoggedView()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
  }
}

/// `UIApplication.shared.delegate?.window` as apps spell it against UIKit, where the window is
/// an optional Objective-C requirement and so doubly optional.
@MainActor
struct DelegateWindowSpellingTests {
  @Test("delegate?.window??, (delegate?.window)!! and ?? compile and read the delegate's window")
  func doublyOptionalWindow() {
    let app = UIApplication()
    let delegate = WindowDelegate()
    delegate.window = UIWindow(windowScene: app.connectScene())
    delegate.window?.rootViewController = UIViewController()
    app.delegate = delegate
    app.asShared {
      // PKHUD's spelling.
      #expect(UIApplication.shared.delegate?.window??.rootViewController != nil)
      #expect((UIApplication.shared.delegate?.window)!! === delegate.window)
      // NotificationBanner's spellings.
      let window = UIApplication.shared.delegate?.window ?? nil
      #expect(window === delegate.window)
      // The model's single optional still reads the requirement.
      #expect(UIApplication.shared.delegate?.window?.isHidden == delegate.window?.isHidden)
    }
  }

  @Test("A delegate without a window reads nil through both spellings")
  func delegateWithoutWindow() {
    let app = UIApplication()
    let delegate = WindowlessDelegate()
    app.delegate = delegate
    #expect(app.delegate?.window??.rootViewController == nil)
    let window: UIWindow? = app.delegate?.window ?? nil
    #expect(window == nil)
  }
}

/// An app delegate that stores its window, as apps without scenes declare it.
private final class WindowDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// An app delegate that declares no window.
private final class WindowlessDelegate: UIResponder, UIApplicationDelegate {}
