import Foundation

/// The delegate of the document picker a file importer or exporter presents: it sets the
/// binding back to `false`, then calls the modifier's completion or cancellation
/// [DOC: `swiftui/view/fileimporter(ispresented:allowedcontenttypes:oncompletion:)`: "isPresented
/// will be set to false before onCompletion is called"].
@MainActor
final class DocumentPickerDelegate: UIDocumentPickerDelegate {
  /// The modifier's binding.
  let isPresented: Binding<Bool>
  /// What the modifier asked for.
  let request: DocumentPickerRequest?

  init(isPresented: Binding<Bool>, request: DocumentPickerRequest?) {
    self.isPresented = isPresented
    self.request = request
  }

  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  {
    isPresented.wrappedValue = false
    request?.onPick(urls)
  }

  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
    isPresented.wrappedValue = false
    request?.onCancel()
  }
}
