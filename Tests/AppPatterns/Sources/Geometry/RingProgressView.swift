import UIKit

/// A download ring: a track and a progress arc drawn by shape layers, a glyph drawn in
/// `draw(_:)`, and touches only on the ring's disc — the way podcast apps show episode
/// downloads.
final class RingProgressView: UIView {
  private let track = CAShapeLayer()
  private let bar = CAShapeLayer()

  var progress: CGFloat = 0 {
    didSet {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      bar.strokeEnd = min(max(progress, 0), 1)
      CATransaction.commit()
      accessibilityValue = "\(Int(progress * 100))%"
      setNeedsDisplay()
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    for shape in [track, bar] {
      shape.fillColor = UIColor.clear.cgColor
      shape.lineWidth = 3
      shape.lineCap = .round
      layer.addSublayer(shape)
    }
    track.strokeColor = UIColor.systemGray5.cgColor
    bar.strokeColor = UIColor.systemBlue.cgColor
    bar.strokeEnd = 0
    isAccessibilityElement = true
    accessibilityLabel = "Download progress"
    accessibilityTraits = [.updatesFrequently]
    autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let radius = min(bounds.width, bounds.height) / 2 - track.lineWidth / 2
    let ring = UIBezierPath(
      arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: true)
    for shape in [track, bar] {
      shape.frame = bounds
      shape.path = ring.cgPath
    }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor.systemBlue.cgColor)
    context.fill(CGRect(x: rect.midX - 3, y: rect.midY - 3, width: 6, height: 6))
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    UIBezierPath(ovalIn: bounds).contains(point)
  }
}
