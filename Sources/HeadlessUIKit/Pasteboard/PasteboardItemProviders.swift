#if !canImport(ObjectiveC)
import Foundation
import HeadlessUniformTypeIdentifiers
import PresentationHierarchy

/// Turns pasteboard items into item providers and back: the engine behind `UIPasteboard`'s
/// `itemProviders`.
enum PasteboardItemProviders {
  /// A provider whose representations hand out an item's values, in type-identifier order.
  static func provider(for item: [String: Any]) -> NSItemProvider {
    let provider = NSItemProvider()
    for typeIdentifier in item.keys.sorted() {
      let data = self.data(of: item[typeIdentifier] as Any, typeIdentifier: typeIdentifier)
      provider.representations.add(
        typeIdentifier, visibility: .all,
        .data { completion in
          completion(data.value, data.error)
          return nil
        })
    }
    return provider
  }

  /// An item holding, for each registered type, what the provider's load of it hands out.
  static func item(from provider: NSItemProvider) -> [String: Any] {
    var item: [String: Any] = [:]
    for typeIdentifier in provider.registeredTypeIdentifiers {
      let loaded = Locked<Data?>(nil)
      provider.representations.loadData(typeIdentifier) { data, _ in
        loaded.withLock { $0 = data }
      }
      if let data = loaded.withLock({ $0 }) {
        item[typeIdentifier] = value(of: data, typeIdentifier: typeIdentifier)
      }
    }
    return item
  }

  /// What a pasteboard value's data is, or why it has none.
  private struct ItemData: Sendable {
    let value: Data?
    let error: NoItemData?
  }

  /// A pasteboard value the model can't turn into bytes.
  private struct NoItemData: Error, CustomStringConvertible {
    let description: String
  }

  private static func data(of value: Any, typeIdentifier: String) -> ItemData {
    let bytes: Data? =
      switch value {
      case let data as Data: data
      case let string as String: Data(string.utf8)
      case let url as URL: url.dataRepresentation
      case let image as UIImage: image.pngData()
      default: nil
      }
    if let bytes { return ItemData(value: bytes, error: nil) }
    return ItemData(
      value: nil,
      error: NoItemData(
        description:
          "the pasteboard holds a \(type(of: value)) for \(typeIdentifier), which the model "
          + "can't hand out as data; put Data, a String, a URL or an image with pixels there"))
  }

  private static func value(of data: Data, typeIdentifier: String) -> Any {
    let type = UTType(typeIdentifier)
    if type?.conforms(to: .url) ?? false, let url = URL(dataRepresentation: data, relativeTo: nil) {
      return url
    }
    if type?.conforms(to: .plainText) ?? false, let string = String(data: data, encoding: .utf8) {
      return string
    }
    return data
  }
}
#endif
