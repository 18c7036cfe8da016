import Foundation
import HeadlessUIKit
import Testing

/// The drawing, timing-curve, font-descriptor and configuration-transformer symbols apps use
/// compile as they spell them (a compile probe per symbol); what they model behaves as UIKit's.
@MainActor
struct DrawingSpellingTests {
  /// An app's own timing curve, as apps adopt `UITimingCurveProvider`.
  final class AppCurve: NSObject, UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { .composed }
    var cubicTimingParameters: UICubicTimingParameters? {
      UICubicTimingParameters(animationCurve: .easeOut)
    }
    var springTimingParameters: UISpringTimingParameters? {
      UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1))
    }
  }

  @Test func rectFunctionsDrawIntoTheCurrentContextOrNothing() {
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
    UIColor.red.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    UIRectFrame(CGRect(x: 1, y: 1, width: 8, height: 8))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    #expect(image?.size == CGSize(width: 10, height: 10))
  }

  @Test func timingParametersSpellUIKits() {
    let spring = UISpringTimingParameters(
      mass: 1, stiffness: 200, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
    #expect(spring.timingCurveType == .spring)
    #expect(spring.springTimingParameters === spring)
    #expect(spring.cubicTimingParameters == nil)
    _ = UISpringTimingParameters()
    _ = UISpringTimingParameters(dampingRatio: 0.7)
    _ = UISpringTimingParameters(duration: 0.4, bounce: 0.2)
    _ = UISpringTimingParameters(
      duration: 0.4, bounce: 0.2, initialVelocity: CGVector(dx: 1, dy: 0))
    let cubic = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))
    #expect(cubic.timingCurveType == .cubic)
    #expect(cubic.controlPoint1 == CGPoint(x: 0.2, y: 0))
    #expect(cubic.controlPoint2 == CGPoint(x: 0, y: 1))
    #expect(UICubicTimingParameters(animationCurve: .linear).animationCurve == .linear)
    #expect(UICubicTimingParameters().timingCurveType == .builtin)
    let types: [UITimingCurveType] = [.builtin, .cubic, .spring, .composed]
    #expect(types.count == 4)
    let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: AppCurve())
    #expect(animator.timingParameters?.timingCurveType == .composed)
    let bezier = UIViewPropertyAnimator(
      duration: 0.3, controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)
    ) {}
    #expect(bezier.timingParameters?.cubicTimingParameters?.controlPoint1.x == 0.1)
    let curved = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn)
    #expect(curved.timingParameters?.cubicTimingParameters?.animationCurve == .easeIn)
  }

  @Test func frameRateRangesAreKeptOnDisplayLinks() {
    let link = CADisplayLink(target: self, selector: Selector("displayDidRefresh:"))
    #expect(link.preferredFrameRateRange.maximum == CAFrameRateRange.default.maximum)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
    #expect(link.preferredFrameRateRange.preferred == 120)
    #expect(link.preferredFrameRateRange.minimum == 80)
    #expect(CAFrameRateRange().preferred == nil)
  }

  @Test func fontDescriptorAttributesAreKeptAndTheSizeIsRead() {
    let base = UIFont.systemFont(ofSize: 17).fontDescriptor
    let settings: [[UIFontDescriptor.FeatureKey: Int]] = [[.type: 6, .selector: 0]]
    let monospaced = base.addingAttributes([.featureSettings: settings, .size: 20])
    #expect(monospaced.pointSize == 20)
    #expect(UIFont(descriptor: monospaced, size: 0).pointSize == 20)
    let kept = monospaced.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Int]]
    #expect(kept?.first?[.type] == 6)
    let named = UIFontDescriptor(fontAttributes: [.name: "Menlo", .size: 12, .family: "Menlo"])
    #expect(named.pointSize == 12)
    #expect(named.fontAttributes[.name] as? String == "Menlo")
    #expect(named.withSymbolicTraits(.traitBold)?.fontAttributes[.family] as? String == "Menlo")
    let names: [UIFontDescriptor.AttributeName] = [
      .cascadeList, .characterSet, .face, .family, .fixedAdvance, .matrix, .textStyle, .traits,
      .visibleName, UIFontDescriptor.AttributeName(rawValue: "NSFontNameAttribute"),
    ]
    #expect(names.contains(.name))
    let keys: [UIFontDescriptor.FeatureKey] = [
      .featureIdentifier, .typeIdentifier, UIFontDescriptor.FeatureKey("CTFeatureTypeIdentifier"),
      UIFontDescriptor.FeatureKey(rawValue: "CTFeatureSelectorIdentifier"),
    ]
    #expect(keys[2] == .type)
    #expect(keys[3] == .selector)
  }

  @Test func imageAssetsGiveTheVariantMatchingTheTraits() throws {
    let light = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
    let dark = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
    let asset = UIImageAsset()
    asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
    #expect(light.imageAsset === asset)
    #expect(UIImage().imageAsset == nil)
    asset.unregister(imageWith: UITraitCollection(userInterfaceStyle: .dark))
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === light)
    let configuration = try #require(
      UIImage.SymbolConfiguration(pointSize: 12) as UIImage.Configuration?)
    asset.register(dark, with: configuration)
    #expect(asset.image(with: configuration) === dark)
    asset.unregisterImage(with: configuration)
  }

  @Test func transformersRunTheirClosures() {
    let half = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
    #expect(half(.red).cgColor.alpha == 0.5)
    #expect(half.transform(.blue).cgColor.alpha == 0.5)
    #expect(UIConfigurationColorTransformer.grayscale(.red).cgColor.alpha == 1)
    #expect(UIConfigurationColorTransformer.monochromeTint(.clear).cgColor.alpha == 0)
    #expect(UIConfigurationColorTransformer.preferredTint(.red) == .red)
    let bold = UIConfigurationTextAttributesTransformer { incoming in
      var outgoing = incoming
      outgoing.link = URL(string: "https://example.com")
      return outgoing
    }
    #expect(bold(AttributeContainer()).link != nil)
    #expect(bold.transform(AttributeContainer()).link != nil)
  }

  @Test func configurationsKeepTheirTransformers() {
    var button = UIButton.Configuration.filled()
    button.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
    button.imageColorTransformer = .monochromeTint
    #expect(button.imageColorTransformer != nil)
    var same = button
    #expect(same == button)
    same.imageColorTransformer = .grayscale
    #expect(same != button)
    same.imageColorTransformer = .monochromeTint
    #expect(same == button)
    #expect(button.titleTextAttributesTransformer != nil)
    var background = UIBackgroundConfiguration.listPlainCell()
    background.backgroundColorTransformer = .grayscale
    background.strokeColorTransformer = UIConfigurationColorTransformer { $0 }
    #expect(background.backgroundColorTransformer != nil)
    #expect(background.strokeColorTransformer != nil)
    #expect(background != UIBackgroundConfiguration.listPlainCell())
    var content = UIListContentConfiguration.cell()
    content.textProperties.colorTransformer = .preferredTint
    content.imageProperties.tintColorTransformer = .grayscale
    #expect(content.textProperties.colorTransformer != nil)
    #expect(content.imageProperties.tintColorTransformer != nil)
  }
}
