#if !canImport(ObjectiveC)
public import Foundation
import HeadlessUniformTypeIdentifiers

/// A class whose instances an item provider can create from data, as Foundation's
/// `NSItemProviderReading`, which Linux lacks.
public protocol NSItemProviderReading: NSObjectProtocol {
  /// The type identifiers the class reads, most preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }
  /// Creates an instance from data of one of the readable types.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - typeIdentifier: The data's type identifier.
  /// - Returns: The instance.
  /// - Throws: An error when the data can't make an instance.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// An object an item provider can hand out as data, as Foundation's `NSItemProviderWriting`,
/// which Linux lacks.
public protocol NSItemProviderWriting: NSObjectProtocol {
  /// The type identifiers the class writes, most preferred first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }
  /// Loads the object's data as one of the writable types.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The type wanted.
  ///   - completionHandler: Called with the data or an error.
  /// - Returns: The load's progress, or `nil`.
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress?
}

/// A provider of data for drag and drop, sharing and the pasteboard, as Foundation's
/// `NSItemProvider`, which Linux lacks.
///
/// Modelled as a container: it keeps the representations registered with it (the object it was
/// made with, data and file representations) in order, and loads them when asked, calling the
/// completion handler before the load method returns [INF: Foundation calls it later, on
/// another queue; apps that wait with a continuation see the same result]. Data is read from a
/// registered file; a file is never written from registered data (the model writes no temporary
/// files), so asking a data-only provider for a file fails with an error that says so.
/// Visibility is kept and not enforced: the model runs one process.
open class NSItemProvider: NSObject {
  /// The registered representations, in registration order.
  let representations = ItemProviderRepresentations()

  /// Creates an empty item provider.
  public override init() {
    super.init()
  }

  /// Creates an item provider for an object; the object's class's writable type identifiers
  /// become the provider's registered ones.
  ///
  /// - Parameter object: The object.
  public init(object: any NSItemProviderWriting) {
    super.init()
    for typeIdentifier in type(of: object).writableTypeIdentifiersForItemProvider {
      representations.add(typeIdentifier, visibility: .all, .object(object))
    }
  }

  /// A file name the receiver may use for the data, or `nil`.
  open var suggestedName: String?

  /// The type identifiers the provider has data for, most preferred first (registration order).
  open var registeredTypeIdentifiers: [String] { representations.typeIdentifiers }

  /// Whether the provider has data a class can read: some registered type identifier is one of
  /// the class's readable ones.
  ///
  /// - Parameter aClass: The class.
  /// - Returns: Whether an instance can be loaded.
  open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
    let readable = Set(aClass.readableTypeIdentifiersForItemProvider)
    return registeredTypeIdentifiers.contains { readable.contains($0) }
  }

  /// Whether the provider has data of a type identifier, or of a type that conforms to it
  /// (plain text conforms to `public.text`) [DOC: foundation/nsitemprovider].
  ///
  /// - Parameter typeIdentifier: The uniform type identifier.
  /// - Returns: Whether some registered type is, or conforms to, that type.
  open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    representations.first(conformingTo: typeIdentifier) != nil
  }
}

/// The plain-text type identifiers a string reads and writes.
private let plainTextTypeIdentifiers = ["public.utf8-plain-text", "public.plain-text"]

/// An error reading a string from data that isn't UTF-8.
private struct NotUTF8Text: Error {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {
  /// Plain text, as UTF-8.
  public static var writableTypeIdentifiersForItemProvider: [String] { plainTextTypeIdentifiers }

  /// Plain text, as UTF-8.
  public static var readableTypeIdentifiersForItemProvider: [String] { plainTextTypeIdentifiers }

  /// Hands out the string's UTF-8 bytes at once.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The type wanted.
  ///   - completionHandler: Called with the data.
  /// - Returns: `nil`: the load is immediate.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler:
      @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress? {
    completionHandler(Data((self as String).utf8), nil)
    return nil
  }

  /// Reads a string from UTF-8 data.
  ///
  /// - Parameters:
  ///   - data: The data.
  ///   - typeIdentifier: The data's type identifier.
  /// - Returns: The string.
  /// - Throws: An error when the data isn't UTF-8.
  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
  {
    guard let string = String(data: data, encoding: .utf8) else { throw NotUTF8Text() }
    return Self(string: string)
  }
}
#endif
