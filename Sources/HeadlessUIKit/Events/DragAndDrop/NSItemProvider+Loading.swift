#if !canImport(ObjectiveC)
public import Foundation
public import HeadlessUniformTypeIdentifiers

extension NSItemProvider {
  /// A handler that receives a loaded item, as Foundation's `NSItemProvider.CompletionHandler`:
  /// the item, or an error.
  public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

  /// Loads the data of a type identifier, or of a type that conforms to it: the data a
  /// registered load handler or object hands out, or the contents of a registered file.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier wanted.
  ///   - completionHandler: Called with the data, or an error naming what the provider holds.
  /// - Returns: The load's progress.
  @discardableResult
  public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) -> Progress {
    representations.loadData(typeIdentifier, completion: completionHandler)
    return Progress(totalUnitCount: 1)
  }

  /// Loads the file of a type identifier, or of a type that conforms to it, from a registered
  /// file representation; data-only representations fail (the model writes no temporary files).
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier wanted.
  ///   - completionHandler: Called with the file's URL, or an error that says what to register.
  /// - Returns: The load's progress.
  @discardableResult
  public func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
  ) -> Progress {
    representations.loadFile(typeIdentifier) { url, _, error in completionHandler(url, error) }
    return Progress(totalUnitCount: 1)
  }

  /// Loads the file of a content type from a registered file representation, with whether it
  /// was opened in place.
  ///
  /// - Parameters:
  ///   - contentType: The type wanted.
  ///   - openInPlace: Whether to open the file itself where it was registered so.
  ///   - completionHandler: Called with the file's URL and whether it was opened in place, or an
  ///     error that says what to register.
  /// - Returns: The load's progress.
  @discardableResult
  public func loadFileRepresentation(
    for contentType: UTType, openInPlace: Bool = false,
    completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) -> Progress {
    representations.loadFile(contentType.identifier) { url, inPlace, error in
      completionHandler(url, openInPlace && inPlace, error)
    }
    return Progress(totalUnitCount: 1)
  }

  /// Opens the file of a type identifier in place where it was registered so, or hands out the
  /// registered file as a copy would be.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier wanted.
  ///   - completionHandler: Called with the file's URL and whether it was opened in place, or an
  ///     error that says what to register.
  /// - Returns: The load's progress.
  @discardableResult
  public func loadInPlaceFileRepresentation(
    forTypeIdentifier typeIdentifier: String,
    completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) -> Progress {
    representations.loadFile(typeIdentifier, completion: completionHandler)
    return Progress(totalUnitCount: 1)
  }

  /// Loads the item of a type identifier: the object the provider was made with, registered
  /// data as `NSData` or a registered file's URL as `NSURL` (cast it with `as? String`,
  /// `as? Data` or `as? URL`, as apps do).
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier wanted.
  ///   - options: Options such as a preferred image size (inert).
  ///   - completionHandler: Called with the item, or an error naming what the provider holds.
  public func loadItem(
    forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
    completionHandler: NSItemProvider.CompletionHandler? = nil
  ) {
    representations.loadItem(typeIdentifier) { item, error in completionHandler?(item, error) }
  }
}
#endif
