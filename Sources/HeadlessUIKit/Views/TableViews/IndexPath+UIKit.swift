public import Foundation

extension IndexPath {
  /// Creates the index path of a table row, as UIKit's `IndexPath(row:section:)`.
  ///
  /// - Parameters:
  ///   - row: The row in the section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Creates the index path of a collection item, as UIKit's `IndexPath(item:section:)`.
  ///
  /// - Parameters:
  ///   - item: The item in the section.
  ///   - section: The section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the path's first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in the section: the path's second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in the section: the path's second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}
