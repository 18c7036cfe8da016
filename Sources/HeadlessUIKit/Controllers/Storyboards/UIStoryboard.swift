public import Foundation
import PresentationHierarchy

/// A storyboard, as UIKit's `UIStoryboard`: the model loads no storyboards (Interface Builder
/// archives need UIKit's nib loader), so every instantiation reports an issue naming the fix and
/// returns what Apple's signature allows.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's file name.
  let name: String

  /// Creates a storyboard object for a storyboard file; nothing is read.
  ///
  /// - Parameters:
  ///   - name: The file's name, without its extension.
  ///   - storyboardBundleOrNil: The bundle; `nil` for the main bundle.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
  }

  /// The storyboard's initial controller: `nil`, with an issue, as the model loads no
  /// storyboards [DOC: `uikit/uistoryboard/instantiateinitialviewcontroller()`, which returns
  /// `nil` for a storyboard without one].
  ///
  /// - Returns: `nil`.
  open func instantiateInitialViewController() -> UIViewController? {
    Self.reportNoStoryboards("instantiateInitialViewController() of storyboard \"\(name)\"")
    return nil
  }

  /// The storyboard's initial controller, made by a creator: `nil`, with an issue.
  ///
  /// - Parameter block: Makes the controller from its archive; never called.
  /// - Returns: `nil`.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    Self.reportNoStoryboards("instantiateInitialViewController(creator:) of storyboard \"\(name)\"")
    return nil
  }

  /// The controller with a storyboard identifier: a plain `UIViewController`, with an issue, as
  /// the model loads no storyboards and Apple's signature returns a controller [DOC:
  /// `uikit/uistoryboard/instantiateviewcontroller(withidentifier:)`, which raises when the
  /// identifier is unknown].
  ///
  /// - Parameter identifier: The controller's storyboard identifier.
  /// - Returns: A plain controller.
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    Self.reportNoStoryboards(
      "instantiateViewController(withIdentifier: \"\(identifier)\") of storyboard \"\(name)\"")
    return UIViewController()
  }

  /// The controller with a storyboard identifier, made by a creator: the model loads no
  /// storyboards, so it reports an issue and makes the controller as UIKit does, through
  /// `init?(coder:)` — the creator's, else the class's own — from an empty archive: an instance
  /// of the app's class with no outlets set [DOC:
  /// `uikit/uistoryboard/instantiateviewcontroller(identifier:creator:)`].
  ///
  /// - Parameters:
  ///   - identifier: The controller's storyboard identifier.
  ///   - block: Makes the controller from its archive.
  /// - Returns: The controller; it stops the process only if the class's own
  ///   `init?(coder:)` returns `nil` for that archive, as no value of the class exists then.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    Self.reportNoStoryboards(
      "instantiateViewController(identifier: \"\(identifier)\") of storyboard \"\(name)\"")
    let archive = StoryboardArchive()
    if let made = block?(archive) ?? ViewController(coder: archive) { return made }
    // The class's own `init?(coder:)` returned `nil` even for an empty archive: no value of the
    // class exists to return, as UIKit has none for an identifier it can't make.
    preconditionFailure(
      "\(ViewController.self)'s init?(coder:) returned nil for storyboard \"\(name)\"; the "
        + "headless model loads no storyboards: make the controller in code.")
  }

  /// Reports that app code asked for the objects of a nib, which only UIKit's loader makes.
  nonisolated static func reportNoNibs(_ request: String) {
    ModelIssues.report(
      "The app called \(request), but the headless model loads no nibs or storyboards "
        + "(Interface Builder archives need UIKit's loader), so it got no objects. Build the "
        + "view in code — `MyView(frame:)` with its subviews made in `init(frame:)` — or "
        + "register the cell class with `register(_:forCellReuseIdentifier:)` instead of a nib.")
  }

  /// Reports that app code asked for something only a storyboard provides.
  static func reportNoStoryboards(_ request: String) {
    ModelIssues.report(
      "The app called \(request), but the headless model loads no storyboards or nibs (Interface "
        + "Builder archives need UIKit's loader). Make the controller in code — "
        + "`MyViewController()` with its views built in `loadView()` or `viewDidLoad()` — for "
        + "the code under test, or inject it.")
  }
}

/// A storyboard segue, as UIKit's `UIStoryboardSegue`: apps make them in code or receive them
/// in ``UIViewController/prepare(for:sender:)``; the model runs none.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows.
  public let destination: UIViewController

  /// Creates a segue.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - source: The controller it starts from.
  ///   - destination: The controller it shows.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Runs the segue's transition: nothing for a plain segue; subclasses present or push
  /// [DOC: `uikit/uistoryboardsegue/perform()`].
  open func perform() {}
}

/// The empty archive a storyboard hands to `init?(coder:)` in the model: it holds no outlets,
/// but lets the app's controller class be made the way UIKit makes it.
final class StoryboardArchive: NSCoder {}
