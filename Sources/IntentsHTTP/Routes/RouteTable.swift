/// Every route the server serves, in the order the OpenAPI document lists them.
enum RouteTable {
  /// The routes.
  static let all: [Route] =
    SystemRoutes.all + EntityRoutes.all + IntentRoutes.all + ReferenceRoutes.all
    + SavedRunRoutes.all + SpotlightRoutes.all + EventRoutes.all + DonationRoutes.all
    + ContentRoutes.all
}
