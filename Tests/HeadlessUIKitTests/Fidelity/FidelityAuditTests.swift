import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The fidelity audit: scenarios beyond S1–S21, each run on the model and compared with what
/// UIKit does according to the reference (the "fidelity-audit" article lists them all).
///
/// A scenario that agrees must keep agreeing. A gap is a disagreement found by running the
/// scenario and kept until the model is fixed: the test asserts what the model shows now and
/// that it still differs from UIKit, so the run stays quiet, and a fix (or any other change)
/// fails the test until the verdict changes.
@MainActor
@Suite("Fidelity audit: scenarios beyond S1–S21")
struct FidelityAuditTests {
  @Test("Each scenario: what the model shows against what UIKit does", arguments: AuditScenario.all)
  func scenario(_ scenario: AuditScenario) {
    let observed = scenario.run(scenario.profile)
    switch scenario.verdict {
    case .agrees:
      #expect(observed == scenario.uikit, "\(scenario.id) [\(scenario.tag)] \(scenario.source)")
    case .gap(let why, let modelShows):
      // A known gap of the model, named by `why`: today's behaviour, which is not UIKit's.
      #expect(observed == modelShows, "\(scenario.id) gap: \(why)")
      #expect(
        observed != scenario.uikit, "\(scenario.id) now agrees with UIKit: make it .agrees")
    }
  }

  @Test("The audit has at least 40 scenarios with distinct ids, spread over devices and versions")
  func inventory() {
    let all = AuditScenario.all
    #expect(all.count >= 40)
    #expect(all.map(\.id) == all.indices.map { "A\($0 + 1)" })
    #expect(Set(all.map(\.profile.device.idiom)) == [.phone, .pad])
    #expect(Set(all.map(\.profile.device.majorVersion)).isSuperset(of: [12, 15, 17, 18, 26]))
    #expect(all.contains { $0.profile.device.screen.width > $0.profile.device.screen.height })
  }
}

/// One audited scenario: how to drive the model, and what UIKit does according to the reference.
struct AuditScenario: Sendable, CustomTestStringConvertible {
  /// Whether the model agrees with UIKit in a scenario.
  enum Verdict: Sendable {
    /// The model shows what UIKit does.
    case agrees
    /// The model disagrees, for the reason given, and shows `modelShows` instead of UIKit's.
    case gap(String, modelShows: String)
  }

  /// The scenario's identifier, such as `A1`.
  let id: String
  /// What the scenario does, in one line.
  var summary: String
  /// The device, version and switches the scenario runs with.
  var profile: FidelityProfile
  /// What UIKit produces according to the reference, in the form `run` reports it.
  var uikit: String
  /// The evidence tag of that expectation: DOC, OBS, RE, INF or CLAIM.
  var tag: String
  /// Where the expectation comes from: the reference's section and its source.
  var source: String
  /// Whether the model agrees.
  var verdict: Verdict
  /// Builds and drives the hierarchy with UIKit's spelling, and reports what it shows.
  var run: @MainActor @Sendable (FidelityProfile) -> String

  var testDescription: String { "\(id): \(summary) (\(profile.auditName))" }
}

extension AuditScenario {
  /// Every scenario, in the order of their identifiers.
  static let all: [AuditScenario] =
    styles + adaptation + alerts + stackedPresentations + dismissals + contexts + windows
    + rootSwapsAndDetached + transitions + iOS12 + iOS26

  /// A scenario, its identifier first.
  init(
    _ id: String, _ summary: String, _ profile: FidelityProfile, uikit: String, tag: String,
    source: String, verdict: Verdict = .agrees,
    run: @escaping @MainActor @Sendable (FidelityProfile) -> String
  ) {
    self.init(
      id: id, summary: summary, profile: profile, uikit: uikit, tag: tag, source: source,
      verdict: verdict, run: run)
  }
}
