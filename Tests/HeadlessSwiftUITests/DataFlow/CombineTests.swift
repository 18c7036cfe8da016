import Dispatch
import Foundation
import HeadlessSwiftUI
import Testing

/// HeadlessCombine, reached through `import HeadlessSwiftUI` alone as apps reach Combine through
/// `import SwiftUI`: publishers deliver synchronously, in order, and stop when cancelled.
@MainActor
struct CombineTests {
  /// Collects what a publisher sends.
  final class Log<Value> {
    var values: [Value] = []
    var finished = false
  }

  @Test("A subject's values reach a sink at once, until the cancellable is cancelled or released")
  func subjectAndSink() {
    let subject = PassthroughSubject<Int, Never>()
    let log = Log<Int>()
    var bag = Set<AnyCancellable>()
    subject.sink { log.values.append($0) }.store(in: &bag)
    subject.send(1)
    subject.send(2)
    #expect(log.values == [1, 2])
    bag.removeAll()
    subject.send(3)
    #expect(log.values == [1, 2], "releasing the cancellable ended the subscription")

    var kept: AnyCancellable? = subject.sink { log.values.append($0 * 10) }
    subject.send(4)
    kept?.cancel()
    subject.send(5)
    kept = nil
    #expect(log.values == [1, 2, 40])
  }

  @Test("CurrentValueSubject sends its value on subscription, then each new one, then finishes")
  func currentValueSubject() {
    let subject = CurrentValueSubject<String, Never>("a")
    let log = Log<String>()
    let cancellable = subject.sink(
      receiveCompletion: { _ in log.finished = true }, receiveValue: { log.values.append($0) })
    subject.value = "b"
    subject.send("c")
    subject.send(completion: .finished)
    subject.send("d")
    #expect(log.values == ["a", "b", "c"])
    #expect(log.finished)
    #expect(subject.value == "d")
    _ = cancellable
  }

  @Test("Operators chain as Combine's: map, filter, compactMap, removeDuplicates, dropFirst")
  func operators() {
    let subject = PassthroughSubject<String, Never>()
    let log = Log<Int>()
    let publisher: AnyPublisher<Int, Never> =
      subject
      .compactMap { Int($0) }
      .filter { $0 >= 0 }
      .map { $0 * 2 }
      .removeDuplicates()
      .dropFirst()
      .eraseToAnyPublisher()
    let cancellable = publisher.sink { log.values.append($0) }
    for text in ["1", "x", "2", "2", "-3", "3", "3", "2"] { subject.send(text) }
    #expect(log.values == [4, 6, 4], "2 was dropped first; duplicates and non-numbers removed")
    _ = cancellable
  }

  @Test("Just sends one value and finishes; schedulers deliver at once")
  func justAndSchedulers() {
    let log = Log<Int>()
    var bag: [AnyCancellable] = []
    Just(7).sink(receiveCompletion: { _ in log.finished = true }) { log.values.append($0) }
      .store(in: &bag)
    #expect(log.values == [7] && log.finished)

    let subject = PassthroughSubject<Int, Never>()
    subject.receive(on: DispatchQueue.main).sink { log.values.append($0) }.store(in: &bag)
    subject
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .sink { log.values.append($0 + 100) }
      .store(in: &bag)
    subject.debounce(for: 0.5, scheduler: DispatchQueue.main).sink { _ in }.store(in: &bag)
    subject.send(1)
    #expect(log.values == [7, 1, 101], "delivered before send returned: time does not pass")
  }

  @Test("combineLatest pairs the latest values once both sent, and finishes when both did")
  func combineLatest() {
    let numbers = PassthroughSubject<Int, Never>()
    let names = CurrentValueSubject<String, Never>("a")
    let log = Log<String>()
    let combined = numbers.combineLatest(names) { number, name in "\(name)\(number)" }
    let cancellable = combined.sink(
      receiveCompletion: { _ in log.finished = true }, receiveValue: { log.values.append($0) })
    names.send("b")
    numbers.send(1)
    names.send("c")
    numbers.send(2)
    numbers.send(completion: .finished)
    #expect(!log.finished)
    names.send(completion: .finished)
    #expect(log.values == ["b1", "c1", "c2"] && log.finished)
    _ = cancellable
  }

  /// A view model as apps write one.
  final class Model: ObservableObject {
    @Published var name = "a"
    @Published var count = 0
    var plain = 0
  }

  @Test("objectWillChange fires before a @Published property changes; $name sends as willSet")
  func publishedAndObjectWillChange() {
    let model = Model()
    let log = Log<String>()
    var bag = Set<AnyCancellable>()
    model.objectWillChange.sink { log.values.append("will:\(model.name)") }.store(in: &bag)
    model.$name.sink { log.values.append("new:\($0),old:\(model.name)") }.store(in: &bag)
    model.name = "b"
    model.plain = 1
    model.count += 1
    #expect(log.values == ["new:a,old:a", "will:a", "new:b,old:a", "will:b"])
    #expect(model.name == "b" && model.count == 1)
    #expect(model.objectWillChange === model.objectWillChange, "one publisher per object")
  }

  @Test("assign(to: &$property) and assign(to:on:) set the property from a publisher")
  func assign() {
    let model = Model()
    let subject = PassthroughSubject<Int, Never>()
    subject.map { "n\($0)" }.assign(to: &model.$name)
    let cancellable = subject.assign(to: \.count, on: model)
    let log = Log<Void>()
    let changes = model.objectWillChange.sink { log.values.append(()) }
    subject.send(3)
    #expect(model.name == "n3" && model.count == 3)
    #expect(log.values.count == 2, "each published property announced its change")
    _ = (cancellable, changes)
  }

  /// A model with its own publisher, as some apps declare.
  final class ManualModel: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var value = 0 {
      willSet { objectWillChange.send() }
    }
  }

  @Test("A class may declare its own objectWillChange publisher")
  func customPublisher() {
    let model = ManualModel()
    let log = Log<Void>()
    let cancellable = model.objectWillChange.sink { log.values.append(()) }
    model.value = 2
    #expect(log.values.count == 1)
    _ = cancellable
  }
}
