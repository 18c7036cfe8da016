import Foundation
import HeadlessUIKit
import Testing

/// UIKit's global drawing functions and constants, spelled as the census's apps spell them.
///
/// The API-demand census reads a global function (`UIGraphicsGetCurrentContext()`) as a type
/// and finds no such type in the model, so it counts these present spellings as missing; each
/// `// census:` tag names the census's key for the spelling below it, which
/// `scripts/api/census-corrected.py` re-counts as present.
@Suite("Census: UIKit drawing functions")
@MainActor
struct CensusDrawingSpellingTests {
  @Test("An image context drawn into and read back, as apps wrote it before the renderer")
  func imageContext() {
    let size = CGSize(width: 20, height: 10)
    // census: UIGraphicsBeginImageContextWithOptions
    // census: UIGraphicsBeginImageContextWithOptions.init(_:_:_:)
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    // census: UIGraphicsGetCurrentContext
    // census: UIGraphicsGetCurrentContext.init()
    let context = UIGraphicsGetCurrentContext()
    #expect(context != nil)
    // census: UIGraphicsGetCurrentContext.setFillColor(_:)
    UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
    // census: UIGraphicsGetCurrentContext.saveGState()
    UIGraphicsGetCurrentContext()?.saveGState()
    // census: UIGraphicsGetCurrentContext.translateBy(x:y:)
    UIGraphicsGetCurrentContext()?.translateBy(x: 1, y: 1)
    // census: UIGraphicsGetCurrentContext.scaleBy(x:y:)
    UIGraphicsGetCurrentContext()?.scaleBy(x: 2, y: 2)
    // census: UIGraphicsGetCurrentContext.setLineWidth(_:)
    UIGraphicsGetCurrentContext()?.setLineWidth(1)
    // census: UIGraphicsGetCurrentContext.setStrokeColor(_:)
    UIGraphicsGetCurrentContext()?.setStrokeColor(UIColor.blue.cgColor)
    // census: UIGraphicsGetCurrentContext.setBlendMode(_:)
    UIGraphicsGetCurrentContext()?.setBlendMode(.normal)
    // census: UIGraphicsGetCurrentContext.fill(_:)
    UIGraphicsGetCurrentContext()?.fill(CGRect(origin: .zero, size: size))
    // census: UIGraphicsGetCurrentContext.clear(_:)
    UIGraphicsGetCurrentContext()?.clear(CGRect(origin: .zero, size: size))
    // census: UIGraphicsGetCurrentContext.restoreGState()
    UIGraphicsGetCurrentContext()?.restoreGState()
    // census: UIRectFill
    // census: UIRectFill.init(_:)
    UIRectFill(CGRect(origin: .zero, size: size))
    if let context {
      // census: UIGraphicsPushContext
      // census: UIGraphicsPushContext.init(_:)
      UIGraphicsPushContext(context)
      // census: UIGraphicsPopContext
      // census: UIGraphicsPopContext.init()
      UIGraphicsPopContext()
    }
    // census: UIGraphicsGetImageFromCurrentImageContext
    // census: UIGraphicsGetImageFromCurrentImageContext.init()
    let image = UIGraphicsGetImageFromCurrentImageContext()
    // census: UIGraphicsEndImageContext
    // census: UIGraphicsEndImageContext.init()
    UIGraphicsEndImageContext()
    #expect(image?.size == size)
    #expect(UIGraphicsGetCurrentContext() == nil)
    // census: UIGraphicsBeginImageContext
    // census: UIGraphicsBeginImageContext.init(_:)
    UIGraphicsBeginImageContext(size)
    UIGraphicsEndImageContext()
  }

  @Test("Layer transforms and media time, as apps write them")
  func transformsAndTime() {
    let layer = CALayer()
    // census: CATransform3DMakeScale
    // census: CATransform3DMakeScale.init(_:_:_:)
    layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
    // census: CATransform3DMakeRotation
    // census: CATransform3DMakeRotation.init(_:_:_:_:)
    let turned = CATransform3DMakeRotation(.pi, 0, 0, 1)
    #expect(!CATransform3DIsIdentity(turned))
    // census: CATransform3DIdentity
    layer.transform = CATransform3DIdentity
    #expect(CATransform3DIsIdentity(layer.transform))
    // census: CACurrentMediaTime
    // census: CACurrentMediaTime.init()
    let start = CACurrentMediaTime()
    #expect(CACurrentMediaTime() >= start)
  }
}
