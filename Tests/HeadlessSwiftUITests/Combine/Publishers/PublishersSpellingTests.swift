import Dispatch
import Foundation
import HeadlessCombine
import Testing

/// Combine's publishers, spelled as apps spell them.
///
/// Each operator's `Publishers` struct is made with its initializer and its stored properties
/// read back; `receive(subscriber:)` and `subscribe(_:)` are called with a subscriber, and
/// `combineLatest(_:)` and `removeDuplicates(by:)` as apps chain them. The model delivers
/// synchronously, so every value has arrived when the sending call returns.
@MainActor
struct PublishersSpellingTests {
  @Test("Map, Filter, CompactMap, RemoveDuplicates and Drop made directly chain as the operators")
  func operatorStructs() {
    let subject = PassthroughSubject<Int, Never>()
    let map = Publishers.Map(upstream: subject) { $0 * 10 }
    let filter = Publishers.Filter(upstream: map) { $0 != 20 }
    let compactMap = Publishers.CompactMap(upstream: filter) { $0 > 0 ? "n\($0)" : nil }
    let removeDuplicates = Publishers.RemoveDuplicates(upstream: compactMap) { $0 == $1 }
    let drop = Publishers.Drop(upstream: removeDuplicates, count: 1)

    #expect(map.upstream === subject)
    #expect(filter.isIncluded(20) == false && filter.isIncluded(30))
    #expect(filter.upstream.transform(4) == 40)
    #expect(compactMap.upstream.isIncluded(10))
    #expect(removeDuplicates.predicate("a", "a") && !removeDuplicates.predicate("a", "b"))
    #expect(removeDuplicates.upstream.transform(-1) == nil)
    #expect(drop.upstream.upstream.transform(3) == "n3" && drop.count == 1)

    let log = PipelineLog<String>()
    let sink = Subscribers.Sink<String, Never>(
      receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    drop.receive(subscriber: sink)
    for value in [1, 2, 3, 3, -4, 5, 1] { subject.send(value) }
    subject.send(completion: .finished)
    #expect(log.values == ["n30", "n50", "n10"], "n10 dropped first, 2 filtered, 3 repeated")
    #expect(log.completions == ["finished"])
  }

  @Test("Each operator struct's receive(subscriber:) attaches the subscriber to its upstream")
  func receiveSubscriber() {
    let subject = CurrentValueSubject<Int, Never>(1)
    let log = PipelineLog<String>()
    func sink<Value>(_ tag: String) -> Subscribers.Sink<Value, Never> {
      Subscribers.Sink(
        receiveCompletion: { _ in }, receiveValue: { log.values.append("\(tag)\($0)") })
    }
    Publishers.Map(upstream: subject) { $0 + 100 }.receive(subscriber: sink("map:"))
    Publishers.Filter(upstream: subject) { $0.isMultiple(of: 2) }.receive(
      subscriber: sink("filter:"))
    Publishers.CompactMap(upstream: subject) { $0 > 1 ? $0 : nil }
      .receive(subscriber: sink("compact:"))
    Publishers.RemoveDuplicates(upstream: subject) { $0 == $1 }.receive(subscriber: sink("dedup:"))
    Publishers.Drop(upstream: subject, count: 1).receive(subscriber: sink("drop:"))
    #expect(log.values == ["map:101", "dedup:1"], "the current value, as each operator passes it")
    log.values = []
    subject.send(2)
    #expect(log.values == ["map:102", "filter:2", "compact:2", "dedup:2", "drop:2"])
  }

  @Test("ReceiveOn and Debounce keep their scheduler and deliver at once: time does not pass")
  func schedulingStructs() {
    let subject = PassthroughSubject<String, Never>()
    let main = DispatchQueue.main  // a new object on each read, on Linux
    let receiveOn = Publishers.ReceiveOn(upstream: subject, scheduler: main, options: nil)
    let debounce = Publishers.Debounce(
      upstream: subject, dueTime: .milliseconds(300), scheduler: RunLoop.main, options: nil)
    #expect(receiveOn.upstream === subject && receiveOn.scheduler === main)
    #expect(debounce.upstream === subject && debounce.scheduler === RunLoop.main)
    #expect(debounce.dueTime == .milliseconds(300) && debounce.dueTime.magnitude == 0.3)

    let log = PipelineLog<String>()
    receiveOn.receive(
      subscriber: Subscribers.Sink(
        receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append("main:\($0)") }))
    debounce.receive(
      subscriber: Subscribers.Sink(
        receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append("quiet:\($0)") }
      ))
    subject.send("a")
    subject.send(completion: .finished)
    #expect(log.values == ["main:a", "quiet:a"])
    #expect(log.completions == ["finished", "finished"])
  }

  @Test("combineLatest(_:) pairs the latest values once both have sent")
  func combineLatestPairs() {
    let query = CurrentValueSubject<String, Never>("")
    let page = PassthroughSubject<Int, Never>()
    let log = PipelineLog<String>()
    var cancellables = Set<AnyCancellable>()
    query.combineLatest(page)
      .map { query, page in "\(query)#\(page)" }
      .sink { log.values.append($0) }
      .store(in: &cancellables)
    query.send("swift")
    #expect(log.values.isEmpty, "the page has not sent yet")
    page.send(1)
    query.send("swiftui")
    page.send(2)
    #expect(log.values == ["swift#1", "swiftui#1", "swiftui#2"])

    let pairs = Publishers.CombineLatest(query, page)
    #expect(pairs.a === query && pairs.b === page)
    let pairLog = PipelineLog<String>()
    pairs.receive(
      subscriber: Subscribers.Sink(
        receiveCompletion: { pairLog.complete($0) },
        receiveValue: { pairLog.values.append("\($0.0)|\($0.1)") }))
    page.send(3)
    page.send(completion: .finished)
    #expect(pairLog.completions.isEmpty, "one upstream is still live")
    query.send(completion: .finished)
    #expect(pairLog.values == ["swiftui|3"] && pairLog.completions == ["finished"])
  }

  @Test("removeDuplicates(by:) drops a value its predicate calls the same as the one before")
  func removeDuplicatesBy() {
    let names = PassthroughSubject<String, Never>()
    let log = PipelineLog<String>()
    var cancellables = Set<AnyCancellable>()
    names
      .removeDuplicates(by: { $0.lowercased() == $1.lowercased() })
      .sink { log.values.append($0) }
      .store(in: &cancellables)
    names
      .removeDuplicates { $0.count == $1.count }
      .sink { log.values.append("len:\($0)") }
      .store(in: &cancellables)
    for name in ["Ada", "ADA", "ada", "Bob", "Grace"] { names.send(name) }
    #expect(log.values == ["Ada", "len:Ada", "Bob", "Grace", "len:Grace"])
  }

  @Test("Just, AnyPublisher and Publisher.receive(subscriber:) give a subscriber what it asks")
  func justAndAnyPublisher() {
    let once = PacedSubscriber<Int, Never>(initial: .max(1))
    Just(42).receive(subscriber: once)
    #expect(once.log.values == [42] && once.log.completions == ["finished"])

    let none = PacedSubscriber<Int, Never>(initial: .none)
    Just(7).receive(subscriber: none)
    #expect(none.log.values.isEmpty, "nothing is sent before the subscriber asks")
    none.subscription?.request(.max(1))
    #expect(none.log.values == [7] && none.log.completions == ["finished"])

    let subject = PassthroughSubject<Int, ProbeError>()
    let erased: AnyPublisher<Int, ProbeError> = subject.map { $0 * 2 }.eraseToAnyPublisher()
    let paced = PacedSubscriber<Int, ProbeError>(initial: .max(2))
    erased.receive(subscriber: paced)
    for value in 1...4 { subject.send(value) }
    subject.send(completion: .failure(ProbeError()))
    #expect(paced.log.values == [2, 4], "it asked for two")
    #expect(paced.log.completions == ["failure(ProbeError)"])

    #expect(collect(Just("a").map { $0 + "b" }) == ["ab"])
  }

  /// What a publisher sends at once to a subscriber that asks for everything, through the
  /// protocol's `receive(subscriber:)`, as generic app code calls it.
  private func collect<P: Publisher>(_ publisher: P) -> [P.Output] where P.Failure == Never {
    let log = PipelineLog<P.Output>()
    publisher.receive(
      subscriber: AnySubscriber(
        receiveSubscription: { $0.request(.unlimited) },
        receiveValue: {
          log.values.append($0)
          return .none
        }))
    return log.values
  }

  @Test("subscribe(_:) attaches a subscriber as receive(subscriber:) does")
  func subscribe() {
    let subject = PassthroughSubject<String, Never>()
    let log = PipelineLog<String>()
    let sink = Subscribers.Sink<String, Never>(
      receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    subject.filter { !$0.isEmpty }.subscribe(sink)
    subject.send("")
    subject.send("saved")
    sink.cancel()
    subject.send("lost")
    #expect(log.values == ["saved"])
  }

  /// A view model that sets its published property in its initializer, as apps do when the
  /// value comes from an argument.
  final class Profile: ObservableObject {
    @Published var name: String

    init(name: String) {
      _name = Published(initialValue: name)
    }
  }

  @Test("Published(initialValue:) and $name.receive(subscriber:) publish the current value first")
  func publishedPublisher() {
    let profile = Profile(name: "Ada")
    let log = PipelineLog<String>()
    profile.$name.receive(
      subscriber: Subscribers.Sink(
        receiveCompletion: { _ in }, receiveValue: { log.values.append($0) }))
    let changes = PipelineLog<Void>()
    profile.objectWillChange.receive(
      subscriber: Subscribers.Sink(
        receiveCompletion: { _ in }, receiveValue: { changes.values.append(()) }))
    profile.name = "Grace"
    #expect(profile.name == "Grace")
    #expect(log.values == ["Ada", "Grace"])
    #expect(changes.values.count == 1, "objectWillChange announced the one change")

    let publisher = ObservableObjectPublisher()
    let paced = PacedSubscriber<Void, Never>(initial: .max(1))
    publisher.receive(subscriber: paced)
    publisher.send()
    publisher.send()
    #expect(paced.log.values.count == 1, "it asked for one signal")
  }
}
