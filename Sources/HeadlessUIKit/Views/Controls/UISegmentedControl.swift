public import Foundation

/// A row of segments of which one is selected, as UIKit's `UISegmentedControl`.
///
/// Modelled: each segment is a subview, `UISegment` [OBS: the private class UIKit's view
/// dumps show], labelled with its title so ``UIApplication/tap(_:)`` finds it; segments share
/// the control's width equally except those given a width with ``setWidth(_:forSegmentAt:)``
/// [DOC: `uikit/uisegmentedcontrol/setwidth(_:forsegmentat:)`, "0.0 … the segment's width is
/// automatically calculated"]. A tap selects the segment under it and sends `.valueChanged`
/// when the selection changed [DOC: `uikit/uisegmentedcontrol`]; setting
/// ``selectedSegmentIndex`` sends nothing. A momentary control selects nothing. A control made
/// with ``init(items:)`` is 32 points high and as wide as its segments [INF: the iOS 13+
/// height; segment widths from the model's text metrics]. Colours and text attributes are
/// inert.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// The index meaning no segment is selected, -1.
  public class var noSegment: Int { -1 }

  /// The height of a segmented control [INF: iOS 13 and later].
  static let height: CGFloat = 32

  private struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0
    let view: UIView
  }

  private var segments: [Segment] = []

  /// The selected segment's index, or ``noSegment``; setting it sends no events.
  open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
  /// Whether a tapped segment is selected only while touched, so none stays selected.
  open var isMomentary = false
  /// Whether segments are as wide as their content; inert: the model shares the width.
  open var apportionsSegmentWidthsByContent = false
  /// The colour of the selected segment; inert.
  open var selectedSegmentTintColor: UIColor?
  private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The number of segments.
  open var numberOfSegments: Int { segments.count }

  /// Creates a control with segments for titles (`String`) or images (`UIImage`), sized to fit.
  ///
  /// - Parameter items: The segments' titles and images; other values make empty segments.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
    for item in items ?? [] {
      let segment = Segment(
        title: item as? String, image: item as? UIImage, view: Self.makeSegmentView())
      segments.append(segment)
      addSubview(segment.view)
    }
    frame = CGRect(origin: .zero, size: intrinsicContentSize)
    updateViews()
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a control with no segments.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a control with a segment for each action, which runs when its segment is chosen.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - actions: The actions; their titles are the segments'.
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    for (index, action) in actions.enumerated() {
      insertSegment(action: action, at: index, animated: false)
    }
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The control's natural size: 32 points high, each segment as wide as the widest title.
  open override var intrinsicContentSize: CGSize {
    let widest =
      segments.map { segment -> CGFloat in
        if segment.width > 0 { return segment.width }
        let text = TextMetrics.size(of: segment.title ?? "", pointSize: 13, numberOfLines: 1)
        return max(text.width + 20, segment.image?.size.width ?? 0)
      }.max() ?? 0
    return CGSize(width: widest * CGFloat(segments.count), height: Self.height)
  }

  /// Inserts a segment with a title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The index, clamped to the segments' range.
  ///   - animated: Whether to animate; inert.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title, view: Self.makeSegmentView()), at: segment)
  }

  /// Inserts a segment with an image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The index, clamped to the segments' range.
  ///   - animated: Whether to animate; inert.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image, view: Self.makeSegmentView()), at: segment)
  }

  /// Inserts a segment for an action, which runs when the segment is chosen.
  ///
  /// - Parameters:
  ///   - action: The action; its title is the segment's.
  ///   - segment: The index, clamped to the segments' range.
  ///   - animated: Whether to animate; inert.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(
      Segment(
        title: action.title, image: action.image, action: action,
        view: Self.makeSegmentView()), at: segment)
  }

  /// Removes a segment; removing the selected one leaves none selected.
  ///
  /// - Parameters:
  ///   - segment: The index.
  ///   - animated: Whether to animate; inert.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment).view.removeFromSuperview()
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    updateViews()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    for segment in segments { segment.view.removeFromSuperview() }
    segments = []
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets a segment's title.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: The index.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    updateViews()
  }

  /// Returns a segment's title.
  ///
  /// - Parameter segment: The index.
  /// - Returns: The title, or `nil`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's image.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: The index.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
  }

  /// Returns a segment's image.
  ///
  /// - Parameter segment: The index.
  /// - Returns: The image, or `nil`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Enables or disables a segment; a tap on a disabled segment selects nothing.
  ///
  /// - Parameters:
  ///   - enabled: Whether the segment is enabled.
  ///   - segment: The index.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Returns whether a segment is enabled.
  ///
  /// - Parameter segment: The index.
  /// - Returns: Whether it is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  /// Sets a segment's width; 0 shares the remaining width.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - segment: The index.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(width, 0)
    updateViews()
  }

  /// Returns the width a segment was given; 0 when it shares the remaining width.
  ///
  /// - Parameter segment: The index.
  /// - Returns: The width.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  /// Sets the segments' text attributes for a state; kept, inert.
  ///
  /// - Parameters:
  ///   - attributes: The attributes.
  ///   - state: The state.
  open func setTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    titleAttributes[state.rawValue] = attributes
  }

  /// Returns the text attributes set for a state.
  ///
  /// - Parameter state: The state.
  /// - Returns: The attributes, or `nil`.
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }

  /// Places the segments across the bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    placeSegments()
  }

  override var tapEvents: [UIControl.Event] { [.touchUpInside] }

  override func tapped(at point: CGPoint) -> [UIControl.Event] {
    guard
      let index = segments.firstIndex(where: { $0.view.frame.contains(point) }),
      segments[index].isEnabled
    else { return [] }
    if let action = segments[index].action { sendAction(action) }
    guard !isMomentary else { return [.valueChanged] }
    guard index != selectedSegmentIndex else { return [] }
    selectedSegmentIndex = index
    return [.valueChanged]
  }

  private static func makeSegmentView() -> UIView {
    UIView("UISegment", frame: nil)
  }

  private func insert(_ segment: Segment, at index: Int) {
    let index = max(0, min(index, segments.count))
    segments.insert(segment, at: index)
    insertSubview(segment.view, at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    updateViews()
  }

  private func updateViews() {
    for segment in segments { segment.view.accessibilityLabel = segment.title }
    placeSegments()
  }

  private func placeSegments() {
    let size = bounds.size
    let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
    let shared = segments.filter { $0.width == 0 }.count
    let each = shared > 0 ? max(size.width - fixed, 0) / CGFloat(shared) : 0
    var x: CGFloat = 0
    for segment in segments {
      let width = segment.width > 0 ? segment.width : each
      segment.view.frame = CGRect(x: x, y: 0, width: width, height: size.height)
      x += width
    }
  }
}
