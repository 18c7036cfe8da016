#if !canImport(ObjectiveC)
public import Foundation
public import HeadlessUniformTypeIdentifiers

/// Who may see a representation an item provider holds, as Foundation's
/// `NSItemProviderRepresentationVisibility`.
///
/// Inert: the model keeps it and shows every representation, as it runs one process. The raw
/// values are Foundation's order of the cases [INF].
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  /// Every process.
  case all = 0
  /// Only the app that provides the item.
  case ownProcess = 3
}

/// How a file representation is handed out, as Foundation's `NSItemProviderFileOptions`.
public struct NSItemProviderFileOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The receiver may open the file in place rather than a copy.
  public static let openInPlace = NSItemProviderFileOptions(rawValue: 1)
}

extension NSItemProvider {
  /// Registers data for a type identifier, which the load handler hands out when a receiver
  /// asks for it.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier of the data.
  ///   - visibility: Who may see it (kept; the model runs one process).
  ///   - loadHandler: Called with a completion handler when the data is loaded; it calls that
  ///     handler with the data or an error.
  public func registerDataRepresentation(
    forTypeIdentifier typeIdentifier: String,
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    representations.add(typeIdentifier, visibility: visibility, .data(loadHandler))
  }

  /// Registers data for a content type, which the load handler hands out when a receiver asks
  /// for it.
  ///
  /// - Parameters:
  ///   - contentType: The type of the data.
  ///   - visibility: Who may see it (kept; the model runs one process).
  ///   - loadHandler: Called with a completion handler when the data is loaded; it calls that
  ///     handler with the data or an error.
  public func registerDataRepresentation(
    for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
    loadHandler: @escaping @Sendable (@escaping (Data?, (any Error)?) -> Void) -> Progress?
  ) {
    representations.add(contentType.identifier, visibility: visibility, .data(loadHandler))
  }

  /// Registers a file for a type identifier, which the load handler hands out when a receiver
  /// asks for it; data asked of it is read from the file.
  ///
  /// - Parameters:
  ///   - typeIdentifier: The uniform type identifier of the file.
  ///   - fileOptions: `.openInPlace` when receivers may open the file itself.
  ///   - visibility: Who may see it (kept; the model runs one process).
  ///   - loadHandler: Called with a completion handler when the file is loaded; it calls that
  ///     handler with the file's URL (and whether it must be coordinated) or an error.
  public func registerFileRepresentation(
    forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
    visibility: NSItemProviderRepresentationVisibility,
    loadHandler:
      @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
  ) {
    representations.add(
      typeIdentifier, visibility: visibility,
      .file(openInPlace: fileOptions.contains(.openInPlace), loadHandler))
  }

  /// Registers a file for a content type, which the load handler hands out when a receiver asks
  /// for it; data asked of it is read from the file.
  ///
  /// - Parameters:
  ///   - contentType: The type of the file.
  ///   - visibility: Who may see it (kept; the model runs one process).
  ///   - openInPlace: Whether receivers may open the file itself.
  ///   - loadHandler: Called with a completion handler when the file is loaded; it calls that
  ///     handler with the file's URL (and whether it must be coordinated) or an error.
  public func registerFileRepresentation(
    for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
    openInPlace: Bool = false,
    loadHandler: @escaping @Sendable (@escaping (URL?, Bool, (any Error)?) -> Void) -> Progress?
  ) {
    representations.add(
      contentType.identifier, visibility: visibility, .file(openInPlace: openInPlace, loadHandler))
  }
}
#endif
