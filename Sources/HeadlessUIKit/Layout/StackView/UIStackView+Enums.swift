extension UIStackView {
  /// How a stack shares its length among its views, as `UIStackView.Distribution`
  /// [DOC: `d.a.c/uistackview/distribution-swift.enum`; raw values: Xamarin's table].
  public enum Distribution: Int, Sendable {
    /// The views fill the length: compression resistance decides which shrink, hugging which
    /// stretch.
    case fill = 0
    /// The views fill the length with equal sizes.
    case fillEqually
    /// The views fill the length in proportion to their intrinsic sizes.
    case fillProportionally
    /// The views keep their sizes; the gaps between them are equal (at least ``spacing``).
    case equalSpacing
    /// The views keep their sizes; their centers are equally far apart.
    case equalCentering
  }

  /// How a stack places its views across its axis, as `UIStackView.Alignment`
  /// [DOC: `d.a.c/uistackview/alignment-swift.enum`; raw values: Xamarin's table].
  public enum Alignment: Int, Sendable {
    /// The views fill the stack's width (or height) across the axis.
    case fill = 0
    /// The views' leading edges (top edges, for a horizontal stack) align with the stack's.
    case leading = 1
    /// The views' first baselines align: a plain view's bottom.
    case firstBaseline = 2
    /// The views are centered across the axis.
    case center = 3
    /// The views' trailing edges (bottom edges, for a horizontal stack) align with the stack's.
    case trailing = 4
    /// The views' last baselines align: a plain view's bottom.
    case lastBaseline = 5

    /// The top alignment of a horizontal stack: ``leading``.
    public static var top: UIStackView.Alignment { .leading }
    /// The bottom alignment of a horizontal stack: ``trailing``.
    public static var bottom: UIStackView.Alignment { .trailing }
  }
}
