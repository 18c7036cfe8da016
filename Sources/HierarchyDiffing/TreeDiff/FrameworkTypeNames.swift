/// Tells the type names of Apple's frameworks from the developer's own, so sentences can name a
/// node by the developer's view type (`DolphinOverlay`) rather than by a path.
///
/// A name belongs to a framework when its base (the part before any `<`) starts with `UI`, `_`,
/// `NS`, `CA` or `SwiftUI.`, or is one of SwiftUI's own views and hosting classes. The list
/// only has to recognise names captures write; a framework name it misses is treated as the
/// developer's, which only makes a sentence name it instead of a path.
enum FrameworkTypeNames {
  /// SwiftUI's views and hosting classes as captures name them, without a module prefix.
  static let swiftUINames: Set<Substring> = [
    "AnyView", "Button", "Capsule", "Circle", "Color", "DestinationHostingController", "Divider",
    "EmptyView", "FloatingBarContainerView", "ForEach", "Form", "GeometryReader", "Grid",
    "Group", "HStack", "Image", "Label", "LazyHStack", "LazyVStack", "List",
    "ModifiedContent", "NavigationLink", "NavigationStack", "NavigationStackHostingController",
    "PlatformViewHost", "PresentationHostingController", "ProgressView", "Rectangle",
    "RoundedRectangle", "ScrollView", "Section", "Spacer", "TabView", "Text", "TextField",
    "Toggle", "TupleView", "VStack", "WindowGroup", "ZStack",
  ]

  /// The prefixes of Apple's class names.
  static let prefixes = ["UI", "_", "NS", "CA", "SwiftUI."]

  /// Whether a type name is Apple's rather than the developer's.
  ///
  /// It compares bytes, without hashing: it runs once for every node of a hierarchy.
  ///
  /// - Parameter typeName: A type name as captures write it, such as `UIHostingController<X>`.
  /// - Returns: `true` for a framework's type.
  static func isFramework(_ typeName: String) -> Bool {
    let answer = typeName.utf8.withContiguousStorageIfAvailable { name -> Bool in
      var baseCount = 0
      while baseCount < name.count, name[baseCount] != lessThan {
        baseCount += 1
      }
      return hasFrameworkPrefix(name, baseCount) || isSwiftUIName(name, baseCount)
    }
    if let answer { return answer }
    let base = typeName.prefix { $0 != "<" }
    return prefixes.contains { base.hasPrefix($0) } || swiftUINames.contains(base)
  }

  /// Whether a name starts with one of ``prefixes``, within its first `count` bytes.
  private static func hasFrameworkPrefix(_ name: UnsafeBufferPointer<UInt8>, _ count: Int) -> Bool {
    for prefix in prefixSpellings where prefix.count <= count && startsWith(name, prefix) {
      return true
    }
    return false
  }

  /// Whether a name's first `count` bytes are one of ``swiftUINames``.
  private static func isSwiftUIName(_ name: UnsafeBufferPointer<UInt8>, _ count: Int) -> Bool {
    guard count < namesByLength.count else { return false }
    for candidate in namesByLength[count] where startsWith(name, candidate) {
      return true
    }
    return false
  }

  /// Whether `name` starts with `prefix`, which is no longer than it.
  private static func startsWith(_ name: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8]) -> Bool {
    var offset = 0
    while offset < prefix.count, name[offset] == prefix[offset] {
      offset += 1
    }
    return offset == prefix.count
  }

  private static let lessThan = UInt8(ascii: "<")
  private static let prefixSpellings = prefixes.map { Array($0.utf8) }
  /// The SwiftUI names' bytes, by their length.
  private static let namesByLength: [[[UInt8]]] = {
    let longest = swiftUINames.map(\.utf8.count).max() ?? 0
    var table = [[[UInt8]]](repeating: [], count: longest + 1)
    for name in swiftUINames {
      table[name.utf8.count].append(Array(name.utf8))
    }
    return table
  }()
}
