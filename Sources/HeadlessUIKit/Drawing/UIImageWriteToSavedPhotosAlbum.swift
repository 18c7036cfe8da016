// swift-format-ignore-file: AlwaysUseLowerCamelCase

// UIKit spells this C function in upper camel case.
import Foundation
import PresentationHierarchy

/// Saves an image to the user's Camera Roll album, as UIKit's function: the model has no
/// photo library, so nothing is saved.
///
/// UIKit sends the completion selector to the target once the image is saved; Linux has no
/// Objective-C runtime to send it, so when one is given the model reports, as a model issue,
/// that it wasn't sent, rather than leave a test waiting on a save that never completes.
///
/// - Parameters:
///   - image: The image to save.
///   - completionTarget: The object the completion selector is sent to, or `nil`.
///   - completionSelector: The method to call once saved, or `nil`.
///   - contextInfo: A pointer passed to the completion method.
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
  _ contextInfo: UnsafeMutableRawPointer?
) {
  guard let completionSelector, let completionTarget else { return }
  ModelIssues.report(
    "UIImageWriteToSavedPhotosAlbum was asked to send '\(completionSelector)' to "
      + "\(type(of: completionTarget)) once the image is saved, but the model has no photo "
      + "library and Linux no Objective-C runtime to send a selector, so the method didn't "
      + "run. Test what the app does after saving by calling that method from the test.")
}
