// The built-in declaration table: Apple's identifiers, tags and conformances for the types
// `UTType` exposes as constants, plus the few intermediate types those conform through.
// Parents follow Apple's documentation of each constant. Where Apple documents no parent for an
// abstract base type, the entry names the parent that makes the type usable as a file
// (`public.data`) or the root (`public.item`); those lines say so.

/// The types the system declares, in declaration order.
let systemDeclarations: [UTTypeDeclaration] =
  baseDeclarations + textDeclarations
  + documentDeclarations + imageDeclarations + mediaDeclarations + archiveDeclarations

private let baseDeclarations: [UTTypeDeclaration] = [
  .init("public.item", conformsTo: [], description: "Item"),
  // Apple documents no parent for `public.content`: the root is its parent here.
  .init("public.content", conformsTo: ["public.item"], description: "Content"),
  .init(
    "public.composite-content", conformsTo: ["public.content"], description: "Composite content"),
  .init("public.data", conformsTo: ["public.item"], description: "Data"),
  .init("public.directory", conformsTo: ["public.item"], description: "Directory"),
  .init("public.folder", conformsTo: ["public.directory"], description: "Folder"),
  .init("com.apple.package", conformsTo: ["public.directory"], description: "Package"),
  .init("com.apple.bundle", conformsTo: ["public.directory"], description: "Bundle"),
  .init("public.executable", conformsTo: ["public.item"], description: "Executable"),
  .init("com.apple.application", conformsTo: ["public.executable"], description: "Application"),
  .init("public.resolvable", conformsTo: ["public.item"], description: "Resolvable reference"),
  .init(
    "public.symlink", conformsTo: ["public.item", "public.resolvable"],
    description: "Symbolic link"),
  .init(
    "com.apple.alias-file", conformsTo: ["public.data", "public.resolvable"],
    description: "Alias"),
  .init("public.url", conformsTo: ["public.data"], description: "URL"),
  .init("public.file-url", conformsTo: ["public.url"], description: "File URL"),
  .init(
    "com.apple.bookmark", conformsTo: ["public.data", "public.resolvable"],
    description: "URL bookmark data"),
  .init("public.stored-url", conformsTo: ["public.data"], description: "Stored URL"),
  .init(
    "com.apple.internet-location", conformsTo: ["public.data", "public.stored-url"],
    extensions: ["inetloc"], description: "Internet location"),
  .init(
    "com.apple.property-list", conformsTo: ["public.data"], extensions: ["plist"],
    mimeTypes: ["application/x-plist"], description: "Property list"),
  .init(
    "com.apple.binary-property-list", conformsTo: ["com.apple.property-list"],
    description: "Binary property list"),
  // Apple documents no parent for these abstract kinds of content.
  .init("public.message", conformsTo: ["public.data", "public.content"], description: "Message"),
  .init("public.contact", conformsTo: ["public.item"], description: "Contact"),
  .init("public.calendar-event", conformsTo: ["public.item"], description: "Calendar event"),
  .init("public.database", conformsTo: ["public.item"], description: "Database"),
  .init(
    "public.email-message", conformsTo: ["public.message"], extensions: ["eml"],
    mimeTypes: ["message/rfc822"], description: "Email message"),
  .init("public.font", conformsTo: ["public.data"], description: "Font"),
  .init("public.spreadsheet", conformsTo: ["public.content"], description: "Spreadsheet"),
  .init(
    "public.presentation", conformsTo: ["public.composite-content"],
    description: "Presentation"),
]

private let textDeclarations: [UTTypeDeclaration] = [
  .init("public.text", conformsTo: ["public.data", "public.content"], description: "Text"),
  .init(
    "public.plain-text", conformsTo: ["public.text"], extensions: ["txt", "text"],
    mimeTypes: ["text/plain"], description: "Plain text"),
  .init(
    "public.utf8-plain-text", conformsTo: ["public.plain-text"],
    mimeTypes: ["text/plain;charset=utf-8"], description: "UTF-8 plain text"),
  .init(
    "public.utf16-plain-text", conformsTo: ["public.plain-text"],
    mimeTypes: ["text/plain;charset=utf-16"], description: "UTF-16 plain text"),
  .init(
    "public.delimited-values-text", conformsTo: ["public.text"],
    description: "Delimited values text"),
  .init(
    "public.comma-separated-values-text", conformsTo: ["public.delimited-values-text"],
    extensions: ["csv"], mimeTypes: ["text/csv", "text/comma-separated-values"],
    description: "Comma-separated values", reference: "https://www.rfc-editor.org/rfc/rfc4180"),
  .init(
    "public.tab-separated-values-text", conformsTo: ["public.delimited-values-text"],
    extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"],
    description: "Tab-separated values"),
  .init(
    "public.utf8-tab-separated-values-text",
    conformsTo: ["public.tab-separated-values-text", "public.utf8-plain-text"],
    description: "UTF-8 tab-separated values"),
  .init(
    "public.rtf", conformsTo: ["public.text"], extensions: ["rtf"],
    mimeTypes: ["text/rtf", "application/rtf"], description: "Rich Text Format"),
  .init(
    "public.html", conformsTo: ["public.text"], extensions: ["html", "htm", "shtml"],
    mimeTypes: ["text/html"], description: "HTML",
    reference: "https://html.spec.whatwg.org/"),
  .init(
    "public.xml", conformsTo: ["public.text"], extensions: ["xml"],
    mimeTypes: ["application/xml", "text/xml"], description: "XML",
    reference: "https://www.w3.org/TR/xml/"),
  .init(
    "public.yaml", conformsTo: ["public.text"], extensions: ["yaml", "yml"],
    mimeTypes: ["application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml"],
    description: "YAML", reference: "https://yaml.org/spec/"),
  .init(
    "public.json", conformsTo: ["public.text"], extensions: ["json"],
    mimeTypes: ["application/json"], description: "JSON",
    reference: "https://www.rfc-editor.org/rfc/rfc8259"),
  .init("public.source-code", conformsTo: ["public.text"], description: "Source code"),
  .init(
    "public.swift-source", conformsTo: ["public.source-code"], extensions: ["swift"],
    description: "Swift source code"),
  .init(
    "com.apple.xml-property-list", conformsTo: ["public.xml", "com.apple.property-list"],
    extensions: ["plist"], description: "XML property list"),
  .init(
    "public.vcard", conformsTo: ["public.text", "public.contact"],
    extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard", "text/directory"],
    description: "vCard", reference: "https://www.rfc-editor.org/rfc/rfc6350"),
  // Apple documents no parent for `public.log`.
  .init(
    "public.log", conformsTo: ["public.data", "public.content"], extensions: ["log"],
    description: "Log"),
]

private let documentDeclarations: [UTTypeDeclaration] = [
  .init(
    "com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"],
    extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document",
    reference: "https://www.iso.org/standard/75839.html"),
  .init(
    "org.idpf.epub-container", conformsTo: ["public.data", "public.composite-content"],
    extensions: ["epub"], mimeTypes: ["application/epub+zip"], description: "EPUB document"),
]

private let imageDeclarations: [UTTypeDeclaration] = [
  .init("public.image", conformsTo: ["public.data", "public.content"], description: "Image"),
  .init(
    "public.png", conformsTo: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"],
    description: "PNG image", reference: "https://www.w3.org/TR/png/"),
  .init(
    "public.jpeg", conformsTo: ["public.image"], extensions: ["jpeg", "jpg", "jpe"],
    mimeTypes: ["image/jpeg", "image/jpg"], description: "JPEG image"),
  .init(
    "com.compuserve.gif", conformsTo: ["public.image"], extensions: ["gif"],
    mimeTypes: ["image/gif"], description: "GIF image"),
  .init(
    "public.tiff", conformsTo: ["public.image"], extensions: ["tiff", "tif"],
    mimeTypes: ["image/tiff"], description: "TIFF image"),
  .init(
    "com.microsoft.bmp", conformsTo: ["public.image"], extensions: ["bmp", "dib"],
    mimeTypes: ["image/bmp", "image/x-bmp", "image/x-ms-bmp"], description: "Windows bitmap image"),
  .init("public.heif-standard", conformsTo: ["public.image"], description: "HEIF image"),
  .init(
    "public.heic", conformsTo: ["public.heif-standard"], extensions: ["heic"],
    mimeTypes: ["image/heic"], description: "HEIC image"),
  .init(
    "public.heif", conformsTo: ["public.heif-standard"], extensions: ["heif"],
    mimeTypes: ["image/heif"], description: "HEIF image"),
  .init(
    "org.webmproject.webp", conformsTo: ["public.image"], extensions: ["webp"],
    mimeTypes: ["image/webp"], description: "WebP image"),
  .init(
    "public.svg-image", conformsTo: ["public.image"], extensions: ["svg"],
    mimeTypes: ["image/svg+xml"], description: "SVG image",
    reference: "https://www.w3.org/TR/SVG2/"),
  .init("public.camera-raw-image", conformsTo: ["public.image"], description: "Raw image"),
  .init(
    "com.apple.icns", conformsTo: ["public.image"], extensions: ["icns"],
    mimeTypes: ["image/x-icns"], description: "Apple icon image"),
  .init(
    "com.microsoft.ico", conformsTo: ["public.image"], extensions: ["ico"],
    mimeTypes: ["image/vnd.microsoft.icon", "image/x-icon"], description: "Windows icon image"),
]

private let mediaDeclarations: [UTTypeDeclaration] = [
  .init(
    "public.audiovisual-content", conformsTo: ["public.data", "public.content"],
    description: "Audiovisual content"),
  .init("public.movie", conformsTo: ["public.audiovisual-content"], description: "Movie"),
  .init("public.video", conformsTo: ["public.movie"], description: "Video"),
  .init("public.audio", conformsTo: ["public.audiovisual-content"], description: "Audio"),
  .init(
    "public.mp3", conformsTo: ["public.audio"], extensions: ["mp3"],
    mimeTypes: ["audio/mpeg", "audio/mp3"], description: "MP3 audio"),
  .init(
    "public.mpeg", conformsTo: ["public.movie"], extensions: ["mpg", "mpeg", "mpe"],
    mimeTypes: ["video/mpeg", "video/mpg"], description: "MPEG movie"),
  .init(
    "public.mpeg-4", conformsTo: ["public.movie"], extensions: ["mp4", "mpeg4"],
    mimeTypes: ["video/mp4"], description: "MPEG-4 movie"),
  .init(
    "public.mpeg-4-audio", conformsTo: ["public.mpeg-4", "public.audio"],
    extensions: ["m4a"], mimeTypes: ["audio/mp4", "audio/x-m4a"], description: "MPEG-4 audio"),
  .init(
    "com.apple.quicktime-movie", conformsTo: ["public.movie"], extensions: ["mov", "qt"],
    mimeTypes: ["video/quicktime"], description: "QuickTime movie"),
  .init(
    "com.microsoft.waveform-audio", conformsTo: ["public.audio"], extensions: ["wav", "wave"],
    mimeTypes: ["audio/wav", "audio/wave", "audio/x-wav", "audio/vnd.wave"],
    description: "Waveform audio"),
  .init(
    "public.aifc-audio", conformsTo: ["public.audio"], extensions: ["aifc"],
    mimeTypes: ["audio/x-aifc"], description: "AIFF-C audio"),
  .init(
    "public.aiff-audio", conformsTo: ["public.aifc-audio"], extensions: ["aiff", "aif"],
    mimeTypes: ["audio/aiff", "audio/x-aiff"], description: "AIFF audio"),
]

private let archiveDeclarations: [UTTypeDeclaration] = [
  // Apple documents no parent for `public.archive`.
  .init("public.archive", conformsTo: ["public.data"], description: "Archive"),
  .init(
    "public.zip-archive", conformsTo: ["public.data", "public.archive"], extensions: ["zip"],
    mimeTypes: ["application/zip"], description: "Zip archive"),
  .init(
    "org.gnu.gnu-zip-archive", conformsTo: ["public.data", "public.archive"],
    extensions: ["gz", "gzip"], mimeTypes: ["application/gzip", "application/x-gzip"],
    description: "Gzip archive"),
  .init(
    "public.bzip2-archive", conformsTo: ["public.data", "public.archive"],
    extensions: ["bz2", "bz"], mimeTypes: ["application/x-bzip2"],
    description: "Bzip2 archive"),
  // Apple documents no parent for `public.disk-image`.
  .init("public.disk-image", conformsTo: ["public.archive"], description: "Disk image"),
]
