/// What a content view shows, as UIKit's `UIContentConfiguration`: a value that makes the view
/// that shows it.
///
/// Modelled: a cell's `contentConfiguration` puts the view ``makeContentView()`` makes in the
/// cell's content view, filling it, so captures and hit testing see it.
public protocol UIContentConfiguration {
  /// Makes a view that shows this configuration.
  ///
  /// - Returns: The view.
  @MainActor func makeContentView() -> any UIView & UIContentView
  /// Returns the configuration for a state; the model's configurations return themselves.
  ///
  /// - Parameter state: The state, such as a cell's `UICellConfigurationState`.
  /// - Returns: The configuration for that state.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A view made from a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
  /// The configuration the view shows.
  var configuration: any UIContentConfiguration { get set }
  /// Returns whether the view can show a configuration, so it can be reused for it.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: Whether the view supports it; `true` by default.
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Supports every configuration, as UIKit assumes when the view doesn't say.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: `true`.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// A view's state that configurations follow, as UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {
  /// The traits of the view's environment.
  var traitCollection: UITraitCollection { get set }
  /// Creates a state with traits.
  ///
  /// - Parameter traitCollection: The traits.
  init(traitCollection: UITraitCollection)
}

extension UIView {
  /// Shows a content configuration's view in a container, reusing the view already there when
  /// it supports the configuration; `nil` removes it.
  func showConfiguration(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
    let current = container.subviews.last { $0 is any UIContentView }
    guard let configuration else {
      current?.removeFromSuperview()
      return
    }
    if let view = current as? any UIContentView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    current?.removeFromSuperview()
    container.addSubview(configuration.makeContentView())
  }
}
