// Edit mode, which `EditButton` toggles and views read from the environment, and the
// presentation mode SwiftUI's first API dismissed with. The root of each hosting controller
// provides an edit mode of its own, kept while the controller lives [INF: SwiftUI documents
// that `EditButton` toggles "the edit mode for the current scope" without saying where the
// storage lives; an app's own `environment(\.editMode, $mode)` takes over in its subtree, as
// Apple's forum answer on thread 771075 shows].

/// Whether the user can edit a view's content, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  /// The content can't be edited.
  case inactive
  /// The content is edited for a moment, as by a swipe on a row.
  case transient
  /// The content can be edited.
  case active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

/// The storage of the edit mode a hosting controller's root provides.
final class EditModeBox {
  /// The mode; a render that reads it evaluates again when it is written.
  @Tracked var mode = EditMode.inactive
}

/// The edit mode the root of the hosting controller provides.
private enum HostEditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

/// An edit mode an ancestor set with `environment(\.editMode, …)`, over the root's.
private enum EditModeOverrideKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>?? { nil }
}

extension EnvironmentValues {
  /// A binding to whether the content here can be edited: the edit mode the hosting
  /// controller's root provides (`.inactive` at first), or the one an ancestor set with
  /// `environment(\.editMode, …)`; `nil` outside a hosting controller.
  ///
  /// `EditButton` flips it;
  /// views that read it are evaluated again after the tap. The model's `List` shows no delete
  /// or move controls in edit mode.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeOverrideKey.self] ?? self[HostEditModeKey.self] }
    set { self[EditModeOverrideKey.self] = .some(newValue) }
  }
}

extension HostingEngine {
  /// Provides the root's edit mode, kept in the graph under the root's place.
  func setRootEditMode(on values: inout EnvironmentValues) {
    let stored = graph.storage(at: "root", label: "$editMode", default: EditModeBox())
    guard let box = stored as? EditModeBox else { return }
    values[HostEditModeKey.self] = Binding(get: { box.mode }, trackedSet: { box.mode = $0 })
  }
}

/// A button that toggles the edit mode of its environment, as SwiftUI's `EditButton`.
///
/// A `Button` titled "Edit", or "Done" while the environment's ``EnvironmentValues/editMode``
/// is editing; a tap sets the mode to `.active`, or back to `.inactive` [DOC:
/// `swiftui/editbutton`: "A button that toggles the edit mode environment value"; the titles
/// are those SwiftUI shows in English]. With no edit mode in the environment, the tap does
/// nothing.
@MainActor @preconcurrency
public struct EditButton: View {
  @Environment(\.editMode) private var editMode

  /// Creates an edit button.
  public init() {}

  /// The button.
  public var body: some View {
    let editMode = editMode
    let isEditing = editMode?.wrappedValue.isEditing ?? false
    Button(isEditing ? "Done" : "Edit") {
      editMode?.wrappedValue = isEditing ? .inactive : .active
    }
  }
}

/// Whether a view is presented, as SwiftUI's deprecated `PresentationMode`.
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss"
)
public struct PresentationMode {
  let action: DismissAction
  private let presented: Bool

  init(isPresented: Bool, action: DismissAction) {
    presented = isPresented
    self.action = action
  }

  /// Whether the view is in a presentation or a pushed screen, as
  /// ``EnvironmentValues/isPresented``.
  public var isPresented: Bool { presented }

  /// Dismisses the presentation or pushed screen the view is in, as
  /// ``EnvironmentValues/dismiss`` does; nothing outside one.
  public mutating func dismiss() {
    let action = action
    MainActor.assumeIsolated { action() }
  }
}

extension EnvironmentValues {
  /// A binding to the presentation mode of the view, as SwiftUI's deprecated
  /// `presentationMode`: `wrappedValue.dismiss()` does what ``dismiss`` does and
  /// `wrappedValue.isPresented` is ``isPresented``.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use isPresented or dismiss"
  )
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, action: dismiss)
    return Binding(get: { mode }, trackedSet: { _ in })
  }
}
