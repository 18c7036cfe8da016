#if !canImport(ObjectiveC)
public import Foundation

/// The pasteboard's contents as item providers, as UIKit's `itemProviders` and `setObjects`:
/// one provider per item, each holding the item's values by type identifier.
///
/// Setting providers replaces the contents with one item per provider, holding the data each
/// registered type loads to: plain text as a `String` and URL types as a `URL` (so `string` and
/// `url` read them back), anything else as `Data`. A load that hasn't completed when it returns
/// leaves its type out [INF: UIKit asks for the data lazily, when a receiver pastes; the model
/// asks at once, so an app's handler that answers later is missed]. Reading gives a new provider
/// per item whose representations hand out each value's data (`String` as UTF-8, `URL` as its
/// bytes, `UIImage` as `pngData()`, `Data` as itself) in type-identifier order [INF: the model
/// keeps an item as a dictionary, without UIKit's order of its types].
extension UIPasteboard {
  /// The pasteboard's items as item providers; assigning replaces the contents with one item per
  /// provider.
  public var itemProviders: [NSItemProvider] {
    get { items.map(PasteboardItemProviders.provider(for:)) }
    set { items = newValue.map(PasteboardItemProviders.item(from:)) }
  }

  /// Replaces the contents with one item per object, as its class writes it.
  ///
  /// - Parameter objects: The objects.
  public func setObjects(_ objects: [any NSItemProviderWriting]) {
    itemProviders = objects.map(NSItemProvider.init(object:))
  }

  /// Replaces the contents with one item per object; the options are inert (the model's
  /// pasteboard is per app and in memory: nothing reaches other devices, and nothing expires).
  ///
  /// - Parameters:
  ///   - objects: The objects.
  ///   - localOnly: Whether the items stay on this device (inert).
  ///   - expirationDate: When the items are removed (inert).
  public func setObjects(
    _ objects: [any NSItemProviderWriting], localOnly: Bool, expirationDate: Date?
  ) {
    setObjects(objects)
  }

  /// Replaces the contents with one item per value, as the class it bridges to writes it
  /// (`["text"]` writes plain text).
  ///
  /// - Parameter objects: The values.
  public func setObjects<T>(_ objects: [T])
  where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderWriting {
    setObjects(objects.map { $0._bridgeToObjectiveC() })
  }

  /// Replaces the contents with one item per value; the options are inert, as
  /// ``setObjects(_:localOnly:expirationDate:)-(_,_,_)``'s.
  ///
  /// - Parameters:
  ///   - objects: The values.
  ///   - localOnly: Whether the items stay on this device (inert).
  ///   - expirationDate: When the items are removed (inert).
  public func setObjects<T>(_ objects: [T], localOnly: Bool, expirationDate: Date?)
  where T: _ObjectiveCBridgeable, T._ObjectiveCType: NSItemProviderWriting {
    setObjects(objects)
  }
}
#endif
