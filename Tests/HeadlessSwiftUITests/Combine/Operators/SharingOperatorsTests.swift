import HeadlessCombine
import Testing

/// Combine's `share()`, `scan(_:_:)`, `collect()`, `collect(_:)`, `handleEvents(…)` and
/// `print(_:to:)`.
@MainActor
struct SharingOperatorsTests {
  @Test("share() subscribes once to the upstream for every subscriber, and cancels after the last")
  func share() {
    var subscriptions = 0
    var cancels = 0
    let subject = PassthroughSubject<Int, Never>()
    let shared =
      subject
      .handleEvents(
        receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancels += 1 }
      )
      .map { $0 * 2 }
      .share()
    var first: [Int] = []
    var second: [Int] = []
    let a = shared.sink { first.append($0) }
    subject.send(1)
    let b = shared.sink { second.append($0) }
    subject.send(2)
    #expect(first == [2, 4] && second == [4], "a late subscriber misses earlier values")
    #expect(subscriptions == 1)
    a.cancel()
    #expect(cancels == 0)
    b.cancel()
    #expect(cancels == 1)

    let direct = Publishers.Share(upstream: Just(1))
    #expect(direct == direct && direct != Publishers.Share(upstream: Just(1)))
    #expect(direct.upstream.output == 1)
  }

  @Test("scan(_:_:) publishes each running result")
  func scan() {
    var cancellables = Set<AnyCancellable>()
    var totals: [Int] = []
    [1, 2, 3].publisher.scan(0, +).sink { totals.append($0) }
      .store(in: &cancellables)
    let scan = Publishers.Scan(upstream: ["a", "b"].publisher, initialResult: "") { $0 + $1 }
    #expect(scan.initialResult == "" && scan.nextPartialResult("x", "y") == "xy")
    var texts: [String] = []
    scan.sink { texts.append($0) }
      .store(in: &cancellables)
    #expect(totals == [1, 3, 6] && texts == ["a", "ab"])
  }

  @Test("collect() sends every element in one array when the upstream finishes")
  func collect() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<[Int]>()
    subject.collect()
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    subject.send(1)
    subject.send(2)
    #expect(log.values.isEmpty)
    subject.send(completion: .finished)
    #expect(log.values == [[1, 2]] && log.completions == ["finished"])

    let failed = PipelineLog<[Int]>()
    Fail<Int, ProbeError>(error: ProbeError()).collect()
      .sink(receiveCompletion: { failed.complete($0) }, receiveValue: { failed.values.append($0) })
      .store(in: &cancellables)
    #expect(failed.values.isEmpty && failed.completions == ["failure(ProbeError)"])
    #expect(Publishers.Collect(upstream: subject).upstream === subject)
  }

  @Test("collect(_:) sends arrays of the count, then the rest")
  func collectByCount() {
    var cancellables = Set<AnyCancellable>()
    var batches: [[Int]] = []
    (1...5).publisher.collect(2).sink { batches.append($0) }
      .store(in: &cancellables)
    #expect(batches == [[1, 2], [3, 4], [5]])
    let byCount = Publishers.CollectByCount(upstream: (1...6).publisher, count: 3)
    #expect(byCount.count == 3)
    let paced = PacedSubscriber<[Int], Never>(initial: .max(1))
    byCount.receive(subscriber: paced)
    #expect(paced.log.values == [[1, 2, 3]] && paced.log.completions.isEmpty)
  }

  @Test("handleEvents(…) runs each closure as its event passes")
  func handleEvents() {
    var cancellables = Set<AnyCancellable>()
    var events: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.handleEvents(
      receiveSubscription: { _ in events.append("subscription") },
      receiveOutput: { events.append("output \($0)") },
      receiveCompletion: { _ in events.append("completion") },
      receiveCancel: { events.append("cancel") },
      receiveRequest: { events.append("request \($0)") }
    )
    .sink { _ in }
    subject.send(1)
    cancellable.cancel()
    #expect(events == ["subscription", "request unlimited", "output 1", "cancel"])

    var handle = Publishers.HandleEvents(upstream: Just(2), receiveRequest: nil)
    handle.receiveOutput = { events.append("direct \($0)") }
    handle.receiveCompletion = { _ in events.append("direct finished") }
    #expect(handle.receiveSubscription == nil && handle.receiveCancel == nil)
    handle.sink { _ in }
      .store(in: &cancellables)
    #expect(events.suffix(2) == ["direct 2", "direct finished"])
  }

  @Test("print(_:to:) writes a line for each event, prefixed")
  func print() {
    var cancellables = Set<AnyCancellable>()
    let stream = LineStream()
    [1, 2].publisher.print("nums", to: stream).sink { _ in }
      .store(in: &cancellables)
    #expect(
      stream.text == """
        nums: receive subscription: (SequenceSubscription)
        nums: request unlimited
        nums: receive value: (1)
        nums: receive value: (2)
        nums: receive finished

        """)
    let paced = PacedSubscriber<Int, ProbeError>(initial: .max(1))
    let printer = Publishers.Print(
      upstream: Fail<Int, ProbeError>(error: ProbeError()), prefix: "", to: stream)
    #expect(printer.prefix.isEmpty && printer.stream != nil)
    printer.receive(subscriber: paced)
    #expect(stream.text.hasSuffix("request max: (1)\nreceive error: (ProbeError)\n"))
  }
}

// MARK: - Fixtures

/// A text stream that keeps what is written, shared by the copies `print(_:to:)` makes.
private final class LineStream: TextOutputStream {
  var text = ""

  func write(_ string: String) {
    text += string
  }
}
