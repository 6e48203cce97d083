// `import CoreTransferable` makes `UTType` visible, as on Apple platforms, where transfer
// representations name content types with no other import.

@_exported import UniformTypeIdentifiers
