import Foundation
import HeadlessCombine
import Testing

/// Combine's time-based operators in the model, where time does not pass: `delay` and
/// `throttle` wait on the scheduler, whose waits end at once, so every element arrives at
/// once and in order; `timeout`'s interval never runs out.
@MainActor
struct TimingOperatorsTests {
  @Test("delay(for:scheduler:) delivers each element and the completion at once, in order")
  func delay() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    subject.delay(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    subject.send(1)
    subject.send(2)
    subject.send(completion: .failure(ProbeError()))
    #expect(log.values == [1, 2] && log.completions == ["failure(ProbeError)"])

    let delay = Publishers.Delay(
      upstream: subject, interval: .seconds(1), tolerance: .zero, scheduler: RunLoop.main)
    #expect(delay.interval == .seconds(1) && delay.tolerance == .zero)
    #expect(delay.scheduler === RunLoop.main && delay.options == nil && delay.upstream === subject)
  }

  @Test("delay cancelled before the element is due delivers nothing more")
  func delayCancel() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.delay(for: 1, scheduler: ImmediateScheduler.shared)
      .sink { values.append($0) }
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    #expect(values == [1])
  }

  @Test("throttle(for:scheduler:latest:) lets every element through when no time passes")
  func throttle() {
    var cancellables = Set<AnyCancellable>()
    let taps = PassthroughSubject<String, Never>()
    var latest: [String] = []
    var first: [String] = []
    taps.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
      .sink { latest.append($0) }
      .store(in: &cancellables)
    taps.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)
      .sink { first.append($0) }
      .store(in: &cancellables)
    taps.send("a")
    taps.send("b")
    #expect(latest == ["a", "b"] && first == ["a", "b"])

    let throttle = Publishers.Throttle(
      upstream: taps, interval: 2, scheduler: ImmediateScheduler.shared, latest: false)
    #expect(!throttle.latest && throttle.interval == 2 && throttle.upstream === taps)
    #expect(throttle.scheduler.now == ImmediateScheduler.shared.now)
  }

  @Test("timeout(_:scheduler:) never fires: values and the completion pass unchanged")
  func timeout() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    subject.timeout(.seconds(5), scheduler: DispatchQueue.main, customError: { ProbeError() })
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    subject.send(1)
    #expect(log.values == [1] && log.completions.isEmpty, "the interval never runs out")
    subject.send(completion: .finished)
    #expect(log.completions == ["finished"])

    let timeout = Publishers.Timeout(
      upstream: subject, interval: .seconds(1), scheduler: RunLoop.main, options: nil,
      customError: nil)
    #expect(timeout.customError == nil && timeout.interval == .seconds(1))
  }
}
