public import Foundation

/// The system's interface for picking photos and movies from the library or taking them with the
/// camera, as UIKit's `UIImagePickerController`: a navigation controller whose content the
/// system draws.
///
/// Modelled: presented as any controller is, with the style it is given; left `.automatic`, it
/// is a sheet on iPhone and iPad alike [INF: the current page asks for no popover, and WebKit
/// dropped its iPad popover for the photo picker in 2022 to "let UIKit decide the modal
/// presentation style" (WebKit commit 923a734)]. The photo library is available and the camera
/// isn't, as in the Simulator (``isSourceTypeAvailable(_:)``). Tests pick with
/// ``UIApplication/pickImage(_:)`` or cancel with ``UIApplication/cancelImagePicker()``; the
/// picker never dismisses itself after a pick: its delegate must [DOC:
/// `uikit/uiimagepickercontrollerdelegate`, "The delegate methods are responsible for dismissing
/// the picker"]. The capture settings (`cameraCaptureMode`, `cameraDevice`, `videoQuality`)
/// and `allowsEditing`'s cropping interface are inert.
///
/// The inherited `delegate` keeps ``UINavigationController``'s type,
/// `(any UINavigationControllerDelegate)?`, where UIKit narrows it to `(any
/// UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`: Swift can't narrow a
/// settable property's type in a subclass. Apps assign a delegate that conforms to both, as
/// UIKit requires, so their code compiles unchanged; the picker tells it what it conforms to.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  /// Where the picker takes media from; `.photoLibrary` by default.
  ///
  /// Setting a source that isn't available raises UIKit's `NSInvalidArgumentException` and
  /// keeps the old source [DOC: `uikit/uiimagepickercontroller/sourcetype-swift.property`, "an
  /// exception is thrown if it is not"; the reason text is UIKit's, OBS].
  open var sourceType: UIImagePickerController.SourceType {
    get { source }
    set {
      guard Self.isSourceTypeAvailable(newValue) else {
        (application ?? UIApplication.current)?.raise(
          UIKitMessages.invalidArgument("Source type \(newValue.rawValue) not available"))
        return
      }
      source = newValue
    }
  }
  /// The source's storage.
  private var source = UIImagePickerController.SourceType.photoLibrary
  /// The media types the picker shows, as type identifiers; `["public.image"]` by default.
  ///
  /// [DOC: `uikit/uiimagepickercontroller/mediatypes`.] Kept; the model shows no media.
  open var mediaTypes = ["public.image"]
  /// Whether the user may crop the picked image; `false` by default.
  ///
  /// A pick then also gives the edited image and the crop rectangle; the cropping interface is
  /// inert.
  open var allowsEditing = false
  /// The camera's capture mode; `.photo` by default (inert, as the model has no camera).
  open var cameraCaptureMode = UIImagePickerController.CameraCaptureMode.photo
  /// The camera used; `.rear` by default (inert).
  open var cameraDevice = UIImagePickerController.CameraDevice.rear
  /// The quality of recorded and transcoded movies; `.typeMedium` by default (inert).
  open var videoQuality = UIImagePickerController.QualityType.typeMedium

  /// Creates a picker of the photo library.
  public init() {
    super.init(rootViewController: PUPhotoPickerHostViewController())
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Returns whether the device can pick media from a source: the photo library and the saved
  /// photos album, not the camera.
  ///
  /// The model has no camera, as the Simulator hasn't [INF: a headless run captures nothing;
  /// apps check this before offering the camera].
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: Whether the source is available.
  open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
    sourceType != .camera
  }

  /// Returns the media types a source offers: images and movies for the library sources, `nil`
  /// for the camera, which the model lacks.
  ///
  /// - Parameter sourceType: The source.
  /// - Returns: The type identifiers, or `nil` for an unavailable source.
  open class func availableMediaTypes(for sourceType: UIImagePickerController.SourceType)
    -> [String]?
  {
    isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
  }

  /// The sources an image picker takes media from, as UIKit's
  /// `UIImagePickerController.SourceType`.
  public enum SourceType: Int, Sendable {
    /// The device's photo library.
    case photoLibrary = 0
    /// The device's built-in camera.
    case camera = 1
    /// The device's saved photos album.
    case savedPhotosAlbum = 2
  }

  /// What the camera captures, as UIKit's `UIImagePickerController.CameraCaptureMode`.
  public enum CameraCaptureMode: Int, Sendable {
    /// Still images.
    case photo = 0
    /// Movies.
    case video = 1
  }

  /// The cameras an image picker can use, as UIKit's `UIImagePickerController.CameraDevice`.
  public enum CameraDevice: Int, Sendable {
    /// The camera on the back of the device.
    case rear = 0
    /// The camera on the front of the device.
    case front = 1
  }

  /// The quality of recorded and transcoded movies, as UIKit's
  /// `UIImagePickerController.QualityType`.
  public enum QualityType: Int, Sendable {
    /// The highest quality the camera records.
    case typeHigh = 0
    /// Medium quality, the default.
    case typeMedium = 1
    /// Low quality.
    case typeLow = 2
    /// VGA quality, 640 by 480 pixels.
    case type640x480 = 3
    /// iFrame quality, 1280 by 720 pixels.
    case typeIFrame1280x720 = 4
    /// iFrame quality, 960 by 540 pixels.
    case typeIFrame960x540 = 5
  }

  /// The keys of the dictionary a picker gives its delegate, as UIKit's
  /// `UIImagePickerController.InfoKey`.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    /// The key's string, UIKit's constant's value.
    public var rawValue: String

    /// Creates a key from its string.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The picked image as the user chose it, a ``UIImage``.
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    /// The image the user edited, a ``UIImage``, when the picker allows editing.
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    /// The rectangle cropped from the original image, a `CGRect`, when the picker allows
    /// editing.
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    /// The picked media's type identifier, a `String`.
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    /// The picked movie's file URL.
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    /// The picked image's file URL.
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
  }
}

/// The content of an image picker: the system draws it, out of the app's process.
final class PUPhotoPickerHostViewController: UIViewController {
  /// Makes the opaque view the system's picker draws in.
  override func loadView() {
    let remote = UIView("_UIRemoteView")
    remote.hasOpaqueBackground = true
    view = remote
  }
}

extension UIApplication {
  /// Picks an image in the image picker on screen, as a user does: the picker tells its
  /// delegate ``UIImagePickerControllerDelegate/imagePickerController(_:didFinishPickingMediaWithInfo:)``
  /// and stays on screen until the delegate dismisses it [DOC:
  /// `uikit/uiimagepickercontrollerdelegate`].
  ///
  /// The info holds the image under `.originalImage` and `"public.image"` under `.mediaType`;
  /// with ``UIImagePickerController/allowsEditing``, also the image under `.editedImage` and its
  /// whole bounds under `.cropRect` (the user cropped nothing).
  ///
  /// A model control, not UIKit API.
  ///
  /// - Parameter image: The image picked.
  /// - Returns: Whether an image picker was on screen.
  @discardableResult
  public func pickImage(_ image: UIImage) -> Bool {
    guard let picker = onScreenImagePicker() else { return false }
    var info: [UIImagePickerController.InfoKey: Any] = [
      .originalImage: image, .mediaType: "public.image",
    ]
    if picker.allowsEditing {
      info[.editedImage] = image
      info[.cropRect] = CGRect(origin: .zero, size: image.size)
    }
    asShared {
      picker.imagePickerDelegate?.imagePickerController(picker, didFinishPickingMediaWithInfo: info)
    }
    return true
  }

  /// Cancels the image picker on screen, as a user tapping Cancel: the picker tells its delegate
  /// ``UIImagePickerControllerDelegate/imagePickerControllerDidCancel(_:)``, whose default
  /// dismisses the picker; a picker without a delegate dismisses itself.
  ///
  /// A model control, not UIKit API.
  ///
  /// - Returns: Whether an image picker was on screen.
  @discardableResult
  public func cancelImagePicker() -> Bool {
    guard let picker = onScreenImagePicker() else { return false }
    asShared {
      if let delegate = picker.imagePickerDelegate {
        delegate.imagePickerControllerDidCancel(picker)
      } else {
        picker.dismiss(animated: true)
      }
    }
    return true
  }

  /// The frontmost image picker on screen.
  private func onScreenImagePicker() -> UIImagePickerController? {
    AppearanceTracker.onScreenControllers(of: self)
      .compactMap { $0 as? UIImagePickerController }.last
  }
}

extension UIImagePickerController {
  /// The delegate as the picker's delegate: the navigation delegate, when it conforms.
  var imagePickerDelegate: (any UIImagePickerControllerDelegate)? {
    delegate as? any UIImagePickerControllerDelegate
  }
}
