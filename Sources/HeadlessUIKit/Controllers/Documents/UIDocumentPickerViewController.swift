public import Foundation
public import HeadlessUniformTypeIdentifiers

/// The system's document picker, as UIKit's `UIDocumentPickerViewController`: it opens
/// documents of the types you give, or exports documents to a place the user picks.
///
/// Modelled: presented as any controller is, with the style it is given; it keeps UIKit's
/// default `.automatic`, which resolves to a sheet from iOS 13 [INF: Apple documents no other
/// default for the picker, and it appears as a sheet on iPhone]. The files it browses aren't
/// modelled; tests pick with ``UIApplication/pickDocuments(at:)`` or cancel with
/// ``UIApplication/cancelDocumentPicker()``, which dismiss it and tell the ``delegate``.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
  /// The types a picker that opens documents shows; empty for one that exports.
  let contentTypes: [UTType]
  /// The documents a picker that exports moves or copies; empty for one that opens.
  let exportedURLs: [URL]
  /// Whether the picker gives copies rather than the documents themselves.
  let asCopy: Bool

  /// The object told what the user picked or that they cancelled.
  public weak var delegate: (any UIDocumentPickerDelegate)?
  /// Whether the user can pick more than one document; `false` by default.
  open var allowsMultipleSelection = false
  /// The directory the picker shows first; kept, as the model browses no files.
  open var directoryURL: URL?
  /// Whether the picker shows filename extensions; inert.
  open var shouldShowFileExtensions = false

  /// Creates a picker that opens, or copies, documents of the given types.
  ///
  /// - Parameters:
  ///   - contentTypes: The types the picker shows.
  ///   - asCopy: Whether the picker gives copies of the documents.
  public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
    self.contentTypes = contentTypes
    self.exportedURLs = []
    self.asCopy = asCopy
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker that opens documents of the given types in place.
  ///
  /// - Parameter contentTypes: The types the picker shows.
  public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
    self.init(forOpeningContentTypes: contentTypes, asCopy: false)
  }

  /// Creates a picker that exports, or copies, documents to a place the user picks.
  ///
  /// - Parameters:
  ///   - urls: The documents to export.
  ///   - asCopy: Whether the picker copies the documents rather than moving them.
  public init(forExporting urls: [URL], asCopy: Bool) {
    self.contentTypes = []
    self.exportedURLs = urls
    self.asCopy = asCopy
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a picker that moves documents to a place the user picks.
  ///
  /// - Parameter urls: The documents to export.
  public convenience init(forExporting urls: [URL]) {
    self.init(forExporting: urls, asCopy: false)
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Makes the picker's opaque view.
  open override func loadView() {
    let browser = UIView("UIDocumentBrowserView")
    browser.hasOpaqueBackground = true
    view = browser
  }
}

extension UIApplication {
  /// Picks documents in the document picker on screen, as a user does (for a picker that
  /// exports, the destination): the picker dismisses itself and then tells its delegate
  /// ``UIDocumentPickerDelegate/documentPicker(_:didPickDocumentsAt:)``.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameter urls: The documents picked; only the first unless the picker allows multiple
  ///   selection, or where the exported documents went.
  /// - Returns: Whether a document picker was on screen.
  @discardableResult
  public func pickDocuments(at urls: [URL]) -> Bool {
    guard let picker = onScreenDocumentPicker() else { return false }
    let picked =
      picker.allowsMultipleSelection || !picker.exportedURLs.isEmpty
      ? urls : Array(urls.prefix(1))
    asShared {
      picker.dismiss(animated: false) {
        picker.delegate?.documentPicker(picker, didPickDocumentsAt: picked)
      }
    }
    return true
  }

  /// Cancels the document picker on screen, as a user tapping Cancel: the picker dismisses
  /// itself and then tells its delegate
  /// ``UIDocumentPickerDelegate/documentPickerWasCancelled(_:)``.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Returns: Whether a document picker was on screen.
  @discardableResult
  public func cancelDocumentPicker() -> Bool {
    guard let picker = onScreenDocumentPicker() else { return false }
    asShared {
      picker.dismiss(animated: false) {
        picker.delegate?.documentPickerWasCancelled(picker)
      }
    }
    return true
  }

  /// The frontmost document picker on screen.
  private func onScreenDocumentPicker() -> UIDocumentPickerViewController? {
    AppearanceTracker.onScreenControllers(of: self)
      .compactMap { $0 as? UIDocumentPickerViewController }.last
  }
}
