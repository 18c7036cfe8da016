public import Foundation

/// A controller whose view is a collection view it's the data source and delegate of, as
/// UIKit's `UICollectionViewController`.
///
/// Modelled: ``loadView()`` makes the ``collectionView`` with the controller's layout the
/// view, with the controller as its data source and delegate. The data source and delegate
/// methods are declared here, `open`, so a subclass overrides them with `override` as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  private var layout: UICollectionViewLayout
  private var collection: UICollectionView?
  /// Whether selected items are deselected when the view will appear; `true` by default.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a controller whose collection view has a layout.
  ///
  /// - Parameter layout: The layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The collection view: the controller's view.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var collectionView: UICollectionView! {
    get {
      _ = view
      return collection
    }
    set {
      collection = newValue
      if let newValue { view = newValue }
    }
  }

  /// The layout of the collection view.
  open var collectionViewLayout: UICollectionViewLayout {
    collection?.collectionViewLayout ?? layout
  }

  /// Makes the collection view the view, with the controller as its data source and delegate.
  open override func loadView() {
    let collection = UICollectionView(fillingSuperviewWith: layout)
    collection.dataSource = self
    collection.delegate = self
    self.collection = collection
    view = collection
  }

  /// Deselects the selected items when ``clearsSelectionOnViewWillAppear``.
  ///
  /// - Parameter animated: Whether the appearance animates.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let collection else { return }
    for item in collection.indexPathsForSelectedItems ?? [] {
      collection.deselectItem(at: item, animated: animated)
    }
  }

  /// One section, unless overridden.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: 1.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// No items, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: 0.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 0 }

  /// A plain cell, unless overridden; UIKit raises an exception here.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: A plain cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }

  /// An empty view, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: An empty view.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }

  /// Every item may be selected, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  {}

  /// Every item may be deselected, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Every item highlights, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  open func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, unless overridden.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item it showed.
  open func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing, unless overridden.
  ///
  /// - Parameter scrollView: The collection view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
