public import Foundation

// The attributes Apple's `CSSearchableItemAttributeSet` declares, each stored under its Spotlight
// name.

extension CSSearchableItemAttributeSet {
  /// The title shown for the item.
  public var title: String? {
    get { attribute("kMDItemTitle", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemTitle") }
  }

  /// A localized name to display for the item.
  public var displayName: String? {
    get { attribute("kMDItemDisplayName", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemDisplayName") }
  }

  /// Other names the item is known by.
  public var alternateNames: [String]? {
    get { attribute("kMDItemAlternateNames", \.stringArrayValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemAlternateNames") }
  }

  /// A description of the item's content.
  public var contentDescription: String? {
    get { attribute("kMDItemDescription", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemDescription") }
  }

  /// Words that describe the item and help people find it.
  public var keywords: [String]? {
    get { attribute("kMDItemKeywords", \.stringArrayValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemKeywords") }
  }

  /// The item's full text, for searching.
  public var textContent: String? {
    get { attribute("kMDItemTextContent", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemTextContent") }
  }

  /// Image data for the item's thumbnail.
  public var thumbnailData: Data? {
    get { attribute("kMDItemThumbnailData", \.dataValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemThumbnailData") }
  }

  /// The location of the item's thumbnail image.
  public var thumbnailURL: URL? {
    get { attribute("kMDItemThumbnailURL", \.urlValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemThumbnailURL") }
  }

  /// The location of the item's content on disk.
  public var contentURL: URL? {
    get { attribute("kMDItemContentURL", \.urlValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemContentURL") }
  }

  /// A web address for the item.
  public var url: URL? {
    get { attribute("kMDItemURL", \.urlValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemURL") }
  }

  /// An identifier for the item in your app.
  public var identifier: String? {
    get { attribute("kMDItemIdentifier", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemIdentifier") }
  }

  /// The unique identifier of a related searchable item.
  public var relatedUniqueIdentifier: String? {
    get { attribute("kMDItemRelatedUniqueIdentifier", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemRelatedUniqueIdentifier") }
  }

  /// The domain, or group, the item belongs to.
  public var domainIdentifier: String? {
    get { attribute("kMDItemDomainIdentifier", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemDomainIdentifier") }
  }

  /// The uniform type identifier of the item's content, such as `public.image`.
  public var contentType: String? {
    get { attribute("kMDItemContentType", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemContentType") }
  }

  /// When the item's content was created.
  public var contentCreationDate: Date? {
    get { attribute("kMDItemContentCreationDate", \.dateValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemContentCreationDate") }
  }

  /// When the item's content last changed.
  public var contentModificationDate: Date? {
    get { attribute("kMDItemContentModificationDate", \.dateValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemContentModificationDate") }
  }

  /// When the item was added.
  public var addedDate: Date? {
    get { attribute("kMDItemDateAdded", \.dateValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemDateAdded") }
  }

  /// When someone last used the item.
  public var lastUsedDate: Date? {
    get { attribute("kMDItemLastUsedDate", \.dateValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemLastUsedDate") }
  }

  /// The name of the item's location, such as a city or venue.
  public var namedLocation: String? {
    get { attribute("kMDItemNamedLocation", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemNamedLocation") }
  }

  /// The latitude of the item's location, in degrees.
  public var latitude: NSNumber? {
    get { attribute("kMDItemLatitude", \.numberValue) }
    set { setAttribute(newValue.map(CSAttributeValue.number), "kMDItemLatitude") }
  }

  /// The longitude of the item's location, in degrees.
  public var longitude: NSNumber? {
    get { attribute("kMDItemLongitude", \.numberValue) }
    set { setAttribute(newValue.map(CSAttributeValue.number), "kMDItemLongitude") }
  }

  /// Whether the item's location can be navigated to (a Boolean number).
  public var supportsNavigation: NSNumber? {
    get { attribute("kMDItemSupportsNavigation", \.numberValue) }
    set { setAttribute(newValue.map(CSAttributeValue.number), "kMDItemSupportsNavigation") }
  }

  /// The item's rating, such as a number of stars.
  public var rating: NSNumber? {
    get { attribute("kMDItemStarRating", \.numberValue) }
    set { setAttribute(newValue.map(CSAttributeValue.number), "kMDItemStarRating") }
  }

  /// The artist of the item's media.
  public var artist: String? {
    get { attribute("kMDItemArtist", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemArtist") }
  }

  /// The album the item's media belongs to.
  public var album: String? {
    get { attribute("kMDItemAlbum", \.stringValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemAlbum") }
  }

  /// The names of the item's authors.
  public var authorNames: [String]? {
    get { attribute("kMDItemAuthors", \.stringArrayValue) }
    set { setAttribute(newValue?.attributeValue, "kMDItemAuthors") }
  }

  /// The Spotlight names of the properties above, such as `kMDItemTitle`.
  static let propertyAttributeNames: Set<String> = [
    "kMDItemTitle", "kMDItemDisplayName", "kMDItemAlternateNames", "kMDItemDescription",
    "kMDItemKeywords", "kMDItemTextContent", "kMDItemThumbnailData", "kMDItemThumbnailURL",
    "kMDItemContentURL", "kMDItemURL", "kMDItemIdentifier", "kMDItemRelatedUniqueIdentifier",
    "kMDItemDomainIdentifier", "kMDItemContentType", "kMDItemContentCreationDate",
    "kMDItemContentModificationDate", "kMDItemDateAdded", "kMDItemLastUsedDate",
    "kMDItemNamedLocation", "kMDItemLatitude", "kMDItemLongitude", "kMDItemSupportsNavigation",
    "kMDItemStarRating", "kMDItemArtist", "kMDItemAlbum", "kMDItemAuthors",
  ]

  /// The Spotlight name under which a property is stored, such as `kMDItemDescription` for
  /// `\.contentDescription`; `nil` for a key path that isn't an attribute property.
  ///
  /// An OpenIntents addition, for code that maps `indexingKey` key paths to stored attributes.
  public static func attributeName(
    for keyPath: PartialKeyPath<CSSearchableItemAttributeSet>
  ) -> String? {
    let names: [PartialKeyPath<CSSearchableItemAttributeSet>: String] = [
      \.title: "kMDItemTitle",
      \.displayName: "kMDItemDisplayName",
      \.alternateNames: "kMDItemAlternateNames",
      \.contentDescription: "kMDItemDescription",
      \.keywords: "kMDItemKeywords",
      \.textContent: "kMDItemTextContent",
      \.thumbnailData: "kMDItemThumbnailData",
      \.thumbnailURL: "kMDItemThumbnailURL",
      \.contentURL: "kMDItemContentURL",
      \.url: "kMDItemURL",
      \.identifier: "kMDItemIdentifier",
      \.relatedUniqueIdentifier: "kMDItemRelatedUniqueIdentifier",
      \.domainIdentifier: "kMDItemDomainIdentifier",
      \.contentType: "kMDItemContentType",
      \.contentCreationDate: "kMDItemContentCreationDate",
      \.contentModificationDate: "kMDItemContentModificationDate",
      \.addedDate: "kMDItemDateAdded",
      \.lastUsedDate: "kMDItemLastUsedDate",
      \.namedLocation: "kMDItemNamedLocation",
      \.latitude: "kMDItemLatitude",
      \.longitude: "kMDItemLongitude",
      \.supportsNavigation: "kMDItemSupportsNavigation",
      \.rating: "kMDItemStarRating",
      \.artist: "kMDItemArtist",
      \.album: "kMDItemAlbum",
      \.authorNames: "kMDItemAuthors",
    ]
    return names[keyPath]
  }
}
