import Foundation
import HeadlessUIKit
import Testing

/// Calls the image picker's members as apps write them (Element X's and Ice Cubes' camera
/// pickers among them).
@MainActor
@Suite struct ImagePickerSpellingTests {
  final class Coordinator: NSObject, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      _ = info[.originalImage] as? UIImage
      _ = info[.editedImage] as? UIImage
      _ = info[.mediaURL] as? URL
      _ = info[.imageURL] as? URL
      _ = info[.mediaType] as? String
      _ = info[.cropRect] as? CGRect
      picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      picker.dismiss(animated: true, completion: nil)
    }
  }

  @Test func spellings() {
    let coordinator = Coordinator()
    let imagePicker = UIImagePickerController()
    if UIImagePickerController.isSourceTypeAvailable(.camera) {
      imagePicker.sourceType = .camera
    } else {
      imagePicker.sourceType = .photoLibrary
    }
    imagePicker.sourceType = .savedPhotosAlbum
    imagePicker.allowsEditing = false
    imagePicker.delegate = coordinator
    imagePicker.videoQuality = .typeHigh
    imagePicker.videoQuality = .typeLow
    imagePicker.videoQuality = .type640x480
    imagePicker.videoQuality = .typeIFrame1280x720
    imagePicker.videoQuality = .typeIFrame960x540
    imagePicker.videoQuality = .typeMedium
    imagePicker.cameraCaptureMode = .video
    imagePicker.cameraCaptureMode = .photo
    imagePicker.cameraDevice = .front
    imagePicker.cameraDevice = .rear
    if let mediaTypes = UIImagePickerController.availableMediaTypes(for: .photoLibrary) {
      imagePicker.mediaTypes = mediaTypes
    }
    _ = UIImagePickerController(coder: NSCoder())
    _ = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerOriginalImage").rawValue
    coordinator.imagePickerController(imagePicker, didFinishPickingMediaWithInfo: [:])
    coordinator.imagePickerControllerDidCancel(imagePicker)
  }
}
