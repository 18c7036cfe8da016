import HeadlessUIKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A detent whose height an app computes, as SwiftUI's `CustomPresentationDetent`: the model
/// makes it UIKit's custom sheet detent, so it rests, resolves to `nil` (inactive) and sits
/// among the other detents as UIKit's does [DOC: `swiftui/custompresentationdetent`].
public protocol CustomPresentationDetent {
  /// The detent's height, or `nil` when the detent is inactive.
  ///
  /// - Parameter context: The presentation's height and environment.
  /// - Returns: The height.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What a custom detent computes its height from.
  public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
  /// What a detent computes its height from, as SwiftUI's `PresentationDetent.Context`.
  @dynamicMemberLookup
  public struct Context {
    /// The height the presentation appears in.
    public let maxDetentValue: CGFloat
    let environment: EnvironmentValues

    /// A value of the environment the sheet is shown from; the model's sheets read the default
    /// environment here [INF: the model passes no environment into a detent's context].
    ///
    /// - Parameter keyPath: The environment value.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }

  /// A detent whose height `type` computes.
  ///
  /// - Parameter type: The custom detent.
  /// - Returns: The detent.
  public static func custom<D>(_ type: D.Type) -> PresentationDetent
  where D: CustomPresentationDetent {
    PresentationDetent(kind: .custom(CustomDetentType(type)))
  }
}

/// A custom detent's type, equal by identity.
///
/// Unchecked: a metatype of a protocol that isn't
/// `SendableMetatype` isn't `Sendable`, yet the value is immutable and only its static
/// `height(in:)` is called, as SwiftUI calls it.
struct CustomDetentType: Hashable, @unchecked Sendable {
  let type: any CustomPresentationDetent.Type

  init(_ type: any CustomPresentationDetent.Type) { self.type = type }

  /// The detent's identifier in UIKit, from the type's name.
  var name: String { "custom \(String(reflecting: type))" }

  /// The height `type` computes for a presentation `maxDetentValue` tall.
  func height(maxDetentValue: CGFloat) -> CGFloat? {
    type.height(in: .init(maxDetentValue: maxDetentValue, environment: EnvironmentValues()))
  }

  static func == (lhs: CustomDetentType, rhs: CustomDetentType) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
