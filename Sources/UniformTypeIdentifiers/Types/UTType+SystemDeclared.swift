// The system-declared types Apple exposes as constants of `UTType`, with Apple's names.

extension UTType {
  // MARK: - Base types

  /// A generic base type for most things: files, directories and in-memory data.
  ///
  /// The identifier is `public.item`.
  public static let item = UTType(knownIdentifier: "public.item")

  /// A base type for anything containing user-viewable content.
  ///
  /// The identifier is `public.content`.
  public static let content = UTType(knownIdentifier: "public.content")

  /// A base type for content formats that mix embedded content.
  ///
  /// The identifier is `public.composite-content`.
  public static let compositeContent = UTType(knownIdentifier: "public.composite-content")

  /// A base type for any byte stream, including files and in-memory data.
  ///
  /// The identifier is `public.data`.
  public static let data = UTType(knownIdentifier: "public.data")

  /// A base type for resolvable references such as symbolic links and aliases.
  ///
  /// The identifier is `public.resolvable`.
  public static let resolvable = UTType(knownIdentifier: "public.resolvable")

  /// A file system directory, including packages and folders.
  ///
  /// The identifier is `public.directory`.
  public static let directory = UTType(knownIdentifier: "public.directory")

  /// A directory people can browse.
  ///
  /// The identifier is `public.folder`.
  public static let folder = UTType(knownIdentifier: "public.folder")

  /// A packaged directory that people see as a single file.
  ///
  /// The identifier is `com.apple.package`.
  public static let package = UTType(knownIdentifier: "com.apple.package")

  /// A directory laid out as a bundle.
  ///
  /// The identifier is `com.apple.bundle`.
  public static let bundle = UTType(knownIdentifier: "com.apple.bundle")

  /// An executable.
  ///
  /// The identifier is `public.executable`.
  public static let executable = UTType(knownIdentifier: "public.executable")

  /// An app on any Apple platform.
  ///
  /// The identifier is `com.apple.application`.
  public static let application = UTType(knownIdentifier: "com.apple.application")

  /// A symbolic link.
  ///
  /// The identifier is `public.symlink`.
  public static let symbolicLink = UTType(knownIdentifier: "public.symlink")

  /// An alias file.
  ///
  /// The identifier is `com.apple.alias-file`.
  public static let aliasFile = UTType(knownIdentifier: "com.apple.alias-file")

  // MARK: - Text

  /// A base type for all text-encoded data, including text with markup.
  ///
  /// The identifier is `public.text`.
  public static let text = UTType(knownIdentifier: "public.text")

  /// Text with no markup and an unspecified encoding.
  ///
  /// The identifier is `public.plain-text`.
  public static let plainText = UTType(knownIdentifier: "public.plain-text")

  /// Plain text encoded as UTF-8.
  ///
  /// The identifier is `public.utf8-plain-text`.
  public static let utf8PlainText = UTType(knownIdentifier: "public.utf8-plain-text")

  /// Plain text encoded as UTF-16 in native byte order.
  ///
  /// The identifier is `public.utf16-plain-text`.
  public static let utf16PlainText = UTType(knownIdentifier: "public.utf16-plain-text")

  /// A base type for text containing delimited values.
  ///
  /// The identifier is `public.delimited-values-text`.
  public static let delimitedText = UTType(knownIdentifier: "public.delimited-values-text")

  /// Text containing comma-separated values.
  ///
  /// The identifier is `public.comma-separated-values-text`.
  public static let commaSeparatedText = UTType(
    knownIdentifier: "public.comma-separated-values-text")

  /// Text containing tab-separated values.
  ///
  /// The identifier is `public.tab-separated-values-text`.
  public static let tabSeparatedText = UTType(knownIdentifier: "public.tab-separated-values-text")

  /// UTF-8 text containing tab-separated values.
  ///
  /// The identifier is `public.utf8-tab-separated-values-text`.
  public static let utf8TabSeparatedText = UTType(
    knownIdentifier: "public.utf8-tab-separated-values-text")

  /// Rich Text Format data.
  ///
  /// The identifier is `public.rtf`.
  public static let rtf = UTType(knownIdentifier: "public.rtf")

  /// HTML of any version.
  ///
  /// The identifier is `public.html`.
  public static let html = UTType(knownIdentifier: "public.html")

  /// Generic XML data.
  ///
  /// The identifier is `public.xml`.
  public static let xml = UTType(knownIdentifier: "public.xml")

  /// YAML data.
  ///
  /// The identifier is `public.yaml`.
  public static let yaml = UTType(knownIdentifier: "public.yaml")

  /// JavaScript Object Notation (JSON) data.
  ///
  /// The identifier is `public.json`.
  public static let json = UTType(knownIdentifier: "public.json")

  /// A base type for source code in any programming language.
  ///
  /// The identifier is `public.source-code`.
  public static let sourceCode = UTType(knownIdentifier: "public.source-code")

  /// Swift source code.
  ///
  /// The identifier is `public.swift-source`.
  public static let swiftSource = UTType(knownIdentifier: "public.swift-source")

  /// A base type for console log data.
  ///
  /// The identifier is `public.log`.
  public static let log = UTType(knownIdentifier: "public.log")

  // MARK: - Property lists, URLs and structured content

  /// A base type for property lists.
  ///
  /// The identifier is `com.apple.property-list`.
  public static let propertyList = UTType(knownIdentifier: "com.apple.property-list")

  /// An XML property list.
  ///
  /// The identifier is `com.apple.xml-property-list`.
  public static let xmlPropertyList = UTType(knownIdentifier: "com.apple.xml-property-list")

  /// A binary property list.
  ///
  /// The identifier is `com.apple.binary-property-list`.
  public static let binaryPropertyList = UTType(knownIdentifier: "com.apple.binary-property-list")

  /// A URL.
  ///
  /// The identifier is `public.url`.
  public static let url = UTType(knownIdentifier: "public.url")

  /// A URL to a file in the file system.
  ///
  /// The identifier is `public.file-url`.
  public static let fileURL = UTType(knownIdentifier: "public.file-url")

  /// URL bookmark data.
  ///
  /// The identifier is `com.apple.bookmark`.
  public static let urlBookmarkData = UTType(knownIdentifier: "com.apple.bookmark")

  /// A base type for Apple internet location files.
  ///
  /// The identifier is `com.apple.internet-location`.
  public static let internetLocation = UTType(knownIdentifier: "com.apple.internet-location")

  /// A vCard file.
  ///
  /// The identifier is `public.vcard`.
  public static let vCard = UTType(knownIdentifier: "public.vcard")

  /// A base type for contact information.
  ///
  /// The identifier is `public.contact`.
  public static let contact = UTType(knownIdentifier: "public.contact")

  /// A base type for calendar events.
  ///
  /// The identifier is `public.calendar-event`.
  public static let calendarEvent = UTType(knownIdentifier: "public.calendar-event")

  /// A base type for messages.
  ///
  /// The identifier is `public.message`.
  public static let message = UTType(knownIdentifier: "public.message")

  /// An email message.
  ///
  /// The identifier is `public.email-message`.
  public static let emailMessage = UTType(knownIdentifier: "public.email-message")

  /// A base type for database stores.
  ///
  /// The identifier is `public.database`.
  public static let database = UTType(knownIdentifier: "public.database")

  /// A base type for spreadsheet documents.
  ///
  /// The identifier is `public.spreadsheet`.
  public static let spreadsheet = UTType(knownIdentifier: "public.spreadsheet")

  /// A base type for presentation documents.
  ///
  /// The identifier is `public.presentation`.
  public static let presentation = UTType(knownIdentifier: "public.presentation")

  /// A base type for fonts.
  ///
  /// The identifier is `public.font`.
  public static let font = UTType(knownIdentifier: "public.font")

  /// An Adobe Portable Document Format (PDF) document.
  ///
  /// The identifier is `com.adobe.pdf`.
  public static let pdf = UTType(knownIdentifier: "com.adobe.pdf")

  /// An electronic publication (EPUB) document.
  ///
  /// The identifier is `org.idpf.epub-container`.
  public static let epub = UTType(knownIdentifier: "org.idpf.epub-container")

  // MARK: - Images

  /// A base type for image data.
  ///
  /// The identifier is `public.image`.
  public static let image = UTType(knownIdentifier: "public.image")

  /// A PNG image.
  ///
  /// The identifier is `public.png`.
  public static let png = UTType(knownIdentifier: "public.png")

  /// A JPEG image.
  ///
  /// The identifier is `public.jpeg`.
  public static let jpeg = UTType(knownIdentifier: "public.jpeg")

  /// A GIF image.
  ///
  /// The identifier is `com.compuserve.gif`.
  public static let gif = UTType(knownIdentifier: "com.compuserve.gif")

  /// A TIFF image.
  ///
  /// The identifier is `public.tiff`.
  public static let tiff = UTType(knownIdentifier: "public.tiff")

  /// A Windows bitmap image.
  ///
  /// The identifier is `com.microsoft.bmp`.
  public static let bmp = UTType(knownIdentifier: "com.microsoft.bmp")

  /// A High Efficiency Image Coding (HEIC) image.
  ///
  /// The identifier is `public.heic`.
  public static let heic = UTType(knownIdentifier: "public.heic")

  /// A High Efficiency Image File Format (HEIF) image.
  ///
  /// The identifier is `public.heif`.
  public static let heif = UTType(knownIdentifier: "public.heif")

  /// A WebP image.
  ///
  /// The identifier is `org.webmproject.webp`.
  public static let webP = UTType(knownIdentifier: "org.webmproject.webp")

  /// A scalable vector graphics (SVG) image.
  ///
  /// The identifier is `public.svg-image`.
  public static let svg = UTType(knownIdentifier: "public.svg-image")

  /// A base type for raw images from digital cameras.
  ///
  /// The identifier is `public.camera-raw-image`.
  public static let rawImage = UTType(knownIdentifier: "public.camera-raw-image")

  /// Apple icon data.
  ///
  /// The identifier is `com.apple.icns`.
  public static let icns = UTType(knownIdentifier: "com.apple.icns")

  /// Windows icon data.
  ///
  /// The identifier is `com.microsoft.ico`.
  public static let ico = UTType(knownIdentifier: "com.microsoft.ico")

  // MARK: - Audio and video

  /// A base type for audio, video, or both.
  ///
  /// The identifier is `public.audiovisual-content`.
  public static let audiovisualContent = UTType(knownIdentifier: "public.audiovisual-content")

  /// A base type for media that may contain both video and audio.
  ///
  /// The identifier is `public.movie`.
  public static let movie = UTType(knownIdentifier: "public.movie")

  /// Video without audio.
  ///
  /// The identifier is `public.video`.
  public static let video = UTType(knownIdentifier: "public.video")

  /// Audio without video.
  ///
  /// The identifier is `public.audio`.
  public static let audio = UTType(knownIdentifier: "public.audio")

  /// MP3 audio.
  ///
  /// The identifier is `public.mp3`.
  public static let mp3 = UTType(knownIdentifier: "public.mp3")

  /// MPEG-4 audio.
  ///
  /// The identifier is `public.mpeg-4-audio`.
  public static let mpeg4Audio = UTType(knownIdentifier: "public.mpeg-4-audio")

  /// Microsoft Waveform audio.
  ///
  /// The identifier is `com.microsoft.waveform-audio`.
  public static let wav = UTType(knownIdentifier: "com.microsoft.waveform-audio")

  /// AIFF audio.
  ///
  /// The identifier is `public.aiff-audio`.
  public static let aiff = UTType(knownIdentifier: "public.aiff-audio")

  /// An MPEG-1 or MPEG-2 movie.
  ///
  /// The identifier is `public.mpeg`.
  public static let mpeg = UTType(knownIdentifier: "public.mpeg")

  /// An MPEG-4 movie.
  ///
  /// The identifier is `public.mpeg-4`.
  public static let mpeg4Movie = UTType(knownIdentifier: "public.mpeg-4")

  /// A QuickTime movie.
  ///
  /// The identifier is `com.apple.quicktime-movie`.
  public static let quickTimeMovie = UTType(knownIdentifier: "com.apple.quicktime-movie")

  // MARK: - Archives

  /// A base type for archives of files and directories.
  ///
  /// The identifier is `public.archive`.
  public static let archive = UTType(knownIdentifier: "public.archive")

  /// A zip archive.
  ///
  /// The identifier is `public.zip-archive`.
  public static let zip = UTType(knownIdentifier: "public.zip-archive")

  /// A GNU zip archive.
  ///
  /// The identifier is `org.gnu.gnu-zip-archive`.
  public static let gzip = UTType(knownIdentifier: "org.gnu.gnu-zip-archive")

  /// A bzip2 archive.
  ///
  /// The identifier is `public.bzip2-archive`.
  public static let bz2 = UTType(knownIdentifier: "public.bzip2-archive")

  /// A data item mountable as a volume.
  ///
  /// The identifier is `public.disk-image`.
  public static let diskImage = UTType(knownIdentifier: "public.disk-image")
}
