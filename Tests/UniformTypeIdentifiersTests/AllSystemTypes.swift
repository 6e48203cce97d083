import UniformTypeIdentifiers

/// Every system-declared constant, so tests can sweep the whole table.
let allSystemTypes: [UTType] = [
  .item, .content, .compositeContent, .data, .resolvable, .directory, .folder, .package, .bundle,
  .executable, .application, .symbolicLink, .aliasFile, .text, .plainText, .utf8PlainText,
  .utf16PlainText, .delimitedText, .commaSeparatedText, .tabSeparatedText, .utf8TabSeparatedText,
  .rtf, .html, .xml, .yaml, .json, .sourceCode, .swiftSource, .log, .propertyList, .xmlPropertyList,
  .binaryPropertyList, .url, .fileURL, .urlBookmarkData, .internetLocation, .vCard, .contact,
  .calendarEvent, .message, .emailMessage, .database, .spreadsheet, .presentation, .font, .pdf,
  .epub, .image, .png, .jpeg, .gif, .tiff, .bmp, .heic, .heif, .webP, .svg, .rawImage, .icns, .ico,
  .audiovisualContent, .movie, .video, .audio, .mp3, .mpeg4Audio, .wav, .aiff, .mpeg, .mpeg4Movie,
  .quickTimeMovie, .archive, .zip, .gzip, .bz2, .diskImage,
]
