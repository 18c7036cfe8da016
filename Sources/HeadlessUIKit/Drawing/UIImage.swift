public import Foundation
import PresentationHierarchy

/// An image, as UIKit's `UIImage`: the model draws nothing, so an image is its name, size and
/// the settings an app gives it.
///
/// Its ``size`` decides a `UIImageView`'s intrinsic size: the pixel size read from PNG data
/// or a ``CGImage`` divided by the scale, the renderer's size for a drawn image, zero for a
/// named or system image, which the model has no catalogue to look up [INF]. Rendering mode,
/// tint, symbol configuration, cap insets and orientation are inert: kept and read back.
/// It is open, as UIKit's, and `@unchecked Sendable`: its stored properties are constants.
open class UIImage: NSObject, @unchecked Sendable {
  /// The image's name, or the empty string for one made from data.
  let name: String
  /// The image's size, in points.
  public let size: CGSize
  /// The image's scale: pixels per point; 1 for one made from data or a ``CGImage``
  /// [DOC: `uikit/uiimage/scale`].
  public let scale: CGFloat
  /// The image's orientation, `.up` by default (inert) [DOC: `uikit/uiimage/imageorientation`].
  public let imageOrientation: UIImage.Orientation
  /// How the image is drawn: as it is, or as a template the tint colors; `.automatic` by
  /// default (inert).
  public let renderingMode: UIImage.RenderingMode
  /// The symbol configuration the image was made or configured with, if any (inert).
  public let symbolConfiguration: UIImage.SymbolConfiguration?
  /// The insets ``resizableImage(withCapInsets:)`` gave, `.zero` by default (inert).
  public let capInsets: UIEdgeInsets
  /// The frames of an animated image, `nil` for a still one (inert: the model shows none).
  public let images: [UIImage]?
  /// The time an animated image's frames take, 0 for a still one.
  public let duration: TimeInterval
  /// The image asset the image was registered with, if any; a lock guards it, as an image is
  /// shared between threads.
  let assetLink = Locked<UIImageAsset?>(nil)
  /// The Core Graphics image behind the image: one of its pixel size, for an image with a
  /// nonzero size; `nil` for a named or system image, whose pixels the model can't read [INF].
  public var cgImage: CGImage? {
    guard size.width > 0, size.height > 0 else { return nil }
    return CGImage(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
  }

  init(
    name: String, size: CGSize, scale: CGFloat = 1, orientation: UIImage.Orientation = .up,
    renderingMode: UIImage.RenderingMode = .automatic,
    symbolConfiguration: UIImage.SymbolConfiguration? = nil, capInsets: UIEdgeInsets = .zero,
    images: [UIImage]? = nil, duration: TimeInterval = 0
  ) {
    self.name = name
    self.size = size
    self.scale = scale
    imageOrientation = orientation
    self.renderingMode = renderingMode
    self.symbolConfiguration = symbolConfiguration
    self.capInsets = capInsets
    self.images = images
    self.duration = duration
  }

  /// A copy of the image with some settings changed.
  func with(
    renderingMode: UIImage.RenderingMode? = nil,
    symbolConfiguration: UIImage.SymbolConfiguration? = nil, capInsets: UIEdgeInsets? = nil,
    size: CGSize? = nil
  ) -> UIImage {
    UIImage(
      name: name, size: size ?? self.size, scale: scale, orientation: imageOrientation,
      renderingMode: renderingMode ?? self.renderingMode,
      symbolConfiguration: symbolConfiguration ?? self.symbolConfiguration,
      capInsets: capInsets ?? self.capInsets, images: images, duration: duration)
  }

  /// Creates an image of a system symbol.
  ///
  /// UIKit returns `nil` for a name that isn't in its symbol catalogue; the model has no
  /// catalogue and never does [INF].
  ///
  /// - Parameter name: The symbol's name, such as `square.and.arrow.up`.
  public convenience init?(systemName name: String) {
    self.init(name: name, size: .zero)
  }

  /// Creates an image of a system symbol with a configuration (inert: the size stays zero).
  ///
  /// - Parameters:
  ///   - name: The symbol's name.
  ///   - configuration: The configuration, such as a ``SymbolConfiguration``.
  public convenience init?(
    systemName name: String, withConfiguration configuration: UIImage.Configuration?
  ) {
    self.init(
      name: name, size: .zero, symbolConfiguration: configuration as? UIImage.SymbolConfiguration)
  }

  /// Creates an image from the app's asset catalogue or bundle.
  ///
  /// UIKit returns `nil` for a name it can't find; the model has no catalogue and never does,
  /// and the image's size is zero [INF].
  ///
  /// - Parameter name: The image's name.
  public convenience init?(named name: String) {
    self.init(name: name, size: .zero)
  }

  /// Creates an image from the asset catalogue with a configuration (inert, as
  /// ``init(named:)``).
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle to look in.
  ///   - configuration: The configuration.
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?
  ) {
    self.init(
      name: name, size: .zero, symbolConfiguration: configuration as? UIImage.SymbolConfiguration)
  }

  /// Creates an image from the asset catalogue for traits.
  ///
  /// UIKit returns `nil` for a name it can't find; the model has no catalogue and never does,
  /// and the image's size is zero [INF, as ``init(named:)``].
  ///
  /// - Parameters:
  ///   - name: The image's name.
  ///   - bundle: The bundle to look in, `nil` for the main bundle.
  ///   - traitCollection: The traits to pick a variant for, `nil` for the current ones
  ///     (inert).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(name: name, size: .zero)
  }

  /// Creates an empty image, of size zero.
  public override convenience init() {
    self.init(name: "", size: .zero)
  }

  /// Returns an animated image of frames: the size and scale of its first frame [INF].
  ///
  /// - Parameters:
  ///   - images: The frames.
  ///   - duration: The time the frames take.
  /// - Returns: The image; `nil` for no frames [INF].
  open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
    guard let first = images.first else { return nil }
    return UIImage(
      name: "", size: first.size, scale: first.scale, images: images, duration: duration)
  }

  /// Creates an image from encoded data: `nil` for empty data, as UIKit returns for data it
  /// can't decode; PNG data gives its pixel size at a scale of 1, other data a size of zero
  /// [INF: the model decodes only the PNG header].
  ///
  /// - Parameter data: The encoded image.
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// Creates an image from encoded data at a scale: PNG data gives its pixel size divided by
  /// the scale [INF: as ``init(data:)``].
  ///
  /// - Parameters:
  ///   - data: The encoded image.
  ///   - scale: The pixels per point.
  public convenience init?(data: Data, scale: CGFloat) {
    guard !data.isEmpty else { return nil }
    let pixels = PNGHeader.size(of: data) ?? .zero
    let scale = scale > 0 ? scale : 1
    self.init(
      name: "", size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
      scale: scale)
  }

  /// Creates an image from a file's contents: `nil` when the file can't be read, else as
  /// ``init(data:)``.
  ///
  /// - Parameter path: The file's path.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// Creates an image of a Core Graphics image, at a scale of 1.
  ///
  /// - Parameter cgImage: The Core Graphics image.
  public convenience init(cgImage: CGImage) {
    self.init(cgImage: cgImage, scale: 1, orientation: .up)
  }

  /// Creates an image of a Core Graphics image at a scale: its size is the pixel size divided
  /// by the scale [DOC: `uikit/uiimage/size`].
  ///
  /// - Parameters:
  ///   - cgImage: The Core Graphics image.
  ///   - scale: The pixels per point.
  ///   - orientation: The orientation (inert).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
    let scale = scale > 0 ? scale : 1
    self.init(
      name: "",
      size: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale),
      scale: scale, orientation: orientation)
  }

  /// Whether the other object is an image of the same name and size: the model's images carry
  /// no pixels, so that is what tells two apart.
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: Whether both are images of the same name and size.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return name == other.name && size == other.size
  }

  /// A hash of the name, so equal images hash alike.
  open override var hash: Int { name.hashValue }
}

/// Reads a PNG's size from its header: the signature, then the `IHDR` chunk's big-endian width
/// and height [DOC: PNG specification (W3C), §11.2.2 IHDR].
enum PNGHeader {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  static func size(of data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature else { return nil }
    func integer(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return CGSize(width: integer(at: 16), height: integer(at: 20))
  }

  /// The smallest PNG stream the model writes: the signature, an `IHDR` chunk of a pixel size
  /// (8-bit RGBA) and an `IEND` chunk, each with its CRC [DOC: PNG specification (W3C), §5.3,
  /// §11.2.2]; it carries no image data, which only the size reader needs.
  static func encode(width: Int, height: Int) -> Data {
    func bigEndian(_ value: Int) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      return bigEndian(body.count) + typed + bigEndian(Int(crc32(typed)))
    }
    let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    return Data(signature + chunk("IHDR", header) + chunk("IEND", []))
  }

  /// The CRC-32 PNG chunks carry [DOC: PNG specification, Annex D].
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
