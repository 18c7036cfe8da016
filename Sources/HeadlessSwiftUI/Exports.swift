// SwiftUI re-exports Combine, so `ObservableObject`, `@Published` and `AnyCancellable` come with
// `import SwiftUI` alone, as apps write them.
@_exported public import HeadlessCombine
// SwiftUI re-exports CoreTransferable, so `Transferable` and its representations come with
// `import SwiftUI` alone, as apps write them.
@_exported public import HeadlessCoreTransferable
// SwiftUI re-exports UIKit on iOS: `import SwiftUI` alone gives `UIApplication` and `UIWindow`,
// which the dolphin article relies on. The headless module does the same.
@_exported public import HeadlessUIKit
// SwiftUI re-exports Observation, so `@Observable` and `withObservationTracking` come with
// `import SwiftUI` alone, as apps write them.
@_exported public import Observation
