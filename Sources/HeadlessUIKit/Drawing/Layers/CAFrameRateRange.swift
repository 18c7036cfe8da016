/// A range of frame rates an app asks for, as Core Animation's `CAFrameRateRange`; inert: the
/// model has no display refreshing.
public struct CAFrameRateRange: Sendable {
  /// The lowest rate, in frames per second.
  public var minimum: Float
  /// The highest rate, in frames per second.
  public var maximum: Float
  /// The rate preferred, or `nil` for none.
  public var preferred: Float?

  /// Creates a range of zeros: no rate asked for, as ``default``.
  public init() {
    self.init(minimum: 0, maximum: 0)
  }

  /// Creates a range of rates.
  ///
  /// - Parameters:
  ///   - minimum: The lowest rate.
  ///   - maximum: The highest rate.
  ///   - preferred: The rate preferred, or `nil` for none.
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// The range that asks for no particular rate: all zeros [INF: Core Animation's
  /// `CAFrameRateRangeDefault`].
  public static let `default` = CAFrameRateRange()
}
