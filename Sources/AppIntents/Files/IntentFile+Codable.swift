extension IntentFile: Codable {
  private enum CodingKeys: String, CodingKey {
    case filename, contentType, data, fileURL, removedOnCompletion
  }

  /// Decodes `{"filename": …, "contentType": …, "data": "<base64>"}` or
  /// `{"fileURL": "file:///…", "filename": …, "contentType": …}`.
  ///
  /// The content type is a uniform type identifier (`public.png`) or a MIME type (`image/png`);
  /// without one, the filename's extension decides. Exactly one of `data` and `fileURL` is
  /// given; the URL must be a `file:` URL. The file itself is read only when its data is needed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let contentType = try container.decodeIfPresent(String.self, forKey: .contentType)
    let type = try contentType.map { text in
      guard let type = Self.contentType(named: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .contentType, in: container,
          debugDescription:
            "‘\(text)’ is not a known content type; give a uniform type identifier such as "
            + "public.png or a MIME type such as image/png.")
      }
      return type
    }
    let filename = try container.decodeIfPresent(String.self, forKey: .filename)
    let base64 = try container.decodeIfPresent(String.self, forKey: .data)
    let url = try container.decodeIfPresent(String.self, forKey: .fileURL)
    switch (base64, url) {
    case (let base64?, nil):
      guard let data = Data(base64Encoded: base64) else {
        throw DecodingError.dataCorruptedError(
          forKey: .data, in: container,
          debugDescription: "The file's data is not valid base64 (RFC 4648, with padding).")
      }
      guard let filename else {
        throw DecodingError.keyNotFound(
          CodingKeys.filename,
          .init(
            codingPath: container.codingPath,
            debugDescription: "A file given as data needs a filename, such as \"notes.txt\"."))
      }
      self.init(data: data, filename: filename, type: type)
    case (nil, let text?):
      guard let fileURL = URL(string: text), fileURL.isFileURL, !fileURL.path.isEmpty else {
        throw DecodingError.dataCorruptedError(
          forKey: .fileURL, in: container,
          debugDescription:
            "‘\(text)’ is not a file URL; write one such as file:///tmp/notes.txt, or give the "
            + "file's data in base64 instead.")
      }
      self.init(fileURL: fileURL, filename: filename, type: type)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath,
          debugDescription:
            "A file is given by exactly one of data (base64) and fileURL (a file: URL)."))
    }
    removedOnCompletion =
      try container.decodeIfPresent(Bool.self, forKey: .removedOnCompletion) ?? false
  }

  /// Encodes the filename, the content type's identifier, and the data in base64 — or, for a
  /// file on disk, its URL (the file is not read).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(filename, forKey: .filename)
    try container.encodeIfPresent(type?.identifier, forKey: .contentType)
    switch content {
    case .data(let data): try container.encode(data.base64EncodedString(), forKey: .data)
    case .file(let contents): try container.encode(contents.url.absoluteString, forKey: .fileURL)
    }
    if removedOnCompletion { try container.encode(true, forKey: .removedOnCompletion) }
  }

  /// The type named by a uniform type identifier or a MIME type.
  ///
  /// This is an OpenIntents addition.
  package static func contentType(named text: String) -> UTType? {
    if let type = UTType(text), type.isDeclared { return type }
    if text.contains("/"), let type = UTType(mimeType: text), type.isDeclared { return type }
    return nil
  }
}

extension IntentFile: Equatable, Hashable {
  /// Whether two files have the same name, type and `removedOnCompletion`, and the same bytes
  /// in memory or the same file URL.
  public static func == (a: IntentFile, b: IntentFile) -> Bool {
    guard a.filename == b.filename, a.type == b.type,
      a.removedOnCompletion == b.removedOnCompletion
    else { return false }
    switch (a.content, b.content) {
    case (.data(let left), .data(let right)): return left == right
    case (.file(let left), .file(let right)): return left.url == right.url
    default: return false
    }
  }

  /// Hashes the name, the type and where the bytes are.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(filename)
    hasher.combine(type)
    hasher.combine(removedOnCompletion)
    switch content {
    case .data(let data): hasher.combine(data)
    case .file(let contents): hasher.combine(contents.url)
    }
  }
}

extension IntentFile: DisplayRepresentable {
  /// "File".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "File")
  }

  /// The filename, with the kind of file as subtitle ("PNG image").
  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: LocalizedStringResource(stringLiteral: filename),
      subtitle: type.map {
        LocalizedStringResource(stringLiteral: $0.localizedDescription ?? $0.identifier)
      })
  }
}

extension IntentFile: _IntentValue {
  /// No resolvers.
  public typealias Specification = EmptyResolverSpecification<IntentFile>
  /// The file itself.
  public typealias UnwrappedType = IntentFile
  /// The file itself.
  public typealias ValueType = IntentFile

  /// No resolvers.
  public static var defaultResolverSpecification: EmptyResolverSpecification<IntentFile> {
    .init()
  }
}
