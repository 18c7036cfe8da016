public import Foundation

/// The interface for handling pasting and dropping of text, using item providers, as UIKit's
/// `UITextPasteDelegate`.
///
/// Inert: the model's text views and fields don't paste or take drops, so the delegate is
/// never asked; its method has a default, as UIKit's optional one.
@preconcurrency @MainActor
public protocol UITextPasteDelegate: AnyObject {
  /// Tells the delegate to transform a pasted or dropped text item; the delegate calls one of
  /// the item's `setResult` methods.
  ///
  /// - Parameters:
  ///   - textPasteConfigurationSupporting: The object that received the paste or drop.
  ///   - item: The item pasted or dropped.
  func textPasteConfigurationSupporting(
    _ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
    transform item: any UITextPasteItem)
}

extension UITextPasteDelegate {
  /// Does nothing, as an unimplemented optional method.
  ///
  /// - Parameters:
  ///   - textPasteConfigurationSupporting: The object that received the paste or drop.
  ///   - item: The item pasted or dropped.
  public func textPasteConfigurationSupporting(
    _ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
    transform item: any UITextPasteItem
  ) {}
}

/// The interface for text-oriented responders to take part in pasting and dropping, as UIKit's
/// `UITextPasteConfigurationSupporting`; ``UITextView`` and ``UITextField`` conform.
@preconcurrency @MainActor
public protocol UITextPasteConfigurationSupporting: AnyObject {
  /// The text paste delegate that handles pasting and dropping of text; kept, never asked.
  var pasteDelegate: (any UITextPasteDelegate)? { get set }
}

/// A text item being pasted or dropped, as UIKit's `UITextPasteItem`: what a
/// ``UITextPasteDelegate`` transforms.
@preconcurrency @MainActor
public protocol UITextPasteItem: AnyObject {
  /// The item provider for the item pasted or dropped.
  var itemProvider: NSItemProvider { get }
  /// The local object the copy or drag source attached, if any.
  var localObject: Any? { get }
  /// The attributes the system gives plain text from the item provider.
  var defaultAttributes: [NSAttributedString.Key: Any] { get }
  /// Sets the item's result to plain text.
  ///
  /// - Parameter string: The text.
  func setResult(string: String)
  /// Sets the item's result to attributed text.
  ///
  /// - Parameter string: The text.
  func setResult(attributedString string: NSAttributedString)
  /// Sets the item's result to a text attachment.
  ///
  /// - Parameter textAttachment: The attachment.
  func setResult(attachment textAttachment: NSTextAttachment)
  /// Sets the item's result to nothing from the item provider.
  func setNoResult()
  /// Sets the item's result to the default value from the item provider's data.
  func setDefaultResult()
}
