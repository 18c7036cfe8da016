import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The keyboard and submission modifiers of text input, written as apps write them: the
/// keyboard's are inert, and the return key runs the `onSubmit` actions around a field.
@MainActor
struct TextInputSpellingTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  /// A sign-in form with every keyboard modifier, or none.
  private struct SignIn: View {
    let styled: Bool
    let log: Log
    @State private var email = ""
    @State private var password = ""
    @State private var query = ""

    var body: some View {
      if styled {
        form
          .keyboardType(.emailAddress)
          .textInputAutocapitalization(.never)
          .autocapitalization(.none)
          .autocorrectionDisabled()
          .disableAutocorrection(true)
          .textContentType(.emailAddress)
          .submitLabel(.search)
          .scrollDismissesKeyboard(.interactively)
          .keyboardShortcut("s", modifiers: [.command, .shift])
          .keyboardShortcut(.defaultAction)
          .keyboardShortcut(KeyboardShortcut(.escape, modifiers: []))
          .keyboardShortcut(nil)
          .dynamicTypeSize(...DynamicTypeSize.xxLarge)
      } else {
        form
      }
    }

    private var form: some View {
      VStack {
        TextField("Email", text: $email)
          .keyboardType(styled ? .emailAddress : .default)
          .textContentType(styled ? .username : nil)
          .textInputAutocapitalization(styled ? .words : nil)
          .submitLabel(styled ? .next : .return)
          .accessibilityIdentifier("email")
        SecureField("Password", text: $password)
          .textContentType(.password)
          .submitLabel(.go)
          .accessibilityIdentifier("password")
        TextField("Tags", text: $query)
          .submitScope()
          .accessibilityIdentifier("tags")
        Button("Sign In") { log.events.append("signed in") }
          .keyboardShortcut(.return, modifiers: [])
          .accessibilityIdentifier("signIn")
      }
      .onSubmit { log.events.append("submitted \(email) \(password.count)") }
      .onSubmit(of: .search) { log.events.append("searched") }
    }
  }

  @Test("Keyboard modifiers leave the capture as without them")
  func inertModifiersLeaveTheCaptureUnchanged() async throws {
    let log = Log()
    let styled = await UIApplication.launch(SignIn(styled: true, log: log))
    let plain = await UIApplication.launch(SignIn(styled: false, log: log))
    #expect(styled.captureHierarchy(detail: .full) == plain.captureHierarchy(detail: .full))
    try styled.tap("signIn")
    #expect(log.events == ["signed in"])
  }

  @Test("The return key runs the onSubmit actions around a field, up to a submit scope")
  func returnKeySubmits() async throws {
    let log = Log()
    let app = await UIApplication.launch(SignIn(styled: true, log: log))
    try app.typeText("ada@example.com", into: "email")
    try app.typeText("secret\n", into: "password")
    await app.settle()
    #expect(log.events == ["submitted ada@example.com 6"])
    // The tags field's scope blocks the form's action.
    try app.typeText("swift\n", into: "tags")
    await app.settle()
    #expect(log.events == ["submitted ada@example.com 6"])
  }

  @Test("The deprecated onCommit initializers run their action on the return key")
  func deprecatedOnCommit() async throws {
    struct Legacy: View {
      let log: Log
      @State private var name = ""
      @State private var pin = ""
      @State private var query = ""

      var body: some View {
        VStack {
          TextField(
            "Name", text: $name, onEditingChanged: { log.events.append("editing \($0)") },
            onCommit: { log.events.append("name \(name)") }
          )
          .accessibilityIdentifier("name")
          SecureField("PIN", text: $pin, onCommit: { log.events.append("pin \(pin.count)") })
            .accessibilityIdentifier("pin")
          TextField("Search", text: $query) { log.events.append("search \(query)") }
            .accessibilityIdentifier("search")
          TextField("Notes", text: $query, onEditingChanged: { _ in })
        }
        .onSubmit { log.events.append("submitted") }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Legacy(log: log))
    try app.typeText("Ada\n", into: "name")
    try app.typeText("1234\n", into: "pin")
    try app.typeText("swift\n", into: "search")
    await app.settle()
    #expect(
      log.events == [
        "name Ada", "submitted", "pin 4", "submitted", "search swift", "submitted",
      ])
  }

  @Test("A TextEditor takes the return key as a new line")
  func textEditorTakesNewLines() async throws {
    final class Box { var text = "" }
    struct Notes: View {
      let box: Box
      @State private var text = ""

      var body: some View {
        TextEditor(text: $text)
          .accessibilityIdentifier("notes")
          .onChange(of: text) { box.text = text }
          .onSubmit { box.text = "submitted" }
      }
    }
    let box = Box()
    let app = await UIApplication.launch(Notes(box: box))
    try app.typeText("one\ntwo", into: "notes")
    await app.settle()
    #expect(box.text == "one\ntwo")
  }

  @Test("Keyboard values compose as SwiftUI's do")
  func values() {
    #expect(KeyboardShortcut.defaultAction.key == .return)
    #expect(KeyboardShortcut.cancelAction.modifiers.isEmpty)
    #expect(KeyboardShortcut("n").modifiers == .command)
    let key: KeyEquivalent = "k"
    #expect(key.character == "k" && KeyEquivalent("k") == key)
    #expect(EventModifiers.all.contains([.shift, .option]))
    #expect(SubmitTriggers.text.union(.search).contains(.search))
    #expect(TextInputAutocapitalization(UITextAutocapitalizationType.words) != nil)
  }

  @Test("Every text input spelling compiles with implicit members")
  func compileProbe() async throws {
    struct Probe: View {
      @State private var text = ""

      var body: some View {
        Form {
          TextField("Email", text: $text)
            .keyboardType(.emailAddress)
            .textInputAutocapitalization(.never)
            .textInputAutocapitalization(.sentences)
            .textInputAutocapitalization(.characters)
            .autocapitalization(.words)
            .autocorrectionDisabled(true)
            .disableAutocorrection(nil)
            .textContentType(.emailAddress)
            .textContentType(.oneTimeCode)
            .submitLabel(.search)
            .submitLabel(.done)
            .submitLabel(.go)
            .submitLabel(.send)
            .submitLabel(.join)
            .submitLabel(.route)
            .submitLabel(.continue)
            .submitScope(false)
            .onSubmit(of: [.text, .search]) {}
          TextField("Amount", text: $text)
            .keyboardType(.decimalPad)
            .keyboardShortcut(.upArrow, modifiers: .option)
            .keyboardShortcut(.downArrow)
            .keyboardShortcut(.leftArrow)
            .keyboardShortcut(.rightArrow)
            .keyboardShortcut(.delete)
            .keyboardShortcut(.deleteForward)
            .keyboardShortcut(.home)
            .keyboardShortcut(.end)
            .keyboardShortcut(.pageUp)
            .keyboardShortcut(.pageDown)
            .keyboardShortcut(.clear)
            .keyboardShortcut(.tab)
            .keyboardShortcut(.space)
            .keyboardShortcut(.escape, modifiers: [.control, .capsLock, .numericPad])
        }
        .scrollDismissesKeyboard(.immediately)
        .dynamicTypeSize(.xSmall ... .accessibility1)
        .dynamicTypeSize(.medium)
      }
    }
    let app = await UIApplication.launch(Probe())
    #expect(app.captureHierarchy().nodes.contains { $0.typeName == "TextField" })
  }
}
