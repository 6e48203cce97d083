/// An intent that starts a workout of a style.
public protocol StartWorkoutIntent: InstanceDisplayRepresentable, SystemIntent {
  /// The type of the workout style.
  associatedtype WorkoutStyle: AppValue
  /// The style of the workout to start.
  var workoutStyle: Self.WorkoutStyle { get set }
  /// The workouts the system suggests.
  static var suggestedWorkouts: [Self] { get }
}

extension StartWorkoutIntent {
  /// Starting a workout brings the app forward.
  public static var openAppWhenRun: Bool { true }

  /// Tells the system that ``suggestedWorkouts`` changed: the OpenIntents hosts publish a
  /// suggestions-changed event so that clients read them again.
  public static func invalidateSuggestedWorkouts() {
    IntentSystemEvents.shared.post(.suggestionsChanged(Self.self))
  }

  /// An intent for a workout style.
  public init(style: Self.WorkoutStyle) {
    self.init()
    workoutStyle = style
  }
}

/// The categories of video a ``PlayVideoIntent`` plays.
public enum VideoCategory: String, AppEnum, Sendable {
  /// Movies.
  case movies
  /// TV shows.
  case tv
  /// Other video.
  case freeform

  /// "Video Category".
  public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Video Category" }
  /// The categories' names.
  public static var caseDisplayRepresentations: [VideoCategory: DisplayRepresentation] {
    [.movies: "Movies", .tv: "TV", .freeform: "Video"]
  }
}

/// An intent that plays a video found by a search term.
public protocol PlayVideoIntent: SystemIntent {
  /// The categories the app plays.
  static var supportedCategories: [VideoCategory] { get }
  /// What to search for.
  var term: String { get set }
}

extension PlayVideoIntent {
  /// Playing a video brings the app forward.
  public static var openAppWhenRun: Bool { true }
}
