/// Where an in-app search looks: everything, or only one kind of content.
public enum StringSearchScope: String, AppEnum {
  /// All of the app's content.
  case general
  /// Movies.
  case movies
  /// TV shows.
  case tv
  /// Other videos.
  case freeformVideo

  /// "Search Scope".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(name: "Search Scope")
  }

  /// "General", "Movies", "TV" and "Video".
  public static var caseDisplayRepresentations: [StringSearchScope: DisplayRepresentation] {
    [.general: "General", .movies: "Movies", .tv: "TV", .freeformVideo: "Video"]
  }
}
