import PresentationHierarchy
import Testing

/// `Attributes` keeps level, style, presenter and extra pairs out of line in a shared box; these
/// tests hold it to value semantics, whatever the storage.
struct AttributeStorageTests {
  @Test("Setting an out-of-line attribute back to its default gives default attributes")
  func resetToDefault() {
    var attributes = Attributes()
    attributes.presentationStyle = "formSheet"
    attributes.level = .alert
    attributes.extra = [Attributes.Extra(key: "touches", value: "passthrough")]
    #expect(!attributes.isDefault)
    attributes.presentationStyle = nil
    attributes.level = nil
    attributes.extra = []
    #expect(attributes.isDefault)
    #expect(attributes == Attributes())
    #expect(attributes.hashValue == Attributes().hashValue)
  }

  @Test("A copy changes alone")
  func copiesAreIndependent() {
    var original = Attributes([.presenter("UIViewController#root"), .extra("note", "a")])
    var copy = original
    copy.presenter = "UIViewController#other"
    copy.apply(.extra("note", "b"))
    #expect(original.presenter == "UIViewController#root")
    #expect(original[extra: "note"] == "a")
    #expect(copy[extra: "note"] == "b")
    original.level = .statusBar
    #expect(copy.level == nil)
  }

  @Test("Equal values made apart are equal and hash alike; any one difference tells them apart")
  func equalityFollowsEveryAttribute() {
    let settings: [Attribute] = [
      .key, .hidden, .level(.alert), .alpha(0.5), .userInteraction(false), .opaque,
      .frame(x: 1, y: 2, width: 3, height: 4), .presentationStyle("pageSheet"),
      .presenter("UIViewController#root"), .extra("note", "x"),
    ]
    let all = Attributes(settings)
    #expect(all == Attributes(settings))
    #expect(all.hashValue == Attributes(settings).hashValue)
    for index in settings.indices {
      var fewer = settings
      fewer.remove(at: index)
      #expect(Attributes(fewer) != all, "without \(settings[index])")
    }
  }
}
