public import Foundation
public import HeadlessUIKit

extension View {
  /// Presents the system's document picker to import a file while a binding is `true`: a
  /// `UIDocumentPickerViewController` opening the given types, presented by the hosting
  /// controller that holds this view, as a sheet is.
  ///
  /// Picking a file sets the binding to `false`, then calls `onCompletion` with its URL;
  /// cancelling sets it to `false` and calls nothing [DOC:
  /// `swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)`: "isPresented
  /// will be set to false before onCompletion is called. If the user cancels the import,
  /// isPresented will be set to false and the onCompletion callback will not be called"; that
  /// the dialog is UIKit's document picker is INF].
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is up.
  ///   - allowedContentTypes: The types the user can pick.
  ///   - onCompletion: Called with the picked file's URL.
  /// - Returns: The modified view.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    importing(
      isPresented, allowedContentTypes, allowsMultipleSelection: false,
      onPick: { urls in urls.first.map { onCompletion(.success($0)) } }, onCancel: {})
  }

  /// Presents the system's document picker to import files while a binding is `true`, one or
  /// several as `allowsMultipleSelection` says; picking sets the binding to `false`, then calls
  /// `onCompletion` with the URLs; cancelling sets it to `false` and calls nothing.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is up.
  ///   - allowedContentTypes: The types the user can pick.
  ///   - allowsMultipleSelection: Whether the user can pick more than one file.
  ///   - onCompletion: Called with the picked files' URLs.
  /// - Returns: The modified view.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    importing(
      isPresented, allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
      onPick: { onCompletion(.success($0)) }, onCancel: {})
  }

  /// Presents the system's document picker to import files while a binding is `true`;
  /// picking sets the binding to `false`, then calls `onCompletion` with the URLs; cancelling
  /// sets it to `false`, then calls `onCancellation` [DOC:
  /// `swiftui/view/fileimporter(ispresented:allowedcontenttypes:allowsmultipleselection:oncompletion:oncancellation:)`].
  ///
  /// - Parameters:
  ///   - isPresented: Whether the picker is up.
  ///   - allowedContentTypes: The types the user can pick.
  ///   - allowsMultipleSelection: Whether the user can pick more than one file.
  ///   - onCompletion: Called with the picked files' URLs.
  ///   - onCancellation: Called when the user cancels.
  /// - Returns: The modified view.
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void,
    onCancellation: @escaping () -> Void
  ) -> some View {
    importing(
      isPresented, allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection,
      onPick: { onCompletion(.success($0)) }, onCancel: onCancellation)
  }

  /// Attaches a document picker that opens files.
  private func importing(
    _ isPresented: Binding<Bool>, _ contentTypes: [UTType], allowsMultipleSelection: Bool,
    onPick: @escaping ([URL]) -> Void, onCancel: @escaping () -> Void
  ) -> some View {
    let request = DocumentPickerRequest(
      mode: .open(contentTypes, allowsMultipleSelection: allowsMultipleSelection),
      onPick: onPick, onCancel: onCancel)
    return presentingDocumentPicker(request, isPresented: isPresented)
  }

  /// Attaches a document picker presented while a binding is `true`; without a request (an
  /// exporter with no document) nothing is presented.
  func presentingDocumentPicker(_ request: DocumentPickerRequest?, isPresented: Binding<Bool>)
    -> some View
  {
    var modifier = PresentationModifier(
      kind: .documentPicker, isPresented: isPresented, content: { AnyView(EmptyView()) })
    modifier.documentPicker = request
    return attribute { $0.presentations.append(modifier) }
  }
}

/// What a file importer or exporter asks of the document picker it presents.
struct DocumentPickerRequest {
  /// What the picker does.
  enum Mode {
    /// Opens files of the given types.
    case open([UTType], allowsMultipleSelection: Bool)
    /// Exports the files at the given URLs.
    case export([URL])
  }

  /// What the picker does.
  let mode: Mode
  /// Called with the URLs picked, after the binding turned `false`.
  let onPick: ([URL]) -> Void
  /// Called when the user cancelled, after the binding turned `false`.
  let onCancel: () -> Void
}
