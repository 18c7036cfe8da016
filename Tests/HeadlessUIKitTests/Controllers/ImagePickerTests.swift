import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// UIKit's image picker as apps present it: the delegate, not the picker, dismisses it.
@MainActor
struct ImagePickerTests {
  /// A delegate that records what the picker tells it and dismisses it, as apps do.
  final class Composer: UIViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    var picked: [UIImage] = []
    var info: [UIImagePickerController.InfoKey: Any] = [:]
    var dismissesOnPick = true

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      self.info = info
      if let image = info[.originalImage] as? UIImage { picked.append(image) }
      if dismissesOnPick { picker.dismiss(animated: true) }
    }
  }

  private func launch(_ profile: FidelityProfile = .iPhone) -> (UIApplication, Composer) {
    let root = Composer()
    let (app, _) = launchKeyWindow(root: root, profile: profile)
    return (app, root)
  }

  // `.automatic` resolves to `.formSheet` from iOS 18 (StyleResolution) [INF: the picker keeps
  // UIViewController's default style; see UIImagePickerController's doc comment].
  @Test("An image picker presents as a sheet, in front of its presenter, on iPhone and iPad")
  func presentsAsSheet() throws {
    for profile in [FidelityProfile.iPhone, .iPad] {
      let (app, root) = launch(profile)
      let picker = UIImagePickerController()
      picker.delegate = root
      root.present(picker, animated: false)
      #expect(root.presentedViewController === picker)
      #expect(picker.sourceType == .photoLibrary)
      #expect(picker.resolvedPresentationStyle == .formSheet)
      let hierarchy = app.captureHierarchy()
      let content = try #require(
        hierarchy.nodes.indices.first {
          hierarchy.nodes[$0].typeName == "UIImagePickerController"
        })
      let presenter = try #require(
        hierarchy.nodes.indices.first {
          hierarchy.nodes[$0].typeName == "ImagePickerTests.Composer"
        })
      #expect(hierarchy.isInFront(content, of: presenter))
    }
  }

  @Test(
    "[DOC] Picking tells the delegate with the image; the picker stays until the app dismisses it")
  func picking() {
    let (app, root) = launch()
    root.dismissesOnPick = false
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    picker.delegate = root
    root.present(picker, animated: false)
    let image = UIImage()
    #expect(app.pickImage(image))
    #expect(root.picked.count == 1 && root.picked.first === image)
    #expect(root.info[.editedImage] as? UIImage === image)
    #expect(root.info[.mediaType] as? String == "public.image")
    #expect(root.info[.cropRect] as? CGRect == CGRect(origin: .zero, size: image.size))
    // UIKit leaves dismissing to the delegate [DOC: uikit/uiimagepickercontrollerdelegate].
    #expect(root.presentedViewController === picker)

    root.dismissesOnPick = true
    #expect(app.pickImage(image))
    #expect(root.presentedViewController == nil)
    #expect(root.picked.count == 2)
    #expect(!app.pickImage(image))
  }

  @Test(
    "[INF] Cancelling: a delegate that leaves the method out, or no delegate, closes the picker")
  func cancelling() {
    let (app, root) = launch(.iPad)
    let picker = UIImagePickerController()
    picker.delegate = root
    root.present(picker, animated: false)
    #expect(app.cancelImagePicker())
    #expect(root.presentedViewController == nil)
    #expect(root.picked.isEmpty)

    let alone = UIImagePickerController()
    root.present(alone, animated: false)
    #expect(app.cancelImagePicker())
    #expect(root.presentedViewController == nil)
    #expect(!app.cancelImagePicker())
  }

  @Test(
    "[DOC] The camera isn't available: setting it raises UIKit's exception and keeps the library")
  func cameraUnavailable() {
    let (app, root) = launch()
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
    #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
    #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    #expect(
      UIImagePickerController.availableMediaTypes(for: .photoLibrary)?.contains("public.image")
        == true)
    let picker = UIImagePickerController()
    root.present(picker, animated: false)
    picker.sourceType = .camera
    #expect(picker.sourceType == .photoLibrary)
    #expect(
      app.exceptions.map(\.description) == [
        "NSInvalidArgumentException: Source type 1 not available"
      ])
  }
}
