// `@Entry`: SwiftUI's shorthand for a custom environment or transaction value. The model's
// HeadlessSwiftUIMacros plugin expands it as SwiftUI does: the property becomes computed,
// reading and writing `self[__Key_name.self]`, beside a private key type whose `defaultValue`
// is the property's initial value ([DOC] swiftui/entry()).

/// Creates an environment values or transaction entry, as SwiftUI's `@Entry`.
///
/// Attach it to a property in an extension of ``EnvironmentValues`` or ``Transaction``; the
/// initial value is the entry's default, made afresh on each read, and an optional type
/// written without one defaults to `nil`:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName: String = "blue"
///   @Entry var showsBadges = true
///   @Entry var selectedTab: Int?
/// }
/// ```
///
/// Modelled: views read the value with `@Environment(\.accentName)` and set it with
/// `.environment(\.accentName, "red")`, as any key's.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "EntryMacro")

/// Turns an `@Entry` key's `static var defaultValue = value` into a getter that makes the
/// value on each read; `@Entry` writes it for a property whose type is inferred, and apps
/// never write it themselves.
@attached(accessor)
public macro __EntryDefaultValue() =
  #externalMacro(module: "HeadlessSwiftUIMacros", type: "EntryDefaultValueMacro")
