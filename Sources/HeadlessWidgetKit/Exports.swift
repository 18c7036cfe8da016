// WidgetKit's declarations extend SwiftUI's types (views, environment values, widget
// configurations), and widget files that write `import WidgetKit` alone use `Date`,
// `TimelineProvider` and `Timeline` (pocket-casts-ios' StaticWidgetProvider.swift): the stand-in
// re-exports the SwiftUI model, which re-exports Foundation and the UIKit model, so such a file
// compiles as it does against the SDK [INF: the SDK's WidgetKit imports SwiftUI and Foundation
// for its own declarations; re-exporting them can only make more names visible].
@_exported public import HeadlessSwiftUI
