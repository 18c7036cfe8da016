import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// `UIView.layerClass`: the class of the layer a view makes.
@MainActor
@Suite struct LayerClassTests {
  /// A view drawing with a replicator layer, as MarqueeLabel does.
  final class ReplicatingView: UIView {
    override class var layerClass: AnyClass { CAReplicatorLayer.self }
  }

  /// An app's own layer class.
  final class GlowLayer: CALayer {}

  /// A view whose layer is of the app's own class.
  final class GlowView: UIView {
    override class var layerClass: AnyClass { GlowLayer.self }
  }

  @Test func aViewsLayerIsOfItsLayerClass() {
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    #expect(type(of: UIView().layer) == CALayer.self)
    #expect(ReplicatingView().layer is CAReplicatorLayer)
  }

  @Test func anAppsOwnLayerClassGivesAPlainLayerAndSaysWhy() {
    let (layer, reports) = ModelReports.capture { GlowView().layer }
    #expect(type(of: layer) == CALayer.self)
    #expect(reports.count == 1)
    #expect(reports.first?.contains("GlowLayer") == true)
  }
}
