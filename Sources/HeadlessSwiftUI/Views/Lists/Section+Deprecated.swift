extension Section {
  /// Creates a section with a header view and a footer view, deprecated for
  /// ``init(content:header:footer:)``, which it is.
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - content: The rows.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:footer:)"
  )
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { footer })
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header view, deprecated for ``init(content:header:)``, which it is.
  ///
  /// - Parameters:
  ///   - header: The header.
  ///   - content: The rows.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:header:)")
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header })
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer view, deprecated for ``init(content:footer:)``, which it is.
  ///
  /// - Parameters:
  ///   - footer: The footer.
  ///   - content: The rows.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "Section(content:footer:)")
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, footer: { footer })
  }
}
