// `import GeoToolbox` makes the coordinate and location types its places are built from
// visible (`CLLocationCoordinate2D`, `CLLocation`), as Apple's GeoToolbox does by re-exporting
// the module that holds them.

@_exported import CoreLocation
