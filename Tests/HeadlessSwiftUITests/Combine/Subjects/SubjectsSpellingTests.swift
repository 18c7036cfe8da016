import HeadlessCombine
import Testing

/// Combine's subjects as apps spell them: `receive(subscriber:)` with a subscriber that paces
/// them, and `send(subscription:)`, through which a subject subscribed to an upstream asks it
/// for every value.
@MainActor
struct SubjectsSpellingTests {
  @Test("PassthroughSubject.receive(subscriber:) sends only what the subscriber asked for")
  func passthroughReceive() {
    let events = PassthroughSubject<String, ProbeError>()
    let paced = PacedSubscriber<String, ProbeError>(initial: .max(2))
    events.receive(subscriber: paced)
    for event in ["tap", "scroll", "swipe"] { events.send(event) }
    events.send(completion: .failure(ProbeError()))
    #expect(paced.log.values == ["tap", "scroll"])
    #expect(paced.log.completions == ["failure(ProbeError)"])

    let late = PacedSubscriber<String, ProbeError>(initial: .unlimited)
    events.receive(subscriber: late)
    #expect(late.log.values.isEmpty && late.log.completions == ["failure(ProbeError)"])
  }

  @Test("CurrentValueSubject.receive(subscriber:) sends the current value on the first request")
  func currentValueReceive() {
    let title = CurrentValueSubject<String, Never>("Inbox")
    let later = PacedSubscriber<String, Never>(initial: .none)
    title.receive(subscriber: later)
    title.value = "Sent"
    #expect(later.log.values.isEmpty, "nothing before the first request")
    later.subscription?.request(.max(1))
    #expect(later.log.values == ["Sent"], "the value current when it asked")

    let all = PacedSubscriber<String, Never>(initial: .unlimited)
    title.receive(subscriber: all)
    title.send("Drafts")
    #expect(all.log.values == ["Sent", "Drafts"])
    #expect(later.log.values == ["Sent"], "it asked for one")
    later.subscription?.request(.max(1))
    #expect(later.log.values == ["Sent", "Drafts"], "a new request brings the value it missed")
    title.send("Archive")
    #expect(later.log.values == ["Sent", "Drafts"] && all.log.values.last == "Archive")
  }

  @Test("send(subscription:) asks the upstream for every value, as a subject subscribed to it")
  func sendSubscription() {
    let passthrough = PassthroughSubject<Int, Never>()
    let passthroughUpstream = RecordingSubscription()
    passthrough.send(subscription: passthroughUpstream)
    #expect(passthroughUpstream.requests == [.unlimited])

    let current = CurrentValueSubject<Int, Never>(0)
    let currentUpstream = RecordingSubscription()
    current.send(subscription: currentUpstream)
    #expect(currentUpstream.requests == [.unlimited])

    let relayed = RecordingSubscription()
    attach(relayed, to: passthrough)
    #expect(relayed.requests == [.unlimited])
  }

  /// Hands a subject its upstream's subscription, as generic code that bridges a publisher
  /// into any `Subject` does.
  private func attach<S: Subject>(_ subscription: any Subscription, to subject: S) {
    subject.send(subscription: subscription)
  }
}
