public import Foundation

/// An image, as UIKit's `UIImage`: the model draws nothing, so an image is its name and size.
///
/// Its ``size`` decides a `UIImageView`'s intrinsic size: the pixel size read from PNG data,
/// zero for a named or system image, which the model has no catalogue to look up [INF].
/// It is open, as UIKit's, and `@unchecked Sendable`: its stored properties are constants.
open class UIImage: Hashable, @unchecked Sendable {
  /// The image's name, or the empty string for one made from data.
  let name: String
  /// The image's size, in points.
  public let size: CGSize

  private init(name: String, size: CGSize) {
    self.name = name
    self.size = size
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

  /// Creates an image from the app's asset catalogue or bundle.
  ///
  /// UIKit returns `nil` for a name it can't find; the model has no catalogue and never does,
  /// and the image's size is zero [INF].
  ///
  /// - Parameter name: The image's name.
  public convenience init?(named name: String) {
    self.init(name: name, size: .zero)
  }

  /// Creates an image from encoded data: `nil` for empty data, as UIKit returns for data it
  /// can't decode; PNG data gives its pixel size at a scale of 1, other data a size of zero
  /// [INF: the model decodes only the PNG header].
  ///
  /// - Parameter data: The encoded image.
  public convenience init?(data: Data) {
    guard !data.isEmpty else { return nil }
    self.init(name: "", size: PNGHeader.size(of: data) ?? .zero)
  }

  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.name == rhs.name && lhs.size == rhs.size
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// Reads a PNG's size from its header: the signature, then the `IHDR` chunk's big-endian width
/// and height [DOC: PNG specification (W3C), §11.2.2 IHDR].
enum PNGHeader {
  static func size(of data: Data) -> CGSize? {
    let bytes = [UInt8](data.prefix(24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count == 24, Array(bytes[0..<8]) == signature else { return nil }
    func integer(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return CGSize(width: integer(at: 16), height: integer(at: 20))
  }
}
