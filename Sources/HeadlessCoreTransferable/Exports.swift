// Stands in for Apple's CoreTransferable, which Linux lacks: app files that write
// `import CoreTransferable` compile unchanged when README's setup aliases it here
// (`-module-alias CoreTransferable=HeadlessCoreTransferable`), and HeadlessSwiftUI re-exports it,
// as SwiftUI re-exports CoreTransferable, so `Transferable` comes with `import SwiftUI` alone. It
// is the model on every platform, as HeadlessUniformTypeIdentifiers is, so its representations
// take the model's `UTType`.

// Representations name their content with `UTType`s, as Apple's declarations do.
@_exported public import HeadlessUniformTypeIdentifiers
