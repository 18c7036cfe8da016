public import Foundation

extension UIBarButtonItem {
  /// Creates a flexible space item, as `UIBarButtonItem(systemItem: .flexibleSpace)`.
  ///
  /// UIKit declares the result `Self`; the model returns a `UIBarButtonItem`, since Swift
  /// without the Objective-C runtime can only make an instance of the calling subclass
  /// through a required initializer, which would bind every app subclass.
  ///
  /// - Returns: The item.
  public class func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(systemItem: .flexibleSpace)
  }

  /// Creates a fixed space item of a width, as `UIBarButtonItem(systemItem: .fixedSpace)`
  /// with its ``width`` set; the width is inert, as the model's bars give items a fixed size.
  ///
  /// - Parameter width: The width.
  /// - Returns: The item.
  public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }
}
