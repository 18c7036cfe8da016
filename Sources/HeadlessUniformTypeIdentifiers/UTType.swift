// Stands in for Apple's UniformTypeIdentifiers, which Linux lacks: app files that write
// `import UniformTypeIdentifiers` compile unchanged when README's setup aliases it here
// (`-module-alias UniformTypeIdentifiers=HeadlessUniformTypeIdentifiers`). HeadlessUIKit
// re-exports it, as UIKit's and SwiftUI's file APIs (`UIDocumentPickerViewController`,
// `fileImporter`) take `UTType`s.

/// A type of data, as UniformTypeIdentifiers' `UTType`: a file format or an abstract kind of
/// content, identified by a reverse-DNS string such as `public.png`.
///
/// Modelled: the system-declared types the model knows (``item``, ``data``, ``png``, …) carry
/// Apple's identifiers, filename extensions, MIME types and conformances, so `conforms(to:)`
/// answers as on a device. Types the model doesn't know are dynamic, as the system makes them;
/// their identifiers are the model's own text after `dyn.` (Apple encodes the tag) [INF].
public struct UTType: Hashable, Sendable {
  /// The string that represents the type, such as `public.jpeg`.
  public let identifier: String
  /// The types it conforms to directly.
  let parents: [String]
  /// The filename extensions, preferred first.
  let filenameExtensions: [String]
  /// The MIME types, preferred first.
  let mimeTypes: [String]
  /// The description the system shows.
  let descriptionText: String?

  /// A type from the model's table or declared by the app.
  init(
    identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
    description: String? = nil
  ) {
    self.identifier = identifier
    self.parents = parents
    self.filenameExtensions = extensions
    self.mimeTypes = mimeTypes
    self.descriptionText = description
  }

  /// Two types are equal when their identifiers are.
  ///
  /// - Parameters:
  ///   - lhs: A type.
  ///   - rhs: Another type.
  /// - Returns: Whether they are the same type.
  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

  /// Hashes the identifier.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// Creates the type with an identifier; `nil` when the system doesn't know it.
  ///
  /// - Parameter identifier: The identifier, such as `public.png`.
  public init?(_ identifier: String) {
    guard let known = UTType.known[identifier.lowercased()] else { return nil }
    self = known
  }

  /// Creates the type for a filename extension that conforms to a supertype; a dynamic type
  /// when no known type fits, `nil` when the extension is empty.
  ///
  /// - Parameters:
  ///   - filenameExtension: The extension, without the dot.
  ///   - supertype: The type the result must conform to.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let tag = filenameExtension.lowercased()
    guard !tag.isEmpty, !tag.contains("/") else { return nil }
    self =
      UTType.lookUp(supertype) { $0.filenameExtensions.contains(tag) }
      ?? UTType(identifier: "dyn.\(tag)", parents: [supertype.identifier], extensions: [tag])
  }

  /// Creates the type for a MIME type that conforms to a supertype; a dynamic type when no
  /// known type fits, `nil` when the MIME type is empty.
  ///
  /// - Parameters:
  ///   - mimeType: The MIME type, such as `image/png`.
  ///   - supertype: The type the result must conform to.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let tag = mimeType.lowercased()
    guard !tag.isEmpty else { return nil }
    self =
      UTType.lookUp(supertype) { $0.mimeTypes.contains(tag) }
      ?? UTType(identifier: "dyn.\(tag)", parents: [supertype.identifier], mimeTypes: [tag])
  }

  /// Creates a type the app owns and declares in its Info.plist.
  ///
  /// The model reads no Info.plist: the type has the identifier and the supertype given, no
  /// tags and no description.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the app's type.
  ///   - parentType: The type it extends.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self =
      UTType.known[identifier.lowercased()]
      ?? UTType(identifier: identifier, parents: [(parentType ?? .data).identifier])
  }

  /// Creates a type another app owns that this app imports in its Info.plist.
  ///
  /// The model reads no Info.plist: the type has the identifier and the supertype given, no
  /// tags and no description.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the type.
  ///   - parentType: The type it extends.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The preferred filename extension, such as `png`; `nil` for a type without one.
  public var preferredFilenameExtension: String? { filenameExtensions.first }

  /// The preferred MIME type, such as `image/png`; `nil` for a type without one.
  public var preferredMIMEType: String? { mimeTypes.first }

  /// The type's description, such as "PNG image"; `nil` for a dynamic type.
  public var localizedDescription: String? { descriptionText }

  /// Whether the type is the given type or conforms to it, directly or through its supertypes.
  ///
  /// - Parameter type: The type to test against.
  /// - Returns: Whether this type conforms to it.
  public func conforms(to type: UTType) -> Bool {
    if self == type { return true }
    return parents.contains { parent in
      (UTType.known[parent] ?? UTType(identifier: parent, parents: [])).conforms(to: type)
    }
  }

  /// Whether the type conforms to another type and is not that type.
  ///
  /// - Parameter type: The candidate supertype.
  /// - Returns: Whether this type is a strict subtype of it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// Whether another type conforms to this type and is not this type.
  ///
  /// - Parameter type: The candidate subtype.
  /// - Returns: Whether this type is a strict supertype of it.
  public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

  /// The first known type, in the table's order, that matches and conforms to a supertype.
  private static func lookUp(_ supertype: UTType, where matches: (UTType) -> Bool) -> UTType? {
    declared.first { matches($0) && $0.conforms(to: supertype) }
  }
}
