import UIKit

/// A photo grid as apps write one with a flow layout: three square columns sized by the
/// delegate, cells of a registered class, and a tap that opens the photo.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(imageView)
      selectedBackgroundView = UIView()
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      imageView.image = nil
    }
  }

  private let spacing: CGFloat = 2
  var photoCount = 30
  private(set) var openedPhoto: Int?

  lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = spacing
    layout.minimumLineSpacing = spacing
    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    view.dataSource = self
    view.delegate = self
    view.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
    return view
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photoCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
    guard let photoCell = cell as? PhotoCell else { return cell }
    photoCell.accessibilityIdentifier = "photo-\(indexPath.item)"
    return photoCell
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = (collectionView.bounds.width - spacing * 2) / 3
    return CGSize(width: side, height: side)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    openedPhoto = indexPath.item
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
