import Foundation
import HeadlessUIKit

/// A collection view data source with a given number of items per section, each a plain cell
/// registered as `"cell"`.
final class ItemCountsDataSource: NSObject, UICollectionViewDataSource {
  let counts: [Int]

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}
