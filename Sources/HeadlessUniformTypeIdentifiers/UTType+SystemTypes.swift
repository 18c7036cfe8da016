// The system-declared types the model knows, with Apple's identifiers, tags and conformances
// [DOC: each static's page under `uniformtypeidentifiers/uttype-swift.struct/`, and the
// system's declarations as `UTType(_:)` reads them on a device; the conformances are the
// declared ones, `public.audiovisual-content` and `public.composite-content` included as the
// intermediate supertypes they are].

extension UTType {
  /// The types the model knows, in the order lookups by tag try them.
  static let declared: [UTType] = [
    UTType(identifier: "public.item", parents: [], description: "item"),
    UTType(identifier: "public.content", parents: ["public.item"], description: "content"),
    UTType(identifier: "public.data", parents: ["public.item"], description: "data"),
    UTType(
      identifier: "public.composite-content", parents: ["public.content"],
      description: "composite content"),
    UTType(
      identifier: "public.text", parents: ["public.data", "public.content"], description: "text"),
    UTType(
      identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"],
      mimeTypes: ["text/plain"], description: "plain text"),
    UTType(
      identifier: "public.utf8-plain-text", parents: ["public.plain-text"],
      description: "Unicode text (UTF-8)"),
    UTType(
      identifier: "public.json", parents: ["public.text"], extensions: ["json"],
      mimeTypes: ["application/json"], description: "JSON"),
    UTType(
      identifier: "public.xml", parents: ["public.text"], extensions: ["xml"],
      mimeTypes: ["application/xml", "text/xml"], description: "XML text"),
    UTType(
      identifier: "public.comma-separated-values-text", parents: ["public.text"],
      extensions: ["csv"], mimeTypes: ["text/csv"], description: "comma-separated values"),
    UTType(
      identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"],
      mimeTypes: ["text/html"], description: "HTML text"),
    UTType(
      identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"],
      mimeTypes: ["text/rtf"], description: "rich text"),
    UTType(
      identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"],
      mimeTypes: ["text/vcard", "text/x-vcard"], description: "vCard"),
    UTType(
      identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"],
      description: "property list"),
    UTType(
      identifier: "public.image", parents: ["public.data", "public.content"],
      description: "image"),
    UTType(
      identifier: "public.png", parents: ["public.image"], extensions: ["png"],
      mimeTypes: ["image/png"], description: "PNG image"),
    UTType(
      identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
      mimeTypes: ["image/jpeg"], description: "JPEG image"),
    UTType(
      identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"],
      mimeTypes: ["image/gif"], description: "GIF image"),
    UTType(
      identifier: "public.heic", parents: ["public.image"], extensions: ["heic"],
      mimeTypes: ["image/heic"], description: "HEIF image"),
    UTType(
      identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"],
      extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
    UTType(
      identifier: "public.audiovisual-content", parents: ["public.data", "public.content"],
      description: "audiovisual content"),
    UTType(
      identifier: "public.movie", parents: ["public.audiovisual-content"], description: "movie"),
    UTType(identifier: "public.video", parents: ["public.movie"], description: "video"),
    UTType(
      identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4", "mpg4"],
      mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
    UTType(
      identifier: "com.apple.quicktime-movie", parents: ["public.movie"],
      extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
    UTType(
      identifier: "public.audio", parents: ["public.audiovisual-content"], description: "audio"),
    UTType(
      identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"],
      mimeTypes: ["audio/mpeg"], description: "MP3 audio"),
    UTType(identifier: "public.url", parents: ["public.data"], description: "URL"),
    UTType(identifier: "public.file-url", parents: ["public.url"], description: "file URL"),
    UTType(identifier: "public.directory", parents: ["public.item"], description: "directory"),
    UTType(identifier: "public.folder", parents: ["public.directory"], description: "folder"),
    UTType(identifier: "public.archive", parents: ["public.data"], description: "archive"),
    UTType(
      identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"],
      mimeTypes: ["application/zip"], description: "ZIP archive"),
  ]

  /// The known types by identifier.
  static let known: [String: UTType] = Dictionary(
    uniqueKeysWithValues: declared.map { ($0.identifier, $0) })

  /// A known type by identifier.
  private static func system(_ identifier: String) -> UTType {
    known[identifier] ?? UTType(identifier: identifier, parents: [])
  }

  /// The base type of every item: `public.item`.
  public static var item: UTType { system("public.item") }
  /// The base type of content people read or view: `public.content`.
  public static var content: UTType { system("public.content") }
  /// The base type of byte streams such as files: `public.data`.
  public static var data: UTType { system("public.data") }
  /// Text of any encoding and format: `public.text`.
  public static var text: UTType { system("public.text") }
  /// Text without markup: `public.plain-text`.
  public static var plainText: UTType { system("public.plain-text") }
  /// Plain text in UTF-8: `public.utf8-plain-text`.
  public static var utf8PlainText: UTType { system("public.utf8-plain-text") }
  /// JavaScript Object Notation: `public.json`.
  public static var json: UTType { system("public.json") }
  /// XML text: `public.xml`.
  public static var xml: UTType { system("public.xml") }
  /// Comma-separated values: `public.comma-separated-values-text`.
  public static var commaSeparatedText: UTType { system("public.comma-separated-values-text") }
  /// HTML text: `public.html`.
  public static var html: UTType { system("public.html") }
  /// Rich Text Format: `public.rtf`.
  public static var rtf: UTType { system("public.rtf") }
  /// A contact card: `public.vcard`.
  public static var vCard: UTType { system("public.vcard") }
  /// A property list: `com.apple.property-list`.
  public static var propertyList: UTType { system("com.apple.property-list") }
  /// An image of any format: `public.image`.
  public static var image: UTType { system("public.image") }
  /// A PNG image: `public.png`.
  public static var png: UTType { system("public.png") }
  /// A JPEG image: `public.jpeg`.
  public static var jpeg: UTType { system("public.jpeg") }
  /// A GIF image: `com.compuserve.gif`.
  public static var gif: UTType { system("com.compuserve.gif") }
  /// A HEIC image: `public.heic`.
  public static var heic: UTType { system("public.heic") }
  /// A PDF document: `com.adobe.pdf`.
  public static var pdf: UTType { system("com.adobe.pdf") }
  /// Media with video, audio or both: `public.movie`.
  public static var movie: UTType { system("public.movie") }
  /// Video without audio: `public.video`.
  public static var video: UTType { system("public.video") }
  /// An MPEG-4 movie: `public.mpeg-4`.
  public static var mpeg4Movie: UTType { system("public.mpeg-4") }
  /// A QuickTime movie: `com.apple.quicktime-movie`.
  public static var quickTimeMovie: UTType { system("com.apple.quicktime-movie") }
  /// Audio without video: `public.audio`.
  public static var audio: UTType { system("public.audio") }
  /// MP3 audio: `public.mp3`.
  public static var mp3: UTType { system("public.mp3") }
  /// A URL: `public.url`.
  public static var url: UTType { system("public.url") }
  /// A URL to a file: `public.file-url`.
  public static var fileURL: UTType { system("public.file-url") }
  /// A file-system directory, folders and packages included: `public.directory`.
  public static var directory: UTType { system("public.directory") }
  /// A folder people browse: `public.folder`.
  public static var folder: UTType { system("public.folder") }
  /// An archive of files and directories: `public.archive`.
  public static var archive: UTType { system("public.archive") }
  /// A ZIP archive: `public.zip-archive`.
  public static var zip: UTType { system("public.zip-archive") }
}
