import SwiftUI
import UIKit

// The asset symbol `Image(.dolphin)` needs, declared as Xcode generates it for an image set
// named "dolphin" in the app's asset catalog.
extension ImageResource {
  /// The "dolphin" asset catalog image resource.
  static let dolphin = ImageResource(name: "dolphin", bundle: .main)
}
