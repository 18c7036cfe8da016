import Foundation
import HeadlessCombine
import Testing

/// Combine's source publishers as apps make them: a sequence's `publisher`, `Empty`, `Fail`,
/// `Future` with its promise, `Deferred`, `NotificationCenter.publisher(for:object:)` and
/// `Timer.publish(every:on:in:)` with `autoconnect()`.
@MainActor
struct SourcePublishersTests {
  @Test("A sequence's publisher sends its elements as asked, then finishes at once")
  func sequencePublisher() {
    let log = PipelineLog<Int>()
    let cancellable = [1, 2, 3].publisher.map { $0 * 10 }
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    #expect(log.values == [10, 20, 30] && log.completions == ["finished"])
    cancellable.cancel()

    let paced = PacedSubscriber<String, ProbeError>(initial: .max(1))
    let letters = Publishers.Sequence<[String], ProbeError>(sequence: ["a", "b", "c"])
    #expect(letters.sequence == ["a", "b", "c"])
    letters.receive(subscriber: paced)
    #expect(paced.log.values == ["a"] && paced.log.completions.isEmpty, "it asked for one")
    paced.subscription?.request(.max(2))
    #expect(paced.log.values == ["a", "b", "c"])
    #expect(paced.log.completions == ["finished"], "finished right after the last element")

    let empty = PacedSubscriber<Int, Never>(initial: .none)
    [Int]().publisher.receive(subscriber: empty)
    #expect(empty.log.completions == ["finished"], "an empty sequence finishes unasked")
  }

  @Test("Cancelling a sequence's subscription stops its elements")
  func sequenceCancel() {
    let paced = PacedSubscriber<Int, Never>(initial: .max(2))
    (1...5).publisher.receive(subscriber: paced)
    paced.subscription?.cancel()
    paced.subscription?.request(.unlimited)
    #expect(paced.log.values == [1, 2] && paced.log.completions.isEmpty)
  }

  @Test("Empty finishes at once, or never; Fail fails at once")
  func emptyAndFail() {
    var cancellables = Set<AnyCancellable>()
    let log = PipelineLog<Int>()
    let empty = Empty<Int, ProbeError>()
    #expect(empty.completeImmediately && empty == Empty(completeImmediately: true))
    empty.sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    let silent = Empty(completeImmediately: false, outputType: Int.self, failureType: Never.self)
    silent.sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    let fail = Fail<Int, ProbeError>(error: ProbeError())
    #expect(fail.error == ProbeError())
    fail.sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    Fail(outputType: Int.self, failure: ProbeError())
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    #expect(log.values.isEmpty)
    #expect(log.completions == ["finished", "failure(ProbeError)", "failure(ProbeError)"])
  }

  @Test("A Future runs its work once and gives every subscriber the promised result")
  func future() {
    var cancellables = Set<AnyCancellable>()
    var runs = 0
    var fulfil: Future<String, ProbeError>.Promise?
    let future = Future<String, ProbeError> { promise in
      runs += 1
      fulfil = promise
    }
    let early = PipelineLog<String>()
    let first = future.sink(
      receiveCompletion: { early.complete($0) }, receiveValue: { early.values.append($0) })
    #expect(early.values.isEmpty, "nothing before the promise is kept")
    fulfil?(.success("done"))
    fulfil?(.success("again"))
    let late = PipelineLog<String>()
    let second = future.sink(
      receiveCompletion: { late.complete($0) }, receiveValue: { late.values.append($0) })
    #expect(runs == 1)
    #expect(early.values == ["done"] && early.completions == ["finished"])
    #expect(late.values == ["done"] && late.completions == ["finished"])
    _ = (first, second)

    let paced = PacedSubscriber<Int, ProbeError>(initial: .none)
    Future<Int, ProbeError> { $0(.success(7)) }.receive(subscriber: paced)
    #expect(paced.log.values.isEmpty, "the value waits for a request")
    paced.subscription?.request(.max(1))
    #expect(paced.log.values == [7] && paced.log.completions == ["finished"])

    let failed = PipelineLog<Int>()
    Future<Int, ProbeError> { $0(.failure(ProbeError())) }
      .sink(receiveCompletion: { failed.complete($0) }, receiveValue: { failed.values.append($0) })
      .store(in: &cancellables)
    #expect(failed.completions == ["failure(ProbeError)"])
  }

  @Test("Deferred makes a publisher for each subscriber, when it subscribes")
  func deferred() {
    var cancellables = Set<AnyCancellable>()
    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    var values: [Int] = []
    deferred.sink { values.append($0) }
      .store(in: &cancellables)
    deferred.sink { values.append($0) }
      .store(in: &cancellables)
    #expect(values == [1, 2] && made == 2)
    #expect(deferred.createPublisher().output == 3)
  }

  @Test("NotificationCenter's publisher sends the posts of its name and object until cancelled")
  func notificationCenter() {
    let center = NotificationCenter()
    let name = Notification.Name("probe.saved")
    let sender = NSObject()
    var fromAny: [Int] = []
    var fromSender: [Int] = []
    let any = center.publisher(for: name).sink { fromAny.append($0.userInfo?["id"] as? Int ?? 0) }
    let senderOnly = center.publisher(for: name, object: sender)
      .sink { fromSender.append($0.userInfo?["id"] as? Int ?? 0) }
    center.post(name: name, object: nil, userInfo: ["id": 1])
    center.post(name: name, object: sender, userInfo: ["id": 2])
    center.post(name: Notification.Name("other"), object: sender)
    any.cancel()
    center.post(name: name, object: sender, userInfo: ["id": 3])
    #expect(fromAny == [1, 2], "every poster's, until cancelled")
    #expect(fromSender == [2, 3], "only the sender's")
    senderOnly.cancel()

    let publisher = NotificationCenter.Publisher(center: center, name: name, object: sender)
    #expect(publisher.center === center && publisher.name == name && publisher.object === sender)
    let paced = PacedSubscriber<Notification, Never>(initial: .max(1))
    publisher.receive(subscriber: paced)
    center.post(name: name, object: sender)
    center.post(name: name, object: sender)
    #expect(paced.log.values.count == 1, "a post without demand is dropped")
  }

  @Test("Timer.publish connects on autoconnect, ticks once (time does not pass), and stops")
  func timerPublish() {
    var cancellables = Set<AnyCancellable>()
    var ticks: [Date] = []
    let timer = Timer.publish(every: 1, on: .main, in: .common)
    #expect(timer.interval == 1 && timer.tolerance == nil && timer.mode == .common)
    #expect(timer.runLoop === RunLoop.main && timer.options == nil)
    let cancellable = timer.autoconnect().sink { ticks.append($0) }
    #expect(ticks.count == 1, "the model's run loop runs a repeating action once, at once")
    cancellable.cancel()

    let manual = Timer.TimerPublisher(interval: 0.5, runLoop: .main, mode: .default)
    var manualTicks = 0
    let subscription = manual.sink { _ in manualTicks += 1 }
    #expect(manualTicks == 0, "nothing before connect()")
    let connection = manual.connect()
    #expect(manualTicks == 1)
    connection.cancel()
    _ = subscription

    let auto = Publishers.Autoconnect(upstream: manual)
    #expect(auto.upstream === manual)
    auto.sink { _ in manualTicks += 1 }
      .store(in: &cancellables)
    #expect(manualTicks == 3, "its first subscriber connected the timer: both sinks ticked")
  }
}
