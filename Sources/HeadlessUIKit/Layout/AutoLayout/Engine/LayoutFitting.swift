import Foundation

/// `systemLayoutSizeFitting(_:)`: the size a view's constraints give it when its size is only
/// pulled towards a target at fitting-size priority [DOC:
/// `d.a.c/uiview/systemlayoutsizefitting(_:)`: "the size of the view that satisfies the
/// constraints it holds", closest to the target].
@MainActor
enum LayoutFitting {
  static func size(of view: UIView, fitting target: CGSize) -> CGSize {
    let engine = LayoutEngine(root: view)
    let size = (Double(target.width), Double(target.height))
    guard let system = LayoutSystem.build(root: view, engine: engine, fittingSize: size) else {
      return target
    }
    engine.solve(system)
    let solved = engine.variables(for: view).rect
    return CGSize(width: solved.width, height: solved.height)
  }
}
