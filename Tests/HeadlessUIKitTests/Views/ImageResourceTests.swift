import Foundation
import Testing

@testable import HeadlessUIKit

/// Asset catalog resources, as Xcode generates them, name images for UIKit as for SwiftUI.
@MainActor
struct ImageResourceTests {
  @Test("UIImage(resource:) makes the catalog image the resource names, as init(named:) does")
  func imageFromResource() {
    // Evidence: uikit/uiimage/init(resource:), developertoolssupport/imageresource.
    let image = UIImage(resource: .dolphin)
    #expect(image.name == "dolphin")
    #expect(image.size == UIImage(named: "dolphin")?.size)
    #expect(ImageResource.dolphin == ImageResource(name: "dolphin", bundle: .main))
    #expect(ImageResource.dolphin != ImageResource(name: "orca", bundle: .main))
  }
}

extension ImageResource {
  /// A catalog image, declared as Xcode's generated asset symbols are.
  fileprivate static let dolphin = ImageResource(name: "dolphin", bundle: .main)
}
