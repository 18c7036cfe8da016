import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Decoding images ahead of display, asset colours from a bundle, saving to the photo
/// library and list separators, called as apps call them.
@MainActor
struct ImagePreparationAndSavingTests {
  /// A rendered 40 × 20 image: one with pixels, as the model's images from a renderer have.
  private func renderedImage() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in }
  }

  /// Holds what a completion handler was given.
  final class Received: @unchecked Sendable {
    var images: [UIImage?] = []
  }

  @Test(
    "[DOC] Thumbnails and display-ready copies keep the size asked for; pixel-less ones are nil")
  func preparing() async {
    let image = renderedImage()
    let thumbnail = await image.byPreparingThumbnail(ofSize: CGSize(width: 10, height: 5))
    #expect(thumbnail?.size == CGSize(width: 10, height: 5))
    #expect(image.preparingForDisplay()?.size == image.size)
    #expect(await image.byPreparingForDisplay()?.size == image.size)
    let received = Received()
    image.prepareThumbnail(of: CGSize(width: 4, height: 2)) { received.images.append($0) }
    image.prepareForDisplay { received.images.append($0) }
    #expect(received.images.map { $0?.size } == [CGSize(width: 4, height: 2), image.size])
    let named = UIImage(systemName: "star")
    #expect(named?.preparingForDisplay() == nil)
    #expect(image.imageRendererFormat.scale == image.scale)
  }

  @Test("An asset colour from a bundle is the model's opaque gray")
  func namedColorInBundle() {
    let color = UIColor(named: "AccentColor", in: .main, compatibleWith: nil)
    #expect(color?.cgColor.alpha == 1)
  }

  /// An app object that would hear back from the photo library.
  final class Saver: NSObject {}

  @Test("Saving to the photo album reports the completion it can't send, and only then")
  func savingToPhotos() {
    let image = renderedImage()
    let saver = Saver()
    let (_, reports) = ModelReports.capture {
      UIImageWriteToSavedPhotosAlbum(
        image, saver, Selector(("image:didFinishSavingWithError:contextInfo:")), nil)
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("image:didFinishSavingWithError:contextInfo:") == true)
    #expect(reports.first?.contains("Saver") == true)
    let (_, silent) = ModelReports.capture { UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil) }
    #expect(silent.isEmpty)
  }

  @Test("A list's separator configuration is kept, per section and per item")
  func listSeparators() {
    var listConfig = UICollectionLayoutListConfiguration(appearance: .plain)
    #expect(listConfig.separatorConfiguration.topSeparatorVisibility == .automatic)
    #expect(
      listConfig.separatorConfiguration.bottomSeparatorInsets
        == UIListSeparatorConfiguration.automaticInsets)
    listConfig.separatorConfiguration.color = .tertiarySystemFill
    listConfig.itemSeparatorHandler = { indexPath, sectionSeparatorConfiguration in
      var configuration = sectionSeparatorConfiguration
      if indexPath.row == 0 { configuration.topSeparatorVisibility = .hidden }
      configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 60, bottom: 0, trailing: 0)
      return configuration
    }
    let first = listConfig.itemSeparatorHandler?(
      IndexPath(item: 0, section: 0), listConfig.separatorConfiguration)
    #expect(first?.topSeparatorVisibility == .hidden)
    #expect(first?.bottomSeparatorInsets.leading == 60)
    #expect(first?.color == .tertiarySystemFill)
    _ = UICollectionViewCompositionalLayout.list(using: listConfig)
    var grouped = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
    grouped.bottomSeparatorVisibility = .visible
    grouped.topSeparatorInsets = .zero
    grouped.multipleSelectionColor = .systemBlue
    grouped.visualEffect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial))
    #expect(grouped.bottomSeparatorVisibility == .visible && grouped.topSeparatorInsets == .zero)
    #expect(grouped.multipleSelectionColor == .systemBlue && grouped.visualEffect != nil)
    #expect(grouped != UIListSeparatorConfiguration(listAppearance: .insetGrouped))
  }
}
