public import Foundation

extension String: Transferable {
  /// A string transfers as UTF-8 plain text.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .utf8PlainText) {
      Data($0.utf8)
    } importing: { data in
      guard let string = String(data: data, encoding: .utf8) else {
        throw TransferError(description: "the data isn't UTF-8 text")
      }
      return string
    }
  }
}

extension Data: Transferable {
  /// Data transfers as itself, as `public.data`.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data) {
      $0
    } importing: {
      $0
    }
  }
}

extension URL: Transferable {
  /// A URL transfers as its absolute string, as `public.url`.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url) {
      Data($0.absoluteString.utf8)
    } importing: { data in
      guard let url = String(data: data, encoding: .utf8).flatMap(URL.init(string:)) else {
        throw TransferError(description: "the data isn't a URL")
      }
      return url
    }
  }
}
