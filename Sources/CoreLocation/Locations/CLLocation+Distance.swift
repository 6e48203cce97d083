import Foundation

extension CLLocation {
  /// The distance in meters to another location, along the surface of the WGS 84 ellipsoid.
  ///
  /// The distance follows the curvature of the Earth (Vincenty's inverse formula, accurate to
  /// well under a meter) and ignores altitude, as Core Location does. Nearly antipodal points,
  /// where the ellipsoidal iteration does not settle, fall back to the great-circle distance on
  /// a sphere of the Earth's mean radius.
  public func distance(from location: CLLocation) -> CLLocationDistance {
    EllipsoidDistance.meters(from: coordinate, to: location.coordinate)
  }
}

/// Distances on the WGS 84 ellipsoid.
enum EllipsoidDistance {
  /// The semi-major axis (equatorial radius), in meters.
  static let equatorialRadius = 6_378_137.0
  /// The flattening of the ellipsoid.
  static let flattening = 1 / 298.257_223_563
  /// The semi-minor axis (polar radius), in meters.
  static let polarRadius = equatorialRadius * (1 - flattening)
  /// The mean radius of the Earth, in meters, for the spherical fallback.
  static let meanRadius = 6_371_008.8

  static func meters(
    from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D
  ) -> CLLocationDistance {
    if start.latitude == end.latitude && start.longitude == end.longitude { return 0 }
    return vincenty(start, end) ?? greatCircle(start, end)
  }

  /// The geodesic distance by Vincenty's inverse method; `nil` when it does not converge.
  static func vincenty(
    _ start: CLLocationCoordinate2D, _ end: CLLocationCoordinate2D
  ) -> Double? {
    let a = equatorialRadius
    let b = polarRadius
    let f = flattening
    let lonDelta = radians(end.longitude - start.longitude)
    // Reduced latitudes: latitudes on the auxiliary sphere.
    let u1 = atan((1 - f) * tan(radians(start.latitude)))
    let u2 = atan((1 - f) * tan(radians(end.latitude)))
    let (sinU1, cosU1, sinU2, cosU2) = (sin(u1), cos(u1), sin(u2), cos(u2))

    var lambda = lonDelta
    for _ in 0..<200 {
      let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
      let crossTerm = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
      let sinSigma = (pow(cosU2 * sinLambda, 2) + pow(crossTerm, 2)).squareRoot()
      if sinSigma == 0 { return 0 }
      let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
      let sigma = atan2(sinSigma, cosSigma)
      let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
      let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
      // On the equator cos²α is 0 and the term vanishes.
      let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
      let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
      let previous = lambda
      lambda =
        lonDelta + (1 - c) * f * sinAlpha
        * (sigma + c * sinSigma
          * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
      if abs(lambda - previous) < 1e-12 {
        let uSquared = cosSquaredAlpha * (a * a - b * b) / (b * b)
        let bigA =
          1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
        let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
        let deltaSigma =
          bigB * sinSigma
          * (cos2SigmaM + bigB / 4
            * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
              * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return b * bigA * (sigma - deltaSigma)
      }
    }
    return nil
  }

  /// The great-circle distance on a sphere of the Earth's mean radius (haversine formula).
  static func greatCircle(
    _ start: CLLocationCoordinate2D, _ end: CLLocationCoordinate2D
  ) -> Double {
    let latDelta = radians(end.latitude - start.latitude)
    let lonDelta = radians(end.longitude - start.longitude)
    let h =
      pow(sin(latDelta / 2), 2)
      + cos(radians(start.latitude)) * cos(radians(end.latitude)) * pow(sin(lonDelta / 2), 2)
    return 2 * meanRadius * asin(min(1, h.squareRoot()))
  }

  static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
