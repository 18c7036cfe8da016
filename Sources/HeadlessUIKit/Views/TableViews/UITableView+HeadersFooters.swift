public import Foundation

// Section headers and footers: registration, reuse, and the views a table shows.
extension UITableView {
  /// Registers a header or footer class to create for a reuse identifier.
  ///
  /// - Parameters:
  ///   - aClass: A `UITableViewHeaderFooterView` subclass; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    supplementRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// Registers a nib for a header or footer identifier: the model loads no nibs, so it
  /// creates plain header and footer views for it [INF].
  ///
  /// - Parameters:
  ///   - nib: The nib; `nil` removes the registration.
  ///   - identifier: The reuse identifier.
  public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    supplementRegistrations[identifier] = nib == nil ? nil : UITableViewHeaderFooterView.self
  }

  /// Returns a header or footer view for an identifier, reused or new, or `nil` when none is
  /// free and none is registered.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil`.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let view = reusableSupplements[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    return supplementRegistrations[identifier].map {
      $0.init(__registeredHeaderFooterAs: identifier)
    }
  }

  /// Returns the header view of a section the table shows.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil` when the section's header isn't in the visible area.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layout?.headers.first { $0.section == section && $0.view.superview === self }?.view
      as? UITableViewHeaderFooterView
  }

  /// Returns the footer view of a section the table shows.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, or `nil` when the section's footer isn't in the visible area.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    layout?.footers.first { $0.section == section && $0.view.superview === self }?.view
      as? UITableViewHeaderFooterView
  }

  /// Returns a section's rectangle in the table's content: its header, rows and footer.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rectangle, or `.zero` for a section the table doesn't have.
  public func rect(forSection section: Int) -> CGRect {
    guard let sections = layout?.sections, sections.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: sections[section].minY, width: bounds.width, height: sections[section].height)
  }

  /// Returns a section header's rectangle in the table's content.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rectangle, or `.zero` when the section has no header.
  public func rectForHeader(inSection section: Int) -> CGRect {
    guard let header = layout?.headers.first(where: { $0.section == section }) else {
      return .zero
    }
    return CGRect(x: 0, y: header.minY, width: bounds.width, height: header.height)
  }

  /// Returns a section footer's rectangle in the table's content.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rectangle, or `.zero` when the section has no footer.
  public func rectForFooter(inSection section: Int) -> CGRect {
    guard let footer = layout?.footers.first(where: { $0.section == section }) else {
      return .zero
    }
    return CGRect(x: 0, y: footer.minY, width: bounds.width, height: footer.height)
  }

  /// The view that shows a data source's section title.
  func titleView(_ title: String, header: Bool) -> UIView {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.textLabel?.text = title
    return view
  }

  /// Puts the headers and footers in a vertical range on the table, above the cells, and
  /// takes the others off [INF: plain tables' headers don't stay pinned to the top here].
  func tileSupplements(of layout: TableRows, from minY: CGFloat, to maxY: CGFloat) {
    let shown = layout.supplements(overlapping: minY, maxY)
    for supplement in layout.headers + layout.footers
    where !shown.contains(where: { $0.view === supplement.view }) {
      supplement.view.removeFromSuperview()
    }
    for supplement in shown {
      supplement.view.frame = CGRect(
        x: 0, y: supplement.minY, width: bounds.width, height: supplement.height)
      addSubview(supplement.view)
    }
  }

  /// Takes a header or footer off the table, keeping it for reuse by its identifier.
  func recycleSupplement(_ view: UIView) {
    view.removeFromSuperview()
    if let view = view as? UITableViewHeaderFooterView, let identifier = view.reuseIdentifier {
      reusableSupplements[identifier, default: []].append(view)
    }
  }
}
