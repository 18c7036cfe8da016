// UIKit re-exports Foundation (and with it `CGRect`, `CGPoint`, `CGSize`, `CGFloat`), so app code
// that imports only UIKit uses them; `import HeadlessUIKit` does the same.
@_exported public import Foundation
// UIKit's document picker and SwiftUI's file importer take `UTType`s, and UIKit's module exports
// the UniformTypeIdentifiers it imports, so `UTType` and `.pdf` come with `import UIKit` (and
// `import SwiftUI`) alone, as apps write them [INF: UIKit's headers import UniformTypeIdentifiers
// for `UIDocumentPickerViewController`; exporting it can only let more app files compile].
@_exported public import HeadlessUniformTypeIdentifiers
