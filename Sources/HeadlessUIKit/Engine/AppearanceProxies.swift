import Foundation

/// Makes the inert appearance proxies ``UIAppearance`` returns: a new, detached instance of
/// UIKit's own class.
///
/// Swift can make an instance of a class known only at run time through a `required`
/// initializer alone, and the only one UIKit's views share is `init?(coder:)`, which the model
/// answers with `nil`. So each of UIKit's classes the model declares is made here by name; an
/// app's subclass has none, and asking it for a proxy stops the run with a message.
@MainActor
enum AppearanceProxies {
  /// A new proxy of `type`.
  ///
  /// - Parameter type: The class an app asked for its proxy.
  /// - Returns: A detached instance of exactly `type`.
  static func proxy<Proxy: NSObject>(of type: Proxy.Type) -> Proxy {
    guard let proxy = make(type) as? Proxy else {
      preconditionFailure(
        "HeadlessUIKit makes appearance proxies of UIKit's own classes only; \(type) is not one")
    }
    return proxy
  }

  /// A detached instance of one of UIKit's classes that adopt ``UIAppearance``, or `nil` for
  /// another class.
  private static func make(_ type: NSObject.Type) -> NSObject? {
    switch ObjectIdentifier(type) {
    case ObjectIdentifier(UIView.self): UIView(frame: .zero)
    case ObjectIdentifier(UIControl.self): UIControl(frame: .zero)
    case ObjectIdentifier(UIActivityIndicatorView.self): UIActivityIndicatorView(frame: .zero)
    case ObjectIdentifier(UIButton.self): UIButton(frame: .zero)
    case ObjectIdentifier(UICollectionReusableView.self): UICollectionReusableView(frame: .zero)
    case ObjectIdentifier(UICollectionView.self):
      UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    case ObjectIdentifier(UICollectionViewCell.self): UICollectionViewCell(frame: .zero)
    case ObjectIdentifier(UICollectionViewListCell.self): UICollectionViewListCell(frame: .zero)
    case ObjectIdentifier(UIDatePicker.self): UIDatePicker(frame: .zero)
    case ObjectIdentifier(UIImageView.self): UIImageView(frame: .zero)
    case ObjectIdentifier(UILabel.self): UILabel(frame: .zero)
    case ObjectIdentifier(UIListContentView.self): UIListContentView(configuration: .cell())
    case ObjectIdentifier(UINavigationBar.self): UINavigationBar(frame: .zero)
    case ObjectIdentifier(UIPageControl.self): UIPageControl(frame: .zero)
    case ObjectIdentifier(UIProgressView.self): UIProgressView(frame: .zero)
    case ObjectIdentifier(UIRefreshControl.self): UIRefreshControl()
    case ObjectIdentifier(UIScrollView.self): UIScrollView(frame: .zero)
    case ObjectIdentifier(UISegmentedControl.self): UISegmentedControl(frame: .zero)
    case ObjectIdentifier(UISlider.self): UISlider(frame: .zero)
    case ObjectIdentifier(UIStackView.self): UIStackView(frame: .zero)
    case ObjectIdentifier(UIStepper.self): UIStepper(frame: .zero)
    case ObjectIdentifier(UISwitch.self): UISwitch(frame: .zero)
    case ObjectIdentifier(UITabBar.self): UITabBar(frame: .zero)
    case ObjectIdentifier(UITableView.self): UITableView(frame: .zero, style: .plain)
    case ObjectIdentifier(UITableViewCell.self):
      UITableViewCell(style: .default, reuseIdentifier: nil)
    case ObjectIdentifier(UITableViewHeaderFooterView.self):
      UITableViewHeaderFooterView(frame: .zero)
    case ObjectIdentifier(UITextField.self): UITextField(frame: .zero)
    case ObjectIdentifier(UITextView.self): UITextView(frame: .zero)
    case ObjectIdentifier(UIToolbar.self): UIToolbar(frame: .zero)
    case ObjectIdentifier(UIVisualEffectView.self): UIVisualEffectView(effect: nil)
    case ObjectIdentifier(UIWindow.self): UIWindow(frame: .zero)
    case ObjectIdentifier(UIBarItem.self): UIBarItem()
    case ObjectIdentifier(UITabBarItem.self): UITabBarItem()
    case ObjectIdentifier(UIBarButtonItem.self): UIBarButtonItem()
    default: nil
    }
  }
}
