/// How every route the server serves is described, in the order the OpenAPI document lists
/// them: the descriptions of each route group, whose handlers the router serves.
enum RouteTable {
  /// The descriptions.
  static let all: [Route] =
    SystemRoutes.all + EntityRoutes.all + IntentRoutes.all + ReferenceRoutes.all
    + SavedRunRoutes.all + RunningRoutes.all + SpotlightRoutes.all + EventRoutes.all
    + DonationRoutes.all + ContentRoutes.all
}
