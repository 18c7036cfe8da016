public import Foundation

extension UICollectionView {
  /// A cell class and how to configure it for an item, as UIKit's
  /// `UICollectionView.CellRegistration`.
  ///
  /// Modelled: ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)`` dequeues a
  /// cell of the class, reused or new, and runs the handler on it.
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    /// Configures a cell for an item.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let identifier: String
    let handler: Handler

    /// Creates a registration of the cell class with a handler.
    ///
    /// - Parameter handler: Configures a cell for an item.
    public init(handler: @escaping Handler) {
      identifier = "CellRegistration<\(Cell.self)>"
      self.handler = handler
    }

    /// Creates a registration from a nib: the model loads no nibs, so it creates cells of the
    /// class [INF].
    ///
    /// - Parameters:
    ///   - cellNib: The nib.
    ///   - handler: Configures a cell for an item.
    public init(cellNib: UINib, handler: @escaping Handler) {
      self.init(handler: handler)
    }
  }

  /// A supplementary view class and how to configure it, as UIKit's
  /// `UICollectionView.SupplementaryRegistration`.
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    /// Configures a supplementary view.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    let elementKind: String
    let identifier: String
    let handler: Handler

    /// Creates a registration of the view class for a kind, with a handler.
    ///
    /// - Parameters:
    ///   - elementKind: The kind, such as ``UICollectionView/elementKindSectionHeader``.
    ///   - handler: Configures a view.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      identifier = "SupplementaryRegistration<\(Supplementary.self)>"
      self.handler = handler
    }

    /// Creates a registration from a nib: the model loads no nibs, so it creates views of the
    /// class [INF].
    ///
    /// - Parameters:
    ///   - supplementaryNib: The nib.
    ///   - elementKind: The kind.
    ///   - handler: Configures a view.
    public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
      self.init(elementKind: elementKind, handler: handler)
    }
  }

  /// Returns a cell of a registration's class, reused or new, configured by its handler.
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The item.
  ///   - item: The item's identifier or value, passed to the handler.
  /// - Returns: The configured cell.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    cellRegistrations[registration.identifier] = Cell.self
    let cell =
      dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell
      ?? Cell(__registeredAs: registration.identifier)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// Returns a supplementary view of a registration's class, reused or new, configured by its
  /// handler.
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The view's index path.
  /// - Returns: The configured view.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let kind = registration.elementKind
    supplementRegistrations[kind + "/" + registration.identifier] = Supplementary.self
    let view =
      dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
      as? Supplementary ?? Supplementary(__registeredAs: registration.identifier)
    registration.handler(view, kind, indexPath)
    return view
  }
}
