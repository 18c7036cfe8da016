public import Foundation
import PresentationHierarchy

/// A pasteboard, as UIKit's `UIPasteboard`: in memory, one general pasteboard per app, so tests
/// running in parallel never see each other's copies.
///
/// ``general`` is the pasteboard of the app whose code is running (`UIApplication.shared`'s);
/// the system's, shared by every app and kept across launches [DOC:
/// `uikit/uipasteboard/general`], is not modelled. Items are kept as given, by type identifier;
/// `string`, `url` and `image` read and write the items' first values of those kinds.
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// The name of a pasteboard, as UIKit's `UIPasteboard.Name`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name's raw value.
    public let rawValue: String
    /// Creates a name from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a name.
    ///
    /// - Parameter rawValue: The raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The general pasteboard.
    public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
  }

  /// Posted when the pasteboard's contents change, with the pasteboard as the object [DOC:
  /// `uikit/uipasteboard/changednotification`].
  public class var changedNotification: NSNotification.Name {
    NSNotification.Name("UIPasteboardChangedNotification")
  }

  private let lock = NSLock()
  private var storedItems: [[String: Any]] = []
  private var count = 0

  /// The pasteboard's name.
  public let name: UIPasteboard.Name

  init(name: UIPasteboard.Name) {
    self.name = name
  }

  /// The general pasteboard of the running app; outside every app's scope, a new empty one, and
  /// an issue naming the fix [INF: per app, see the type's discussion].
  open class var general: UIPasteboard {
    if let application = AppScope.application { return application.generalPasteboard }
    ModelIssues.report(
      "UIPasteboard.general was read outside every headless app's scope, so the model can't tell "
        + "which test's pasteboard is meant; it answered with a new empty pasteboard. Run the "
        + "code inside `app.asShared { … }`.")
    return UIPasteboard(name: .general)
  }

  /// Creates a pasteboard with a unique name, for the app's own use.
  ///
  /// - Returns: The pasteboard.
  open class func withUniqueName() -> UIPasteboard {
    UIPasteboard(name: Name(rawValue: UUID().uuidString))
  }

  /// How many times the contents changed.
  open var changeCount: Int { lock.withLock { count } }

  /// The items, each a dictionary from type identifier to value.
  open var items: [[String: Any]] {
    get { lock.withLock { storedItems } }
    set { replace(newValue) }
  }

  /// The number of items.
  open var numberOfItems: Int { items.count }

  /// Adds items.
  ///
  /// - Parameter items: The items, each a dictionary from type identifier to value.
  open func addItems(_ items: [[String: Any]]) {
    replace(self.items + items)
  }

  /// Replaces the contents with one item of one type.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - pasteboardType: The value's type identifier.
  open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    replace([[pasteboardType: value]])
  }

  /// The first item's value of a type.
  ///
  /// - Parameter pasteboardType: The type identifier.
  /// - Returns: The value, if any.
  open func value(forPasteboardType pasteboardType: String) -> Any? {
    items.first?[pasteboardType]
  }

  /// The first item's data of a type.
  ///
  /// - Parameter pasteboardType: The type identifier.
  /// - Returns: The data, if any.
  open func data(forPasteboardType pasteboardType: String) -> Data? {
    value(forPasteboardType: pasteboardType) as? Data
  }

  /// Replaces the contents with one item of data.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - pasteboardType: The data's type identifier.
  open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
    setValue(data, forPasteboardType: pasteboardType)
  }

  /// The first string, or `nil`; assigning replaces the contents with it (`nil` empties them).
  open var string: String? {
    get { strings?.first }
    set { strings = newValue.map { [$0] } }
  }

  /// Every item's string, or `nil` when none has one.
  open var strings: [String]? {
    get { values(of: String.self) }
    set { replace((newValue ?? []).map { [Self.textType: $0] }) }
  }

  /// The first URL, or `nil`; assigning replaces the contents with it.
  open var url: URL? {
    get { urls?.first }
    set { urls = newValue.map { [$0] } }
  }

  /// Every item's URL, or `nil` when none has one.
  open var urls: [URL]? {
    get { values(of: URL.self) }
    set { replace((newValue ?? []).map { [Self.urlType: $0] }) }
  }

  /// The first image, or `nil`; assigning replaces the contents with it.
  open var image: UIImage? {
    get { images?.first }
    set { images = newValue.map { [$0] } }
  }

  /// Every item's image, or `nil` when none has one.
  open var images: [UIImage]? {
    get { values(of: UIImage.self) }
    set { replace((newValue ?? []).map { [Self.imageType: $0] }) }
  }

  /// The first colour, or `nil`; assigning replaces the contents with it.
  open var color: UIColor? {
    get { colors?.first }
    set { colors = newValue.map { [$0] } }
  }

  /// Every item's colour, or `nil` when none has one.
  open var colors: [UIColor]? {
    get { values(of: UIColor.self) }
    set { replace((newValue ?? []).map { [Self.colorType: $0] }) }
  }

  /// Whether an item holds a string.
  open var hasStrings: Bool { values(of: String.self) != nil }
  /// Whether an item holds a URL.
  open var hasURLs: Bool { values(of: URL.self) != nil }
  /// Whether an item holds an image.
  open var hasImages: Bool { values(of: UIImage.self) != nil }
  /// Whether an item holds a colour.
  open var hasColors: Bool { values(of: UIColor.self) != nil }

  private static let textType = "public.utf8-plain-text"
  private static let urlType = "public.url"
  private static let imageType = "public.png"
  private static let colorType = "com.apple.uikit.color"

  private func values<Value>(of type: Value.Type) -> [Value]? {
    let found = items.compactMap { item in item.values.lazy.compactMap { $0 as? Value }.first }
    return found.isEmpty ? nil : found
  }

  private func replace(_ newItems: [[String: Any]]) {
    lock.withLock {
      storedItems = newItems
      count += 1
    }
    NotificationCenter.default.post(name: Self.changedNotification, object: self)
  }
}
