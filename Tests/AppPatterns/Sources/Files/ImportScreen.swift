import SwiftUI
import UniformTypeIdentifiers

/// The file types the import screen takes, declared as apps declare theirs.
extension UTType {
  /// A backup the app exports: JSON underneath.
  static let backup = UTType(exportedAs: "com.example.backup", conformingTo: .json)
}

/// A screen that imports files as the census apps write it: `import UniformTypeIdentifiers`,
/// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:)` with a trailing
/// closure that switches on the result.
struct ImportScreen: View {
  @State private var isImporting = false
  @State private var imported: [String] = []
  @State private var failure: String?

  var body: some View {
    VStack {
      Button("Import") { isImporting = true }
        .accessibilityIdentifier("import")
      ForEach(imported, id: \.self) { name in
        Text(name).accessibilityIdentifier("file-\(name)")
      }
      if let failure {
        Text(failure)
      }
    }
    .fileImporter(
      isPresented: $isImporting, allowedContentTypes: [.commaSeparatedText, .backup, .pdf],
      allowsMultipleSelection: true
    ) { result in
      switch result {
      case .success(let urls):
        imported += urls.map(\.lastPathComponent)
      case .failure(let error):
        failure = error.localizedDescription
      }
    }
  }
}
