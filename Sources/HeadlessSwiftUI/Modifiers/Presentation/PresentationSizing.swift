import HeadlessUIKit

// `presentationSizing(_:)`, as SwiftUI's (iOS 18): the size of the sheet the view is in. The
// model lowers `.form` and `.page` onto UIKit's `.formSheet` and `.pageSheet` [INF: the
// sizings' documented sizes, "appropriate for forms and slightly less wide than `.page`" and
// "roughly the size of a page of paper" (swiftui/formpresentationsizing,
// swiftui/pagepresentationsizing), are UIKit's form and page sheets']; UIKit's rules then size
// the card: centred at the form sheet size or page-sized on regular width, an edge-attached
// card on compact width, where both adapt alike (HeadlessUIKit, Presentation+Tree.swift).
// `.automatic` keeps the sheet's `.automatic` style. `.fitted` (the content's ideal size) is a
// known gap: the model keeps the sheet's automatic size.

/// A type that defines the size of a presentation, as SwiftUI's `PresentationSizing`.
///
/// Partial: the model honours the system sizings (`.automatic`, `.form`, `.page`; `.fitted`
/// keeps the automatic size); SwiftUI's `proposedSize(for:context:)` requirement, for sizings
/// an app defines, is not declared.
public protocol PresentationSizing {}

/// The sizing the system chooses, as SwiftUI's `AutomaticPresentationSizing`.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {}

/// A size for forms, slightly less wide than a page, as SwiftUI's `FormPresentationSizing`:
/// UIKit's `.formSheet`.
public struct FormPresentationSizing: PresentationSizing, Sendable {}

/// Roughly the size of a page of paper, as SwiftUI's `PagePresentationSizing`: UIKit's
/// `.pageSheet`.
public struct PagePresentationSizing: PresentationSizing, Sendable {}

/// The content's ideal size, as SwiftUI's `FittedPresentationSizing`; partial: the model keeps
/// the sheet's automatic size.
public struct FittedPresentationSizing: PresentationSizing, Sendable {}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The sizing the system chooses.
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A size for forms: UIKit's form sheet.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// Roughly the size of a page of paper: UIKit's page sheet.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// The content's ideal size; the model keeps the sheet's automatic size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

extension View {
  /// Sets the sizing of the sheet this view is in: `.form` and `.page` present it as UIKit's
  /// form and page sheets, which differ on regular width (iPad).
  ///
  /// - Parameter sizing: The sizing.
  /// - Returns: The modified view.
  public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    let style: UIModalPresentationStyle? =
      switch sizing {
      case is FormPresentationSizing: .formSheet
      case is PagePresentationSizing: .pageSheet
      default: nil
      }
    return modified(.outer { $0[SheetOptionsKey.self].sizingStyle = style })
  }
}
