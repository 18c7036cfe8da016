import HeadlessCombine
import Testing

/// Combine's operators that pick elements by position or predicate: `first()`,
/// `first(where:)`, `prefix(_:)`, `output(at:)`, `output(in:)` and `ignoreOutput()`.
@MainActor
struct FilteringOperatorsTests {
  @Test("first() sends the first element, finishes, and cancels the upstream")
  func first() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, Never>()
    var cancelled = false
    let log = PipelineLog<Int>()
    let cancellable = subject.handleEvents(receiveCancel: { cancelled = true }).first()
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    subject.send(4)
    subject.send(5)
    #expect(log.values == [4] && log.completions == ["finished"] && cancelled)
    _ = cancellable

    let direct = Publishers.First(upstream: [Int]().publisher)
    #expect(direct.upstream.sequence.isEmpty)
    var finished = false
    direct.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
      .store(in: &cancellables)
    #expect(finished, "an upstream that finishes first finishes it with no element")
  }

  @Test("first(where:) sends the first element that satisfies the predicate")
  func firstWhere() {
    var cancellables = Set<AnyCancellable>()
    var values: [Int] = []
    [1, 4, 6, 9].publisher.first(where: { $0.isMultiple(of: 2) }).sink { values.append($0) }
      .store(in: &cancellables)
    let firstWhere = Publishers.FirstWhere(upstream: [3, 8].publisher) { $0 > 5 }
    #expect(firstWhere.predicate(8) && !firstWhere.predicate(3))
    firstWhere.sink { values.append($0) }
      .store(in: &cancellables)
    #expect(values == [4, 8])

    let failing = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    failing.first { $0 > 10 }
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    failing.send(1)
    failing.send(completion: .failure(ProbeError()))
    #expect(log.values.isEmpty && log.completions == ["failure(ProbeError)"])
  }

  @Test(
    "prefix(_:), output(at:) and output(in:) send the elements in their range, then finish",
    arguments: zip(Pick.allCases, [[0, 1, 2], [0, 1], [4], [7, 8, 9], [2, 3]]))
  func output(pick: Pick, expected: [Int]) {
    var cancellables = Set<AnyCancellable>()
    let numbers = (0..<10).publisher
    let publisher =
      switch pick {
      case .direct: Publishers.Output(upstream: numbers, range: 0..<3)
      case .prefix: numbers.prefix(2)
      case .at: numbers.output(at: 4)
      case .from: numbers.output(in: 7...)
      case .range: numbers.output(in: 2..<4)
      }
    let log = PipelineLog<Int>()
    publisher.sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    #expect(log.values == expected && log.completions == ["finished"])
    #expect(publisher.upstream.sequence == 0..<10 && publisher.range.count >= expected.count)
  }

  @Test("prefix(_:) keeps to a paced subscriber's demand and cancels the upstream at its end")
  func prefixPaced() {
    let subject = PassthroughSubject<String, Never>()
    let paced = PacedSubscriber<String, Never>(initial: .max(1))
    subject.prefix(2).receive(subscriber: paced)
    subject.send("a")
    subject.send("b")
    paced.subscription?.request(.max(1))
    subject.send("c")
    subject.send("d")
    #expect(paced.log.values == ["a", "c"] && paced.log.completions == ["finished"])
  }

  @Test("ignoreOutput() passes only the completion")
  func ignoreOutput() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Never>()
    subject.ignoreOutput().sink(receiveCompletion: { log.complete($0) }, receiveValue: { _ in })
      .store(in: &cancellables)
    subject.send(1)
    subject.send(completion: .failure(ProbeError()))
    #expect(log.values.isEmpty && log.completions == ["failure(ProbeError)"])

    let ignore = Publishers.IgnoreOutput(upstream: Just(1))
    var finished = false
    ignore.sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
      .store(in: &cancellables)
    #expect(finished && ignore.upstream.output == 1)
  }
}

// MARK: - Fixtures

/// How a test picks elements by position.
enum Pick: CaseIterable, Sendable {
  case direct, prefix, at, from, range
}
