public import Foundation

/// The source of a collection view's items, as UIKit's `UICollectionViewDataSource`.
///
/// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` are
/// required, as in UIKit; the others are optional there, so they have default
/// implementations here.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// The number of items in a section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The number of items.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of an item, usually dequeued with `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: The cell.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The number of sections.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of a kind, such as a section header, the layout asks for.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: The view.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when the data source doesn't say.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// An empty view, where UIKit raises an exception for a data source that doesn't implement
  /// it but whose layout asks for supplementary views [INF].
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: An empty reusable view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    UICollectionReusableView(frame: .zero)
  }
}
