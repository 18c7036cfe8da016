public import Foundation

/// A view that arranges its arranged subviews in a row or a column through constraints, as
/// `UIStackView` [DOC: `d.a.c/uistackview`].
///
/// The stack installs its own constraints on itself and updates them whenever its arrangement,
/// its properties or an arranged subview's `isHidden` change (on the next layout pass); a hidden
/// arranged subview leaves the arrangement [DOC: "the stack view automatically updates its
/// layout … whenever one of the arranged subviews's isHidden property changes"].
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// The views the stack arranges, in order; each is also a subview.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The axis the views are arranged along; horizontal by default [INF, engine reference §5].
  public var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { updateArrangement() }
  }
  /// How the views share the stack's length; `.fill` by default
  /// [DOC: `d.a.c/uistackview/distribution-swift.property`].
  public var distribution: UIStackView.Distribution = .fill {
    didSet { updateArrangement() }
  }
  /// How the views sit across the axis; `.fill` by default
  /// [DOC: `d.a.c/uistackview/alignment-swift.property`].
  public var alignment: UIStackView.Alignment = .fill {
    didSet { updateArrangement() }
  }
  /// The gap between adjacent views (the minimum gap for the spacing distributions); 0 by
  /// default [INF, engine reference §5].
  public var spacing: CGFloat = 0 {
    didSet { updateArrangement() }
  }
  /// Whether the views are arranged inside the stack's layout margins rather than its edges;
  /// false by default.
  public var isLayoutMarginsRelativeArrangement = false {
    didSet { updateArrangement() }
  }

  /// The spacings set with `setCustomSpacing(_:after:)`, by the view they follow.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The constraints the stack made for the current arrangement.
  private var arrangementConstraints: [NSLayoutConstraint] = []
  /// The spacer guides the spacing distributions use.
  private var spacers: [UILayoutGuide] = []
  /// What the current constraints were made for.
  private var arrangedFor: StackArrangement.Key?

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates an empty stack with a frame.
  ///
  /// - Parameter frame: The frame, in the coordinates of its future superview.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack that arranges views.
  ///
  /// - Parameter views: The views to arrange, in order.
  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
    for view in views { addArrangedSubview(view) }
  }

  /// The model loads no archives, so this returns `nil`, as ``UIView/init(coder:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Adds a view at the end of the arrangement, and as a subview if it isn't one.
  ///
  /// - Parameter view: The view; it stops translating its frame into constraints.
  public func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts a view into the arrangement, adding it as a subview if it isn't one.
  ///
  /// - Parameters:
  ///   - view: The view; it stops translating its frame into constraints.
  ///   - stackIndex: Its index in ``arrangedSubviews``, clamped to the range.
  public func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    updateArrangement()
  }

  /// Removes a view from the arrangement; it stays a subview
  /// [DOC: `d.a.c/uistackview/removearrangedsubview(_:)`].
  ///
  /// - Parameter view: The view; one not arranged is ignored.
  public func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    updateArrangement()
  }

  /// Makes the arrangement's constraints again if anything they depend on changed: an arranged
  /// view left the stack or was hidden or shown, or a property changed.
  func updateArrangement() {
    arrangedSubviews.removeAll { $0.superview !== self }
    let key = StackArrangement.Key(self)
    guard key != arrangedFor else { return }
    arrangedFor = key
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for spacer in spacers { removeLayoutGuide(spacer) }
    var arrangement = StackArrangement(stack: self)
    arrangementConstraints = arrangement.constraints()
    spacers = arrangement.spacers
    NSLayoutConstraint.activate(arrangementConstraints)
  }
}
