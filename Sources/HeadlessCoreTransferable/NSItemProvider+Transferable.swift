public import Foundation
public import HeadlessUIKit

extension NSItemProvider {
  /// Loads a transferable value from the provider: through the first representation of the type
  /// (in the order its `transferRepresentation` lists them) that imports a content type the
  /// provider holds, from the provider's data or file of that type.
  ///
  /// The completion handler runs once the representation's import finishes, on a task of its
  /// own; a provider with nothing the type imports fails with an error naming both.
  ///
  /// - Parameters:
  ///   - transferableType: The type to load.
  ///   - completionHandler: Called with the value, or the error.
  /// - Returns: The load's progress.
  public func loadTransferable<T>(
    type transferableType: T.Type,
    completionHandler: @escaping @Sendable (Result<T, any Error>) -> Void
  ) -> Progress where T: Transferable {
    let progress = Progress(totalUnitCount: 1)
    let leaves = TransferLeaves.of(T.self).filter { $0.importData != nil || $0.importFile != nil }
    guard
      let leaf = leaves.first(where: {
        hasItemConformingToTypeIdentifier($0.contentType.identifier)
      })
    else {
      completionHandler(.failure(TransferError.cannotLoad(T.self, from: registeredTypeIdentifiers)))
      return progress
    }
    let identifier = leaf.contentType.identifier
    if let importFile = leaf.importFile {
      loadFileRepresentation(forTypeIdentifier: identifier) { url, error in
        guard let url else { return completionHandler(.failure(error ?? TransferError.noData)) }
        let file = ReceivedTransferredFile(file: url, isOriginalFile: true)
        Task { completionHandler(await Result { try await importFile(file) }) }
      }
    } else if let importData = leaf.importData {
      loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
        guard let data else { return completionHandler(.failure(error ?? TransferError.noData)) }
        Task { completionHandler(await Result { try await importData(data) }) }
      }
    }
    return progress
  }
}

extension Result where Failure == any Error {
  /// The result of an async throwing closure.
  init(catching body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}

extension TransferError {
  /// A provider holds nothing a type imports.
  static func cannotLoad<T: Transferable>(_ type: T.Type, from registered: [String]) -> Self {
    let imports = TransferLeaves.of(type).filter { $0.importData != nil || $0.importFile != nil }
      .map(\.contentType.identifier)
    return Self(
      description:
        "NSItemProvider holds \(registered.isEmpty ? "nothing" : registered.joined(separator: ", ")), "
        + "none of which \(type) imports (it imports \(imports.isEmpty ? "nothing" : imports.joined(separator: ", ")))"
    )
  }

  /// A load handler answered with neither data nor an error.
  static let noData = Self(description: "the item provider's load handler handed out no data")
}
