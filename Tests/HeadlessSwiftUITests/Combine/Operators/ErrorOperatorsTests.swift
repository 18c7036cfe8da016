import HeadlessCombine
import Testing

/// Combine's operators that change or handle failures: `mapError(_:)`, `setFailureType(to:)`,
/// `replaceError(with:)`, `replaceNil(with:)`, `catch(_:)`, `retry(_:)` and `tryMap(_:)`.
@MainActor
struct ErrorOperatorsTests {
  @Test("mapError(_:) converts the failure and passes values unchanged")
  func mapError() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    subject.mapError { _ in OtherError.wrapped }
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    subject.send(1)
    subject.send(completion: .failure(ProbeError()))
    #expect(log.values == [1] && log.completions == ["failure(wrapped)"])

    let labelled = Publishers.MapError(upstream: subject, transform: { _ in OtherError.wrapped })
    let unlabelled = Publishers.MapError(upstream: subject, { _ in OtherError.wrapped })
    #expect(labelled.transform(ProbeError()) == .wrapped && unlabelled.upstream === subject)
  }

  @Test("setFailureType(to:) lets a publisher that never fails join a failing pipeline")
  func setFailureType() {
    var cancellables = Set<AnyCancellable>()
    let cached: AnyPublisher<String, ProbeError> =
      Just("cached").setFailureType(to: ProbeError.self).eraseToAnyPublisher()
    let log = PipelineLog<String>()
    cached.sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    #expect(log.values == ["cached"] && log.completions == ["finished"])
    let set: Publishers.SetFailureType<Just<Int>, ProbeError> = Publishers.SetFailureType(
      upstream: Just(2))
    #expect(set.upstream.output == 2)
  }

  @Test("replaceError(with:) turns a failure into an element and a finish")
  func replaceError() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    subject.replaceError(with: -1)
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    subject.send(1)
    subject.send(completion: .failure(ProbeError()))
    #expect(log.values == [1, -1] && log.completions == ["finished"])

    let replace = Publishers.ReplaceError(
      upstream: Fail<Int, ProbeError>(error: ProbeError()), output: 0)
    let paced = PacedSubscriber<Int, Never>(initial: .none)
    replace.receive(subscriber: paced)
    #expect(paced.log.values.isEmpty && replace.output == 0, "the element waits for demand")
    paced.subscription?.request(.max(1))
    #expect(paced.log.values == [0] && paced.log.completions == ["finished"])
  }

  @Test("replaceNil(with:) replaces nil elements")
  func replaceNil() {
    var cancellables = Set<AnyCancellable>()
    var values: [String] = []
    ["a", nil, "c"].publisher.replaceNil(with: "-").sink { values.append($0) }
      .store(in: &cancellables)
    #expect(values == ["a", "-", "c"])
  }

  @Test("catch(_:) replaces a failed upstream with the handler's publisher")
  func catchFailure() {
    var cancellables = Set<AnyCancellable>()
    let subject = PassthroughSubject<Int, ProbeError>()
    let log = PipelineLog<Int>()
    subject.catch { _ in Just(99) }
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    subject.send(1)
    subject.send(completion: .failure(ProbeError()))
    subject.send(2)
    #expect(log.values == [1, 99] && log.completions == ["finished"])

    let caught = Publishers.Catch(upstream: subject, handler: { _ in Empty<Int, Never>() })
    #expect(caught.upstream === subject)
    var ended = false
    caught.handler(ProbeError()).sink(
      receiveCompletion: { _ in ended = true }, receiveValue: { _ in }
    )
    .store(in: &cancellables)
    #expect(ended)
  }

  @Test("retry(_:) subscribes again after each failure, up to the count")
  func retry() {
    var cancellables = Set<AnyCancellable>()
    var attempts = 0
    let flaky = Deferred { () -> AnyPublisher<Int, ProbeError> in
      attempts += 1
      return attempts < 3
        ? Fail(error: ProbeError()).eraseToAnyPublisher()
        : Just(attempts).setFailureType(to: ProbeError.self).eraseToAnyPublisher()
    }
    let log = PipelineLog<Int>()
    flaky.retry(5)
      .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
      .store(in: &cancellables)
    #expect(log.values == [3] && log.completions == ["finished"] && attempts == 3)

    let failing = Publishers.Retry(upstream: Fail<Int, ProbeError>(error: ProbeError()), retries: 2)
    #expect(failing.retries == 2 && failing.upstream.error == ProbeError())
    let failed = PipelineLog<Int>()
    failing.sink(receiveCompletion: { failed.complete($0) }, receiveValue: { _ in })
      .store(in: &cancellables)
    #expect(failed.completions == ["failure(ProbeError)"], "the third failure reaches the sink")
  }

  @Test("tryMap(_:) transforms values and fails with the error its closure throws")
  func tryMap() throws {
    var cancellables = Set<AnyCancellable>()
    let log = PipelineLog<Int>()
    ["1", "2", "x", "4"].publisher.tryMap { text -> Int in
      guard let value = Int(text) else { throw ProbeError() }
      return value
    }
    .sink(receiveCompletion: { log.complete($0) }, receiveValue: { log.values.append($0) })
    .store(in: &cancellables)
    #expect(log.values == [1, 2] && log.completions == ["failure(ProbeError)"])

    let tryMap = Publishers.TryMap(upstream: Just(3), transform: { $0 * 2 })
    #expect(try tryMap.transform(4) == 8 && tryMap.upstream.output == 3)
  }
}

// MARK: - Fixtures

/// A failure an operator converts to.
private enum OtherError: Error, Equatable {
  case wrapped
}
