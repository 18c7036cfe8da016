public import Foundation

extension Bundle {
  /// Unarchives a nib file in the bundle, as UIKit's `NSBundle` extension: the model loads no
  /// nibs (Interface Builder archives need UIKit's loader), so it reports an issue naming the
  /// nib and the fix and returns `nil` [DOC: `foundation/bundle/loadnibnamed(_:owner:options:)`,
  /// whose result is optional].
  ///
  /// - Parameters:
  ///   - name: The nib file's name, without its extension.
  ///   - owner: The object the nib's outlets connect to; untouched.
  ///   - options: Options for loading; ignored.
  /// - Returns: `nil`.
  public func loadNibNamed(
    _ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil
  ) -> [Any]? {
    UIStoryboard.reportNoNibs("Bundle.loadNibNamed(\"\(name)\", owner:options:)")
    return nil
  }
}
