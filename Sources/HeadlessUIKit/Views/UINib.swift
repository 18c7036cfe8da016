public import Foundation

/// An Interface Builder archive, as UIKit's `UINib`: the model loads no nibs, so
/// ``instantiate(withOwner:options:)`` returns no objects, with an issue, and a table view
/// creates a plain cell for a nib registered for a reuse identifier.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The keys of the options for instantiating a nib, as UIKit's `UINib.OptionsKey`.
  public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The nib's name.
  let name: String

  /// Creates a nib object for a nib file in a bundle; nothing is read.
  ///
  /// - Parameters:
  ///   - name: The nib file's name, without its extension.
  ///   - bundleOrNil: The bundle; `nil` for the main bundle.
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
  }

  /// Returns the nib's top-level objects: none, with an issue naming the nib and the fix, as the
  /// model loads no nibs.
  ///
  /// - Parameters:
  ///   - ownerOrNil: The object the nib's outlets connect to; untouched.
  ///   - optionsOrNil: Options for loading; ignored.
  /// - Returns: An empty array.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    UIStoryboard.reportNoNibs("UINib(nibName: \"\(name)\").instantiate(withOwner:options:)")
    return []
  }
}
