public import Foundation
public import HeadlessUIKit

extension View {
  /// Presents the system's document picker to export a document while a binding is `true`: a
  /// `UIDocumentPickerViewController` exporting it, presented by the hosting controller that
  /// holds this view, as a sheet is.
  ///
  /// When the user picks where it goes, the binding is set to `false`, the document writes its
  /// file wrapper, and `onCompletion` gets the destination, or the error the document threw;
  /// cancelling sets the binding to `false` and calls nothing [DOC:
  /// `swiftui/view/fileexporter(ispresented:document:contenttype:defaultfilename:oncompletion:)-32vwk`;
  /// that the dialog is UIKit's document picker, and that a `nil` document presents nothing,
  /// are INF]. The model writes nothing to disk.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is up.
  ///   - document: The document to export; `nil` presents nothing.
  ///   - contentType: The type to write.
  ///   - defaultFilename: The name the file gets unless the user changes it.
  ///   - onCompletion: Called with where the document went, or the error.
  /// - Returns: The modified view.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    exporting(
      isPresented, document.map(serializer), contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's document picker to export a document stored as an object while a
  /// binding is `true`; when the user picks where it goes, the binding is set to `false`, the
  /// document makes a snapshot and writes its file wrapper, and `onCompletion` gets the
  /// destination or the error [DOC:
  /// `swiftui/view/fileexporter(ispresented:document:contenttype:defaultfilename:oncompletion:)-9tpsm`;
  /// when the snapshot is taken is INF].
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is up.
  ///   - document: The document to export; `nil` presents nothing.
  ///   - contentType: The type to write.
  ///   - defaultFilename: The name the file gets unless the user changes it.
  ///   - onCompletion: Called with where the document went, or the error.
  /// - Returns: The modified view.
  public func fileExporter<D: ReferenceFileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType,
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    let serialize = document.map { document in
      { (configuration: FileDocumentWriteConfiguration) throws in
        let snapshot = try document.snapshot(contentType: configuration.contentType)
        _ = try document.fileWrapper(snapshot: snapshot, configuration: configuration)
      }
    }
    return exporting(
      isPresented, serialize, contentType: contentType, defaultFilename: defaultFilename,
      onCompletion: onCompletion, onCancellation: {})
  }

  /// Presents the system's document picker to export a document while a binding is `true`, in
  /// the first of the given types (the document's writable types when empty); cancelling sets
  /// the binding to `false`, then calls `onCancellation` [DOC:
  /// `swiftui/view/fileexporter(ispresented:document:contenttypes:defaultfilename:oncompletion:oncancellation:)`].
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is up.
  ///   - document: The document to export; `nil` presents nothing.
  ///   - contentTypes: The types the document may be written as.
  ///   - defaultFilename: The name the file gets unless the user changes it.
  ///   - onCompletion: Called with where the document went, or the error.
  ///   - onCancellation: Called when the user cancels.
  /// - Returns: The modified view.
  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentTypes: [UTType] = [],
    defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void = {}
  ) -> some View {
    let contentType = contentTypes.first ?? D.writableContentTypes.first ?? .data
    return exporting(
      isPresented, document.map(serializer), contentType: contentType,
      defaultFilename: defaultFilename, onCompletion: onCompletion,
      onCancellation: onCancellation)
  }

  /// What writing a value document does: ask it for its file wrapper.
  private func serializer<D: FileDocument>(_ document: D)
    -> (FileDocumentWriteConfiguration) throws -> Void
  {
    { configuration in _ = try document.fileWrapper(configuration: configuration) }
  }

  /// Attaches a document picker that exports a document, when there is one; `serialize`
  /// writes it.
  private func exporting(
    _ isPresented: Binding<Bool>,
    _ serialize: ((FileDocumentWriteConfiguration) throws -> Void)?, contentType: UTType,
    defaultFilename: String?,
    onCompletion: @escaping (Result<URL, any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    // The file SwiftUI hands the picker: the document under its default name in a temporary
    // folder [INF]; the model writes nothing there.
    var name = defaultFilename ?? "Untitled"
    if let suffix = contentType.preferredFilenameExtension, !name.hasSuffix(".\(suffix)") {
      name += ".\(suffix)"
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    let request = serialize.map { serialize in
      DocumentPickerRequest(
        mode: .export([file]),
        onPick: { urls in
          let configuration = FileDocumentWriteConfiguration(
            contentType: contentType, existingFile: nil)
          do {
            try serialize(configuration)
            onCompletion(.success(urls.first ?? file))
          } catch {
            onCompletion(.failure(error))
          }
        }, onCancel: onCancellation)
    }
    return presentingDocumentPicker(request, isPresented: isPresented)
  }
}
