#if !canImport(ObjectiveC)
import Foundation
import HeadlessUniformTypeIdentifiers
import PresentationHierarchy

/// What an item provider holds for one type identifier: how it hands the data out.
///
/// `@unchecked`: an object registered with `init(object:)` isn't `Sendable`, and Foundation's
/// item provider hands it to loads on any thread all the same; the model only reads it (its
/// class's identifiers, its `loadData`), as Foundation's `NSItemProviderWriting` contract has
/// receivers do.
enum ItemProviderRepresentation: @unchecked Sendable {
  /// Data an app's load handler hands out.
  case data(@Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?)
  /// A file an app's load handler hands out, opened in place when the flag says so.
  case file(
    openInPlace: Bool,
    @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?)
  /// An object that writes its own data (`NSItemProviderWriting`).
  case object(any NSItemProviderWriting)
}

/// An item provider's registered representations, in order, and the loads that read them: the
/// engine behind `NSItemProvider`'s register and load methods.
final class ItemProviderRepresentations: Sendable {
  /// One registration.
  struct Entry: Sendable {
    /// The uniform type identifier it was registered for.
    let typeIdentifier: String
    /// Who may see it (kept; the model runs one process).
    let visibility: NSItemProviderRepresentationVisibility
    /// How it hands out its data.
    let representation: ItemProviderRepresentation
  }

  private let entries = Locked<[Entry]>([])

  /// Adds a representation after the others (the earlier ones are preferred).
  func add(
    _ typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
    _ representation: ItemProviderRepresentation
  ) {
    let entry = Entry(
      typeIdentifier: typeIdentifier, visibility: visibility, representation: representation)
    entries.withLock { $0.append(entry) }
  }

  /// The registered type identifiers, in registration order, each once.
  var typeIdentifiers: [String] {
    var seen = Set<String>()
    return entries.withLock { $0 }.map(\.typeIdentifier).filter { seen.insert($0).inserted }
  }

  /// The first registration of a type identifier, or of a type that conforms to it.
  func first(conformingTo typeIdentifier: String) -> Entry? {
    let all = entries.withLock { $0 }
    if let exact = all.first(where: { $0.typeIdentifier == typeIdentifier }) { return exact }
    guard let wanted = UTType(typeIdentifier) else { return nil }
    return all.first { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
  }

  /// Loads the data of a type identifier: from the handler or object that holds it, or read
  /// from the file that does.
  func loadData(
    _ typeIdentifier: String, completion: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) {
    guard let entry = first(conformingTo: typeIdentifier) else {
      return completion(nil, ItemProviderLoadError.missing(typeIdentifier, has: typeIdentifiers))
    }
    switch entry.representation {
    case .data(let load):
      _ = load(completion)
    case .object(let object):
      _ = object.loadData(
        withTypeIdentifier: entry.typeIdentifier, forItemProviderCompletionHandler: completion)
    case .file(_, let load):
      _ = load { url, _, error in
        guard let url else { return completion(nil, error) }
        do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
      }
    }
  }

  /// Loads the file of a type identifier, with whether it was opened in place; data-only
  /// representations fail, as the model writes no temporary files.
  func loadFile(
    _ typeIdentifier: String, completion: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
  ) {
    guard let entry = first(conformingTo: typeIdentifier) else {
      return completion(
        nil, false, ItemProviderLoadError.missing(typeIdentifier, has: typeIdentifiers))
    }
    guard case .file(let openInPlace, let load) = entry.representation else {
      return completion(nil, false, ItemProviderLoadError.noFile(entry.typeIdentifier))
    }
    _ = load { url, _, error in completion(url, openInPlace && url != nil, error) }
  }

  /// Loads the item of a type identifier as the object Foundation's `loadItem` hands out: the
  /// object the provider was made with, the data as `NSData`, or the file's URL as `NSURL`.
  func loadItem(
    _ typeIdentifier: String,
    completion: @escaping @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void
  ) {
    guard let entry = first(conformingTo: typeIdentifier) else {
      return completion(nil, ItemProviderLoadError.missing(typeIdentifier, has: typeIdentifiers))
    }
    switch entry.representation {
    case .object(let object as any NSSecureCoding):
      completion(object, nil)
    case .file(_, let load):
      _ = load { url, _, error in completion(url.map { NSURL(fileURLWithPath: $0.path) }, error) }
    case .data, .object:
      loadData(entry.typeIdentifier) { data, error in
        completion(data.map { NSData(data: $0) }, error)
      }
    }
  }
}

/// Why an item provider's load failed, in words that say what to register.
struct ItemProviderLoadError: Error, CustomStringConvertible {
  /// What went wrong and what to do.
  let description: String

  /// The provider holds nothing of, or conforming to, a type.
  static func missing(_ typeIdentifier: String, has registered: [String]) -> Self {
    let holds = registered.isEmpty ? "nothing" : registered.joined(separator: ", ")
    return Self(
      description:
        "NSItemProvider holds no representation of \(typeIdentifier) (it holds \(holds)); "
        + "register one with registerDataRepresentation or registerFileRepresentation")
  }

  /// A file was asked of a representation that holds data.
  static func noFile(_ typeIdentifier: String) -> Self {
    Self(
      description:
        "NSItemProvider holds \(typeIdentifier) as data, and the model writes no temporary "
        + "files to hand it out as a file; register a file representation "
        + "(registerFileRepresentation) where a test loads a file")
  }
}
#endif
