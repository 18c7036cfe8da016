import Dispatch
import PresentationHierarchy
import Testing

/// `Locked`, the mutex the libraries use on platforms older than Synchronization's `Mutex`.
struct LockedTests {
  @Test("Threads changing one value at once lose no change")
  func noLostUpdates() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock(\.self) == 80_000)
  }

  @Test("withLock returns the closure's result and rethrows its error")
  func returnsAndThrows() {
    let names = Locked(["a"])
    #expect(
      names.withLock { names in
        names.append("b")
        return names.count
      } == 2)
    #expect(throws: LockedTestError.self) {
      try names.withLock { _ throws(LockedTestError) in throw LockedTestError() }
    }
    #expect(names.withLock(\.self) == ["a", "b"])
  }
}

// MARK: - Fixtures

private struct LockedTestError: Error {}
