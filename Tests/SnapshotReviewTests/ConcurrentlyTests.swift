import Dispatch
import SnapshotReview
import Testing

#if canImport(Glibc)
import Glibc
#endif

struct ConcurrentlyTests {
  /// A way of running two pieces of work side by side.
  typealias Runner = @Sendable (@Sendable () -> Int, @Sendable () -> String) -> (Int, String)

  /// Each way, by name.
  static let implementations: [(name: String, run: Runner)] = {
    var all: [(name: String, run: Runner)] = [
      ("the platform's", { concurrently($0, $1) }),
      ("Dispatch", { concurrentlyOnDispatch($0, $1) }),
    ]
    #if canImport(Glibc)
    all.append(("a POSIX thread", { concurrentlyOnThread($0, $1) }))
    #endif
    return all
  }()

  @Test("both results come back, in order", arguments: 0..<implementations.count)
  func resultsInOrder(index: Int) {
    let (name, run) = Self.implementations[index]
    let (number, text) = run({ (1...100).reduce(0, +) }, { String(repeating: "ab", count: 3) })
    #expect(number == 5050, "\(name)")
    #expect(text == "ababab", "\(name)")
  }

  @Test("the two pieces run at the same time", arguments: 0..<implementations.count)
  func overlap(index: Int) {
    let (name, run) = Self.implementations[index]
    #if canImport(Glibc)
    // Dispatch runs the work inline when it has one core to give.
    if name == "Dispatch", sysconf(Int32(_SC_NPROCESSORS_ONLN)) < 2 { return }
    #endif
    // Each piece says it started, then waits for the other's word: run one after the other,
    // the first would wait out its time.
    let firstStarted = DispatchSemaphore(value: 0)
    let secondStarted = DispatchSemaphore(value: 0)
    let (firstSawSecond, secondSawFirst) = run(
      {
        firstStarted.signal()
        return secondStarted.wait(timeout: .now() + 10) == .success ? 1 : 0
      },
      {
        secondStarted.signal()
        return firstStarted.wait(timeout: .now() + 10) == .success ? "yes" : "no"
      })
    #expect(firstSawSecond == 1, "\(name): the first piece never saw the second start")
    #expect(secondSawFirst == "yes", "\(name): the second piece never saw the first start")
  }
}
