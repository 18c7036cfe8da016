public import Foundation

/// The methods a document picker's delegate implements, as UIKit's `UIDocumentPickerDelegate`;
/// each has a default, as UIKit's optional methods.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
  /// Told that the user picked documents (opening) or a destination (exporting), after the
  /// picker dismissed itself [DOC: `uikit/uidocumentpickerdelegate`: "tracking when the user
  /// selects a document or destination"; the order is INF, as apps never dismiss the picker].
  ///
  /// - Parameters:
  ///   - controller: The picker.
  ///   - urls: The documents picked, or where the exported documents went.
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  /// Told that the user cancelled the picker, after it dismissed itself.
  ///
  /// - Parameter controller: The picker.
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - controller: The picker.
  ///   - urls: The documents picked.
  public func documentPicker(
    _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
  ) {}

  /// Does nothing.
  ///
  /// - Parameter controller: The picker.
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}
