public import Foundation
import HeadlessUIKit

// Actions SwiftUI puts in the environment: opening URLs (modelled: the app's
// `UIApplication.open(_:options:completionHandler:)` records the URL), and opening and
// dismissing windows, ending a search and refreshing (inert where the model has nothing to
// act on: iPhone apps have one window, and `.searchable` shows no search field).

/// An action that opens a URL, as SwiftUI's `OpenURLAction`.
///
/// The environment's action asks the system to open the URL: the app's
/// `UIApplication.open(_:options:completionHandler:)` records it in `openedURLs` when
/// `canOpenURL(_:)` says it can [DOC: `swiftui/openurlaction`: "The system provides a default
/// open URL action with behavior that depends on the contents of the URL"]. An action made with
/// ``init(handler:)`` and set with `environment(\.openURL, …)` runs its handler instead, and
/// asks the system only when the handler returns ``Result/systemAction``.
@MainActor @preconcurrency
public struct OpenURLAction {
  /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
  public struct Result: Sendable {
    enum Outcome: Sendable {
      case handled
      case discarded
      case system(URL?)
    }

    let outcome: Outcome

    /// The handler opened the URL.
    public static let handled = Result(outcome: .handled)
    /// The handler discarded the URL.
    public static let discarded = Result(outcome: .discarded)
    /// The handler asks the system to open the original URL.
    public static let systemAction = Result(outcome: .system(nil))

    /// The handler asks the system to open another URL.
    ///
    /// - Parameter url: The URL the system opens.
    /// - Returns: The result.
    public static func systemAction(_ url: URL) -> OpenURLAction.Result {
      Result(outcome: .system(url))
    }
  }

  /// The app's handler; `nil` for the system's action.
  private let handler: ((URL) -> Result)?

  /// The system's action.
  init() {
    handler = nil
  }

  /// Creates an action that runs a handler for each URL.
  ///
  /// - Parameter handler: The handler; it returns what it did with the URL.
  public init(handler: @escaping (URL) -> OpenURLAction.Result) {
    self.handler = handler
  }

  /// Opens a URL: runs the handler, or asks the system.
  ///
  /// - Parameter url: The URL.
  public func callAsFunction(_ url: URL) {
    _ = open(url)
  }

  /// Opens a URL, then calls the completion with whether it was opened: `true` when the
  /// handler handled it or the system opened it.
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - completion: Called with whether the URL was opened.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(open(url))
  }

  private func open(_ url: URL) -> Bool {
    let outcome = handler?(url).outcome ?? .system(nil)
    switch outcome {
    case .handled: return true
    case .discarded: return false
    case .system(let other):
      let target = other ?? url
      let application = UIApplication.shared
      // `open(_:options:completionHandler:)` opens exactly what `canOpenURL(_:)` accepts.
      let accepted = application.canOpenURL(target)
      application.open(target, options: [:], completionHandler: nil)
      return accepted
    }
  }
}

/// The `openURL` an ancestor set with `environment(\.openURL, …)`.
private enum OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction? { nil }
}

extension EnvironmentValues {
  /// The action that opens a URL: the system's (the app records the URL in
  /// `UIApplication.openedURLs`), or one an ancestor set with `environment(\.openURL, …)`.
  ///
  /// `Link` opens its destination with it.
  @MainActor public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] ?? OpenURLAction() }
    set { self[OpenURLKey.self] = newValue }
  }
}

extension View {
  /// Registers a handler for URLs the app's scene is asked to open (inert: the model delivers
  /// URLs to a UIKit scene delegate's `scene(_:openURLContexts:)`, never to a SwiftUI view).
  ///
  /// - Parameter action: The handler.
  /// - Returns: The view, unchanged.
  nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    self
  }
}

/// An action that opens a window, as SwiftUI's `OpenWindowAction`; inert: the model's apps
/// have the scenes their launch connects, so calling it opens nothing.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor @preconcurrency
public struct OpenWindowAction {
  // The environment's getters, which aren't main-actor isolated, make it.
  nonisolated init() {}

  /// Opens the window of the scene with an identifier (inert).
  ///
  /// - Parameter id: The scene's identifier.
  public func callAsFunction(id: String) {}

  /// Opens a window presenting a value (inert).
  ///
  /// - Parameter value: The value.
  public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}

  /// Opens the window of the scene with an identifier, presenting a value (inert).
  ///
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - value: The value.
  public func callAsFunction<D>(id: String, value: D)
  where D: Decodable, D: Encodable, D: Hashable {}
}

/// An action that dismisses a window, as SwiftUI's `DismissWindowAction`; inert: the model's
/// windows stay.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor @preconcurrency
public struct DismissWindowAction {
  // The environment's getters, which aren't main-actor isolated, make it.
  nonisolated init() {}

  /// Dismisses the current window (inert).
  public func callAsFunction() {}

  /// Dismisses the windows of the scene with an identifier (inert).
  ///
  /// - Parameter id: The scene's identifier.
  public func callAsFunction(id: String) {}

  /// Dismisses the window presenting a value (inert).
  ///
  /// - Parameter value: The value.
  public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}

  /// Dismisses the window of the scene with an identifier presenting a value (inert).
  ///
  /// - Parameters:
  ///   - id: The scene's identifier.
  ///   - value: The value.
  public func callAsFunction<D>(id: String, value: D)
  where D: Decodable, D: Encodable, D: Hashable {}
}

/// An action that ends a search, as SwiftUI's `DismissSearchAction`; inert: `.searchable`
/// shows no search field in the model, so there is never a search to end.
// swift-format-ignore: UseSynthesizedInitializer
@MainActor @preconcurrency
public struct DismissSearchAction {
  // The environment's getters, which aren't main-actor isolated, make it.
  nonisolated init() {}

  /// Ends the current search (inert).
  public func callAsFunction() {}
}

/// An action that refreshes, as SwiftUI's `RefreshAction`: runs the action of the nearest
/// `refreshable(action:)`.
public struct RefreshAction {
  let action: @Sendable () async -> Void

  /// Runs the refresh.
  public func callAsFunction() async {
    await action()
  }
}

/// The `refresh` of the nearest `refreshable(action:)`.
enum RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// Opens windows (inert: opens nothing).
  public var openWindow: OpenWindowAction { OpenWindowAction() }

  /// Dismisses windows (inert: dismisses nothing).
  public var dismissWindow: DismissWindowAction { DismissWindowAction() }

  /// Whether the user is searching: `false`, as the model shows no search field to search in.
  public var isSearching: Bool { false }

  /// Ends the search (inert: there is none).
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }

  /// The refresh of the nearest `refreshable(action:)`, `nil` without one [DOC:
  /// `swiftui/refreshaction`: "By default, the environment value is `nil`"]; the model's
  /// lists and scroll views offer no pull to refresh, so only the app's own code calls it.
  public var refresh: RefreshAction? { self[RefreshActionKey.self] }

  /// Whether the nearest focusable ancestor has focus: `false`, as the model tracks no focus.
  public var isFocused: Bool { false }
}
