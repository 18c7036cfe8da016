public import Foundation

/// The source of a picker view's components and rows, as UIKit's `UIPickerViewDataSource`.
///
/// Both requirements are required, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components (wheels).
  ///
  /// - Parameter pickerView: The picker view.
  /// - Returns: The number of components.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows in a component.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  /// - Returns: The number of rows.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The delegate of a picker view, as UIKit's `UIPickerViewDelegate`.
///
/// Every requirement is optional in UIKit, so each has a default implementation here.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  /// The title of a row; kept for the app to read, never drawn.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: The title, or `nil`.
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The height of a component's rows.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  /// - Returns: The height in points.
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The styled title of a row; kept for the app to read, never drawn.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: The title, or `nil`.
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view for a row, which ``UIPickerView/view(forRow:forComponent:)`` returns; never
  /// drawn.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  ///   - view: The view this row had before, to reuse, or `nil`.
  /// - Returns: The row's view.
  func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView
  /// Tells the delegate that the user picked a row; not called for
  /// ``UIPickerView/selectRow(_:inComponent:animated:)``.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The picked row.
  ///   - component: The component.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  /// The width of a component's rows.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  /// - Returns: The width in points.
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
  /// No title.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: `nil`.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? {
    nil
  }

  /// The model's row height, 32 points [INF].
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  /// - Returns: 32.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  {
    UIPickerView.defaultRowHeight
  }

  /// No styled title.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: `nil`.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? {
    nil
  }

  /// No row view of the delegate's: ``UIPickerView/view(forRow:forComponent:)`` returns
  /// `nil`, as UIKit's does when the delegate doesn't implement this.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The row.
  ///   - component: The component.
  ///   - view: The view to reuse.
  /// - Returns: A placeholder label the picker doesn't hand out.
  public func pickerView(
    _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
    reusing view: UIView?
  ) -> UIView {
    PickerDefaultRowView()
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - row: The picked row.
  ///   - component: The component.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}

  /// An equal share of the picker's width.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  /// - Returns: The picker's width divided by its number of components.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int)
    -> CGFloat
  {
    pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
  }
}
