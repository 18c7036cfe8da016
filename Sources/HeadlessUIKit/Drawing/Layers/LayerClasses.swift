import PresentationHierarchy

/// Makes a view's layer from its ``UIView/layerClass``: Swift can only make an instance of a
/// class through a metatype when its initialiser is `required`, which `CALayer`'s is not, so
/// the model knows its own layer classes by name.
enum LayerClasses {
  /// A new layer of the class, or a plain `CALayer` (reported) for a class the model can't make.
  @MainActor
  static func make(_ layerClass: AnyClass) -> CALayer {
    switch ObjectIdentifier(layerClass) {
    case ObjectIdentifier(CALayer.self): return CALayer()
    case ObjectIdentifier(CAShapeLayer.self): return CAShapeLayer()
    case ObjectIdentifier(CAGradientLayer.self): return CAGradientLayer()
    case ObjectIdentifier(CAReplicatorLayer.self): return CAReplicatorLayer()
    case ObjectIdentifier(CATextLayer.self): return CATextLayer()
    default:
      ModelIssues.report(
        "A view's layerClass is \(layerClass), which the model can't make without the "
          + "Objective-C runtime, so the view's layer is a plain CALayer. Make the layer a "
          + "sublayer of the view's layer instead to test it headlessly.")
      return CALayer()
    }
  }
}
