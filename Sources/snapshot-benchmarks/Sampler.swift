/// Times a piece of work with `ContinuousClock` and reports the median over several samples.
///
/// Work shorter than `minimumSample` is repeated inside each sample (the count is calibrated
/// once, after the first warm-up call) and the sample divided by the repetitions, so microsecond
/// stages are not lost in the clock's overhead.
struct Sampler {
  /// The number of timed samples.
  var runs: Int
  /// The number of untimed calls before the samples.
  var warmups: Int
  /// The shortest a sample may be; shorter work is repeated inside it.
  var minimumSample: Duration

  /// Returns the median time of one call of `work`, in seconds.
  func median<T>(_ work: () throws -> T) rethrows -> Double {
    let clock = ContinuousClock()
    let first = try clock.measure { blackHole(try work()) }
    for _ in 1..<max(1, warmups) {
      blackHole(try work())
    }
    let repetitions =
      first >= minimumSample
      ? 1 : min(10_000, Int((minimumSample / max(first, .nanoseconds(50))).rounded(.up)))
    var samples: [Double] = []
    for _ in 0..<max(1, runs) {
      let elapsed = try clock.measure {
        for _ in 0..<repetitions {
          blackHole(try work())
        }
      }
      samples.append(Self.seconds(elapsed) / Double(repetitions))
    }
    samples.sort()
    let middle = samples.count / 2
    return samples.count.isMultiple(of: 2)
      ? (samples[middle - 1] + samples[middle]) / 2 : samples[middle]
  }

  /// Converts a duration to seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
