import HeadlessCombine
import Testing

/// Combine's subscribers as apps spell them: `Subscribers.Sink` and `Subscribers.Assign` made
/// directly and driven through their `receive` methods, `AnySubscriber` wrapping one, a
/// hand-written `Subscriber` pacing its publisher with `Subscribers.Demand`, and the identifiers
/// every subscriber and subscription carries.
@MainActor
struct SubscribersSpellingTests {
  @Test("A Sink asks for every value, passes each on, and drops its subscription on completion")
  func sink() {
    let log = PipelineLog<Int>()
    let sink = Subscribers.Sink<Int, ProbeError>(
      receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    let upstream = RecordingSubscription()
    sink.receive(subscription: upstream)
    #expect(upstream.requests == [.unlimited])
    #expect(sink.receive(1) == .none, "it asked for everything already")
    #expect(sink.receive(2) == .none)
    sink.receiveValue(3)
    sink.receive(completion: .failure(ProbeError()))
    sink.receiveCompletion(.finished)
    #expect(log.values == [1, 2, 3])
    #expect(log.completions == ["failure(ProbeError)", "finished"])
    sink.cancel()
    #expect(!upstream.cancelled, "the completion ended the subscription already")

    let live = RecordingSubscription()
    let other = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    other.receive(subscription: live)
    other.cancel()
    #expect(live.cancelled)
  }

  /// A view model a pipeline assigns to.
  final class Counter {
    var count = 0
    var label = ""
  }

  @Test("An Assign sets the key path's property for each value and releases the object at the end")
  func assign() {
    let counter = Counter()
    let assign = Subscribers.Assign(object: counter, keyPath: \Counter.count)
    #expect(assign.keyPath == \Counter.count)
    #expect(assign.object === counter)
    let upstream = RecordingSubscription()
    assign.receive(subscription: upstream)
    #expect(upstream.requests == [.unlimited])
    #expect(assign.receive(5) == .none)
    #expect(counter.count == 5)
    assign.receive(completion: .finished)
    #expect(assign.object == nil, "the completion released the object")
    _ = assign.receive(6)
    #expect(counter.count == 5)

    let subject = PassthroughSubject<String, Never>()
    subject.map { "#\($0)" }.subscribe(Subscribers.Assign(object: counter, keyPath: \.label))
    subject.send("1")
    #expect(counter.label == "#1")
  }

  @Test("AnySubscriber passes subscription, values and completion to what it wraps")
  func anySubscriber() {
    let paced = PacedSubscriber<String, Never>(initial: .max(1), further: .max(2))
    let erased = AnySubscriber(paced)
    #expect(erased.combineIdentifier == paced.combineIdentifier)
    let upstream = RecordingSubscription()
    erased.receive(subscription: upstream)
    #expect(upstream.requests == [.max(1)])
    #expect(erased.receive("a") == .max(2), "the wrapped subscriber's further demand")
    erased.receive(completion: .finished)
    #expect(paced.log.values == ["a"] && paced.log.completions == ["finished"])

    let log = PipelineLog<Int>()
    let closures = AnySubscriber<Int, Never>(
      receiveSubscription: { $0.request(.max(3)) },
      receiveValue: {
        log.values.append($0)
        return .none
      },
      receiveCompletion: { log.complete($0) })
    #expect(closures.combineIdentifier != erased.combineIdentifier)
    let subject = PassthroughSubject<Int, Never>()
    subject.receive(subscriber: closures)
    for value in 1...5 { subject.send(value) }
    subject.send(completion: .finished)
    #expect(log.values == [1, 2, 3] && log.completions == ["finished"])
  }

  @Test("A hand-written Subscriber gets as many values as its Demand asks, max(_:) or unlimited")
  func demand() {
    let subject = PassthroughSubject<Int, Never>()
    let two = PacedSubscriber<Int, Never>(initial: .max(2))
    let oneMoreEach = PacedSubscriber<Int, Never>(initial: .max(1), further: .max(1))
    let all = PacedSubscriber<Int, Never>(initial: .unlimited)
    let later = PacedSubscriber<Int, Never>(initial: .none)
    for subscriber in [two, oneMoreEach, all, later] { subject.subscribe(subscriber) }
    for value in 1...4 { subject.send(value) }
    #expect(two.log.values == [1, 2])
    #expect(oneMoreEach.log.values == [1, 2, 3, 4])
    #expect(all.log.values == [1, 2, 3, 4])
    #expect(later.log.values.isEmpty, "it has asked for nothing yet")
    later.subscription?.request(.max(1))
    two.subscription?.request(.max(1))
    subject.send(5)
    subject.send(6)
    #expect(later.log.values == [5] && two.log.values == [1, 2, 5])
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.max(2) + .unlimited == .unlimited)
    #expect(Subscribers.Demand.unlimited.max == nil && Subscribers.Demand.max(4).max == 4)
  }

  /// A subscriber held in a struct, as some libraries write one: it names its own identifier.
  struct Forwarder: Subscriber {
    typealias Input = Int
    typealias Failure = Never
    let combineIdentifier = CombineIdentifier()
    let log: PipelineLog<Int>

    func receive(subscription: any Subscription) {
      subscription.request(.unlimited)
    }

    func receive(_ input: Int) -> Subscribers.Demand {
      log.values.append(input)
      return .none
    }

    func receive(completion: Subscribers.Completion<Never>) {
      log.complete(completion)
    }
  }

  @Test("Every subscriber and subscription is CustomCombineIdentifierConvertible, each distinct")
  func combineIdentifiers() {
    let log = PipelineLog<Int>()
    let forwarder = Forwarder(log: log)
    let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
    let subscription = RecordingSubscription()
    let identified: [any CustomCombineIdentifierConvertible] = [forwarder, sink, subscription]
    let identifiers = identified.map(\.combineIdentifier)
    #expect(Set(identifiers).count == 3)
    #expect(sink.combineIdentifier == sink.combineIdentifier, "an object's identifier is stable")
    #expect(AnySubscriber(forwarder).combineIdentifier == forwarder.combineIdentifier)
    Just(9).subscribe(forwarder)
    #expect(log.values == [9] && log.completions == ["finished"])
  }
}
