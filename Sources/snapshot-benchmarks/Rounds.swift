/// Interleaved rounds: in each round every side of a comparison is sampled `calls` times in
/// turn (A B C, A B C, …) and each side's median kept, so a ratio computed within a round
/// compares work timed under the same conditions, and the spread of the ratios over the rounds
/// shows how noisy the machine was.
struct Rounds {
  /// The number of rounds.
  var count: Int
  /// Samples of each side per round.
  var calls: Int

  /// Work whose warm call takes longer than this many seconds is sampled once per round.
  static let slowCall = 0.5

  /// Times the sides and returns, for each side in order, its median sample in each round.
  ///
  /// - Throws: ``BenchmarkError`` when a side's sample fails (a program ending badly).
  func run(_ sides: [TimedSide]) throws(BenchmarkError) -> [[Double]] {
    let calls = sides.contains { $0.warmCall > Self.slowCall } ? 1 : max(1, calls)
    var medians = [[Double]](repeating: [], count: sides.count)
    for _ in 0..<max(1, count) {
      var samples = [[Double]](repeating: [], count: sides.count)
      for _ in 0..<calls {
        for (index, side) in sides.enumerated() {
          samples[index].append(try side.sample())
        }
      }
      for index in sides.indices {
        medians[index].append(Spread(samples[index])?.median ?? .nan)
      }
    }
    return medians
  }
}
