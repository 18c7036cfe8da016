import Dispatch
import Foundation
import HeadlessCombine
import Testing

/// Combine's schedulers, spelled as apps spell them.
///
/// `DispatchQueue.main`, `RunLoop.main` and `ImmediateScheduler.shared` schedule work every way
/// `Scheduler` offers; their times are advanced and measured, their strides made every way
/// (`.seconds(1)`, `.microseconds(5)`, literals, `init(exactly:)`); and a view model is generic
/// over its scheduler, as apps write one to test it with `ImmediateScheduler`. The model's
/// schedulers run every action at once: time does not pass.
@MainActor
struct SchedulersSpellingTests {
  @Test("Strides count what Combine's count: nanoseconds, seconds, or nothing at all")
  func strides() {
    typealias DispatchStride = DispatchQueue.SchedulerTimeType.Stride
    #expect(
      DispatchQueue.SchedulerTimeType.Stride(exactly: 2)?.magnitude == 2_000_000_000,
      "whole seconds")
    #expect(DispatchQueue.SchedulerTimeType.Stride(exactly: UInt64.max) == nil)
    #expect((2 as DispatchStride) == .seconds(2) && (0.5 as DispatchStride) == .milliseconds(500))
    #expect(DispatchStride.microseconds(2).magnitude == 2_000)
    #expect(DispatchStride.nanoseconds(2).magnitude == 2)
    #expect(DispatchStride.seconds(Int.max).magnitude == .max, "too long is the longest")
    #expect(DispatchStride.milliseconds(2) < .seconds(2))

    typealias RunLoopStride = RunLoop.SchedulerTimeType.Stride
    #expect(RunLoop.SchedulerTimeType.Stride(exactly: 871 as UInt64)?.magnitude == 871)
    #expect(RunLoop.SchedulerTimeType.Stride(exactly: UInt64.max) == nil)
    #expect(RunLoopStride.microseconds(2).magnitude == 2e-6)
    #expect(RunLoopStride.nanoseconds(2).magnitude == 2e-9)

    typealias ImmediateStride = ImmediateScheduler.SchedulerTimeType.Stride
    #expect(ImmediateScheduler.SchedulerTimeType.Stride(exactly: 14)?.magnitude == 14)
    #expect(ImmediateScheduler.SchedulerTimeType.Stride(exactly: UInt64.max) == nil)
    #expect((14.6 as ImmediateStride) == 14, "a fraction is dropped")
    #expect(ImmediateStride.microseconds(51) == 0 && ImmediateStride.nanoseconds(23) == 0)
    #expect(ImmediateStride.seconds(1.2) == 0 && ImmediateStride.milliseconds(123) == 0)
  }

  @Test("A scheduler's time advances by a stride and measures the distance to another")
  func times() {
    let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10_000))
    let end = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10_431))
    #expect(start.distance(to: end) == .nanoseconds(431))
    #expect(end.distance(to: start) == .nanoseconds(-431))
    #expect(start.advanced(by: .nanoseconds(431)) == end)
    #expect(end.advanced(by: .nanoseconds(-431)).dispatchTime.uptimeNanoseconds == 10_000)
    let forever = DispatchQueue.SchedulerTimeType(.distantFuture)
    #expect(start.distance(to: forever).magnitude == .max)
    #expect(forever.distance(to: start).magnitude == .max)
    #expect(start.advanced(by: .nanoseconds(.max)).dispatchTime == .distantFuture)

    let morning = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10_000))
    let later = morning.advanced(by: .seconds(431))
    #expect(later.date == Date(timeIntervalSinceReferenceDate: 10_431))
    #expect(morning.distance(to: later) == .seconds(431))
    #expect(later.distance(to: morning).magnitude == -431)

    let now = ImmediateScheduler.shared.now
    #expect(now.advanced(by: 100) == now, "the immediate scheduler's time never advances")
    #expect(now.distance(to: now.advanced(by: -1)) == 0)
  }

  @Test("minimumTolerance is zero and DispatchQueue's options keep what they were given")
  func tolerancesAndOptions() {
    #expect(DispatchQueue.main.minimumTolerance == .nanoseconds(0))
    #expect(RunLoop.main.minimumTolerance == .zero)
    #expect(ImmediateScheduler.shared.minimumTolerance == 0)

    let group = DispatchGroup()
    let options = DispatchQueue.SchedulerOptions(qos: .userInitiated, flags: .barrier, group: group)
    #expect(options.qos == .userInitiated && options.flags == .barrier && options.group === group)
    let defaults = DispatchQueue.SchedulerOptions()
    #expect(defaults.qos == .unspecified && defaults.flags.isEmpty && defaults.group == nil)
  }

  @Test("Each scheduler's own schedule methods run the action at once, a repeating one once")
  func concreteSchedule() {
    let log = PipelineLog<String>()
    let main = DispatchQueue.main
    main.schedule(options: DispatchQueue.SchedulerOptions(qos: .userInitiated)) {
      log.values.append("dispatch")
    }
    main.schedule(after: main.now.advanced(by: .seconds(1)), tolerance: .zero, options: nil) {
      log.values.append("dispatch after")
    }
    let dispatchTimer = main.schedule(
      after: main.now, interval: .seconds(1), tolerance: .milliseconds(10), options: nil
    ) { log.values.append("dispatch every") }

    let runLoop = RunLoop.main
    runLoop.schedule(options: nil) { log.values.append("runloop") }
    runLoop.schedule(after: runLoop.now.advanced(by: 0.5), tolerance: .zero, options: nil) {
      log.values.append("runloop after")
    }
    let runLoopTimer = runLoop.schedule(
      after: runLoop.now, interval: .seconds(1), tolerance: .zero, options: nil
    ) { log.values.append("runloop every") }

    let immediate = ImmediateScheduler.shared
    immediate.schedule(options: nil) { log.values.append("immediate") }
    immediate.schedule(after: immediate.now, tolerance: .zero, options: nil) {
      log.values.append("immediate after")
    }
    let immediateTimer = immediate.schedule(
      after: immediate.now, interval: 10, tolerance: .zero, options: nil
    ) { log.values.append("immediate every") }

    dispatchTimer.cancel()
    runLoopTimer.cancel()
    immediateTimer.cancel()
    #expect(
      log.values == [
        "dispatch", "dispatch after", "dispatch every", "runloop", "runloop after",
        "runloop every", "immediate", "immediate after", "immediate every",
      ])
  }

  @Test("Scheduler's methods, called generically, run on every scheduler in the order called")
  func genericSchedule() {
    let dispatchLog = scheduleEveryWay(on: DispatchQueue.main)
    let runLoopLog = scheduleEveryWay(on: RunLoop.main)
    let immediateLog = scheduleEveryWay(on: ImmediateScheduler.shared)
    let expected = ["before", "now", "options", "after", "tolerance", "every", "end"]
    #expect(dispatchLog == expected && runLoopLog == expected && immediateLog == expected)
  }

  /// Schedules an action every way `Scheduler` offers, as code generic over its scheduler does.
  private func scheduleEveryWay<S: Scheduler>(on scheduler: S) -> [String] {
    let log = PipelineLog<String>()
    log.values.append("before")
    scheduler.schedule { log.values.append("now") }
    scheduler.schedule(options: nil) { log.values.append("options") }
    scheduler.schedule(after: scheduler.now.advanced(by: .microseconds(5))) {
      log.values.append("after")
    }
    scheduler.schedule(after: scheduler.now, tolerance: .nanoseconds(10), options: nil) {
      log.values.append("tolerance")
    }
    let repeating = scheduler.schedule(
      after: scheduler.now, interval: .seconds(1), tolerance: scheduler.minimumTolerance,
      options: nil
    ) { log.values.append("every") }
    repeating.cancel()
    log.values.append("end")
    return log.values
  }

  /// A search screen's model, generic over its scheduler so a test can give it
  /// `ImmediateScheduler` while the app gives it `DispatchQueue.main`.
  final class SearchModel<S: Scheduler>: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private var cancellables = Set<AnyCancellable>()

    init(scheduler: S, catalog: [String]) {
      $query
        .debounce(for: .milliseconds(300), scheduler: scheduler)
        .removeDuplicates()
        .map { query in catalog.filter { $0.hasPrefix(query) } }
        .receive(on: scheduler)
        .sink { [weak self] in self?.results = $0 }
        .store(in: &cancellables)
    }
  }

  @Test("A view model generic over its scheduler searches the same on each")
  func schedulerInjection() {
    let catalog = ["swift", "swiftui", "combine"]
    let immediate = SearchModel(scheduler: ImmediateScheduler.shared, catalog: catalog)
    let main = SearchModel(scheduler: DispatchQueue.main, catalog: catalog)
    immediate.query = "swift"
    main.query = "swift"
    #expect(immediate.results == ["swift", "swiftui"])
    #expect(main.results == immediate.results)
    immediate.query = "c"
    #expect(immediate.results == ["combine"])
  }
}
