import HeadlessCombine
import Testing

/// Combine's operators that combine publishers: `merge(with:)`, `zip(_:)`, `prepend(_:)`,
/// `append(_:)`, `switchToLatest()` and `flatMap(maxPublishers:_:)`.
@MainActor
struct CombiningOperatorsTests {
  @Test("merge(with:) interleaves both upstreams and finishes when both have finished")
  func merge() {
    var cancellables = Set<AnyCancellable>()
    let a = PassthroughSubject<Int, ProbeError>()
    let b = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    a.merge(with: b)
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    a.send(1)
    b.send(2)
    a.send(completion: .finished)
    b.send(3)
    #expect(log.values == [1, 2, 3] && log.completions.isEmpty)
    b.send(completion: .finished)
    #expect(log.completions == ["finished"])

    let merged = Publishers.Merge(a, b)
    #expect(merged.a === a && merged.b === b)
    let other = PassthroughSubject<Int, ProbeError>()
    let failed = PipelineLog<Int>()
    Publishers.Merge(other, PassthroughSubject<Int, ProbeError>())
      .sink(receiveCompletion: { failed.complete($0) }, receiveValue: { failed.values.append($0) })
      .store(in: &cancellables)
    other.send(completion: .failure(ProbeError()))
    #expect(failed.completions == ["failure(ProbeError)"], "either failure ends it")
  }

  @Test("merge(with:) keeps to a paced subscriber's demand")
  func mergePaced() {
    let paced = PacedSubscriber<Int, Never>(initial: .max(1))
    [1, 2].publisher.merge(with: [3].publisher).receive(subscriber: paced)
    #expect(paced.log.values == [1] && paced.log.completions.isEmpty)
    paced.subscription?.request(.max(5))
    #expect(paced.log.values == [1, 2, 3] && paced.log.completions == ["finished"])
  }

  @Test("zip(_:) pairs elements in order and finishes when one side runs out")
  func zip() {
    var cancellables = Set<AnyCancellable>()
    let names = PassthroughSubject<String, Never>()
    let ages = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    var finished = false
    names.zip(ages)
      .sink(
        receiveCompletion: { _ in finished = true }, receiveValue: { pairs.append("\($0)=\($1)") }
      )
      .store(in: &cancellables)
    names.send("Ada")
    names.send("Grace")
    ages.send(36)
    names.send(completion: .finished)
    #expect(pairs == ["Ada=36"] && !finished, "Grace waits for an age")
    ages.send(45)
    #expect(pairs == ["Ada=36", "Grace=45"] && finished)

    var sums: [Int] = []
    [1, 2, 3].publisher.zip([10, 20].publisher) { $0 + $1 }.sink { sums.append($0) }
      .store(in: &cancellables)
    #expect(sums == [11, 22])
    let zipped = Publishers.Zip(names, ages)
    #expect(zipped.a === names && zipped.b === ages)
  }

  @Test("prepend(_:) and append(_:) put values, sequences or publishers before or after")
  func concatenate() {
    var cancellables = Set<AnyCancellable>()
    var values: [Int] = []
    Just(3).prepend(1, 2).append(4).append([5, 6]).append(Just(7)).prepend(Just(0))
      .prepend([-1]).sink { values.append($0) }
      .store(in: &cancellables)
    #expect(values == [-1, 0, 1, 2, 3, 4, 5, 6, 7])

    let concatenated = Publishers.Concatenate(prefix: Just(1), suffix: Just(2))
    #expect(concatenated.prefix.output == 1 && concatenated.suffix.output == 2)

    let failing = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    failing.append(9)
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    failing.send(1)
    failing.send(completion: .failure(ProbeError()))
    #expect(
      log.values == [1] && log.completions == ["failure(ProbeError)"], "no suffix after a failure")
  }

  @Test("switchToLatest() cancels the previous inner publisher for each new one")
  func switchToLatest() {
    var cancellables = Set<AnyCancellable>()
    let queries = PassthroughSubject<PassthroughSubject<String, ProbeError>, ProbeError>()
    let first = PassthroughSubject<String, ProbeError>()
    let second = PassthroughSubject<String, ProbeError>()
    let log = PipelineLog<String>()
    queries.switchToLatest()
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    queries.send(first)
    first.send("a1")
    queries.send(second)
    first.send("a2")
    second.send("b1")
    queries.send(completion: .finished)
    #expect(log.values == ["a1", "b1"] && log.completions.isEmpty, "the newest is still live")
    second.send(completion: .finished)
    #expect(log.completions == ["finished"])
    #expect(Publishers.SwitchToLatest(upstream: queries).upstream === queries)
  }

  @Test("switchToLatest() takes on the failure of the side that can fail")
  func switchToLatestFailureTypes() {
    var cancellables = Set<AnyCancellable>()
    let search = PassthroughSubject<String, Never>()
    let log = PipelineLog<Int>()
    search.map { _ in Fail<Int, ProbeError>(error: ProbeError()) }.switchToLatest()
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    search.send("swift")
    #expect(log.completions == ["failure(ProbeError)"])

    var counts: [Int] = []
    search.map { Just($0.count) }.switchToLatest().sink { counts.append($0) }
      .store(in: &cancellables)
    let failing = PassthroughSubject<String, ProbeError>()
    failing.map { Just($0.count) }.switchToLatest()
      .sink(receiveCompletion: { _ in }, receiveValue: { counts.append($0 * 100) })
      .store(in: &cancellables)
    search.send("abc")
    failing.send("de")
    #expect(counts == [3, 200])
  }

  @Test("flatMap(maxPublishers:_:) subscribes to each element's publisher, at most max at once")
  func flatMap() {
    var cancellables = Set<AnyCancellable>()
    let ids = PassthroughSubject<Int, ProbeError>()
    var loads: [Int: PassthroughSubject<String, ProbeError>] = [:]
    let log = PipelineLog<String>()
    ids.flatMap(maxPublishers: .max(1)) { id -> PassthroughSubject<String, ProbeError> in
      let load = PassthroughSubject<String, ProbeError>()
      loads[id] = load
      return load
    }
    .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    .store(in: &cancellables)
    ids.send(1)
    ids.send(2)
    #expect(loads.keys.sorted() == [1], "the second id came while one load was live: dropped")
    loads[1]?.send("one")
    loads[1]?.send(completion: .finished)
    ids.send(3)
    loads[3]?.send("three")
    ids.send(completion: .finished)
    #expect(log.completions.isEmpty, "load 3 is still live")
    loads[3]?.send(completion: .finished)
    #expect(log.values == ["one", "three"] && log.completions == ["finished"])

    let flat = Publishers.FlatMap(upstream: [1, 2].publisher, maxPublishers: .unlimited) {
      [$0, $0 * 10].publisher
    }
    #expect(flat.maxPublishers == .unlimited && flat.transform(3).sequence == [3, 30])
    var values: [Int] = []
    flat.sink { values.append($0) }
      .store(in: &cancellables)
    [5].publisher.flatMap { Just($0 + 1) }.sink { values.append($0) }
      .store(in: &cancellables)
    #expect(values == [1, 10, 2, 20, 6])
  }

  @Test("flatMap(maxPublishers:_:) matches failure types either way, and fails with an inner")
  func flatMapFailureTypes() {
    var cancellables = Set<AnyCancellable>()
    let never = PassthroughSubject<Int, Never>()
    let log = PipelineLog<Int>()
    never.flatMap { _ in Fail<Int, ProbeError>(error: ProbeError()) }
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    let failing = PassthroughSubject<Int, ProbeError>()
    failing.flatMap { Just($0 * 2) }
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    failing.send(4)
    never.send(1)
    #expect(log.values == [8] && log.completions == ["failure(ProbeError)"])
  }
}
