public import Foundation
import PresentationHierarchy

/// The share sheet, as UIKit's `UIActivityViewController`.
///
/// It is presented as UIKit presents it — a sheet on iPhone (compact width), a popover on iPad (regular width), which needs a source view
/// or bar button item as any popover does [DOC: `uikit/uiactivityviewcontroller`: "On iPad, you
/// must present the view controller in a popover. On iPhone and iPod touch, you must present it
/// modally"].
///
/// The activities it offers aren't modelled; tests choose one with
/// ``UIApplication/completeActivity(_:completed:)``, which dismisses the sheet and calls
/// ``completionWithItemsHandler``.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
  /// The handler called when the sheet closes, as UIKit's
  /// `UIActivityViewController.CompletionWithItemsHandler`.
  public typealias CompletionWithItemsHandler = (
    UIActivity.ActivityType?, Bool, [Any]?, (any Error)?
  ) -> Void

  /// The items to share.
  let activityItems: [Any]
  /// The app's own activities.
  let applicationActivities: [UIActivity]?
  /// Called when the sheet closes, with the chosen activity, whether it completed, the items it
  /// returned and any error.
  open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?
  /// The system activities not to offer; kept, as the model shows no activities.
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  /// Whether the sheet shows collaboration options; inert.
  open var allowsProminentActivity = true

  /// Creates a share sheet.
  ///
  /// - Parameters:
  ///   - activityItems: The items to share.
  ///   - applicationActivities: The app's own activities.
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the sheet's opaque view.
  open override func loadView() {
    let sheet = UIView("UIActivityContentView")
    sheet.hasOpaqueBackground = true
    view = sheet
  }

  /// A popover on regular width, as UIKit presents it whatever the style says.
  override func prefersPopover(in profile: FidelityProfile) -> Bool {
    profile.device.horizontalSizeClass == .regular
  }

  override var offersPopoverPresentationController: Bool { true }
}

extension UIApplication {
  /// Chooses an activity in the share sheet on screen, as a user does, or cancels it
  /// (`activity` `nil`): the sheet is dismissed and its
  /// ``UIActivityViewController/completionWithItemsHandler`` is called.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameters:
  ///   - activity: The chosen activity; `nil` to cancel.
  ///   - completed: Whether the activity completed.
  /// - Returns: Whether a share sheet was on screen.
  @discardableResult
  public func completeActivity(_ activity: UIActivity.ActivityType?, completed: Bool = true)
    -> Bool
  {
    let sheets = AppearanceTracker.onScreenControllers(of: self)
      .compactMap { $0 as? UIActivityViewController }
    guard let sheet = sheets.last else { return false }
    asShared {
      sheet.dismiss(animated: false) {
        sheet.completionWithItemsHandler?(activity, activity != nil && completed, nil, nil)
      }
    }
    return true
  }
}

/// An activity the share sheet offers, as UIKit's `UIActivity`: subclass it for the app's own.
@preconcurrency @MainActor
open class UIActivity: NSObject {
  /// The type of an activity, as UIKit's `UIActivity.ActivityType`.
  public struct ActivityType: RawRepresentable, Hashable, Sendable {
    /// The type's raw value.
    public let rawValue: String
    /// Creates a type from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a type.
    ///
    /// - Parameter rawValue: The raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Post to Facebook.
    public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
    /// Post to Twitter.
    public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
    /// Post to Weibo.
    public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
    /// Messages.
    public static let message = Self("com.apple.UIKit.activity.Message")
    /// Mail.
    public static let mail = Self("com.apple.UIKit.activity.Mail")
    /// Print.
    public static let print = Self("com.apple.UIKit.activity.Print")
    /// Copy.
    public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
    /// Assign to a contact.
    public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
    /// Save to the photo library.
    public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Add to Reading List.
    public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
    /// Post to Flickr.
    public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
    /// Post to Vimeo.
    public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
    /// Post to Tencent Weibo.
    public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
    /// AirDrop.
    public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
    /// Open in Books.
    public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    /// Markup as PDF.
    public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
    /// SharePlay.
    public static let sharePlay = Self("com.apple.UIKit.activity.SharePlay")
    /// Collaborate with a link.
    public static let collaborationInviteWithLink = Self(
      "com.apple.UIKit.activity.CollaborationInviteWithLink")
    /// Collaborate by copying a link.
    public static let collaborationCopyLink = Self("com.apple.UIKit.activity.CollaborationCopyLink")
    /// Add to Home Screen.
    public static let addToHomeScreen = Self("com.apple.UIKit.activity.AddToHomeScreen")
  }

  /// Where an activity appears, as UIKit's `UIActivity.Category`.
  public enum Category: Int, Hashable, Sendable {
    /// The row of actions.
    case action = 0
    /// The row of apps to share to.
    case share = 1
  }

  /// The activity's category, `.action` unless overridden.
  open class var activityCategory: UIActivity.Category { .action }

  /// Creates an activity.
  public override init() {}

  /// The activity's type, `nil` unless overridden.
  open var activityType: UIActivity.ActivityType? { nil }
  /// The activity's title, `nil` unless overridden.
  open var activityTitle: String? { nil }
  /// The activity's image, `nil` unless overridden.
  open var activityImage: UIImage? { nil }
  /// Whether the activity can act on the items, `false` unless overridden.
  ///
  /// - Parameter activityItems: The items.
  /// - Returns: Whether it can.
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
  /// Receives the items before the activity runs.
  ///
  /// - Parameter activityItems: The items.
  open func prepare(withActivityItems activityItems: [Any]) {}
  /// The activity's own controller, `nil` unless overridden.
  open var activityViewController: UIViewController? { nil }
  /// Runs the activity, unless it has its own controller.
  open func perform() {}
  /// Tells the system the activity finished.
  ///
  /// - Parameter completed: Whether it completed.
  open func activityDidFinish(_ completed: Bool) {}
}

/// An object that supplies share sheet items when needed, as UIKit's `UIActivityItemSource`.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
  /// A stand-in item whose type tells the sheet what will be shared.
  ///
  /// - Parameter activityViewController: The sheet.
  /// - Returns: The placeholder.
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController)
    -> Any
  /// The item for an activity.
  ///
  /// - Parameters:
  ///   - activityViewController: The sheet.
  ///   - activityType: The chosen activity.
  /// - Returns: The item, or `nil` to share nothing.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
  /// The subject, for activities that have one (Mail).
  ///
  /// - Parameters:
  ///   - activityViewController: The sheet.
  ///   - activityType: The chosen activity.
  /// - Returns: The subject.
  func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String
}

extension UIActivityItemSource {
  /// An empty subject.
  ///
  /// - Parameters:
  ///   - activityViewController: The sheet.
  ///   - activityType: The chosen activity.
  /// - Returns: `""`.
  public func activityViewController(
    _ activityViewController: UIActivityViewController,
    subjectForActivityType activityType: UIActivity.ActivityType?
  ) -> String { "" }
}
