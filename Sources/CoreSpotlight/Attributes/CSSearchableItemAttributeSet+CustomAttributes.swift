public import Foundation

extension CSSearchableItemAttributeSet {
  /// Sets or, with `nil`, clears the value of a custom attribute.
  ///
  /// Accepts the Foundation objects Spotlight stores: `NSString`, `NSNumber`, `NSDate`,
  /// `NSData`, `NSURL`, and `NSArray`s of them. Any other class is a programming error.
  public func setValue(_ value: (any NSSecureCoding)?, forCustomKey key: CSCustomAttributeKey) {
    guard let value else {
      setAttribute(nil, key.keyName)
      return
    }
    guard let attribute = CSAttributeValue(secureCoding: value) else {
      preconditionFailure(
        """
        \(type(of: value)) can't be stored under the custom key "\(key.keyName)": store an \
        NSString, NSNumber, NSDate, NSData, NSURL or an NSArray of those, or a Swift String, \
        number, Bool, Date, Data, URL or array of those
        """)
    }
    setAttribute(attribute, key.keyName)
  }

  /// Sets or, with `nil`, clears the value of a custom attribute from a Swift value, such as
  /// a `String`, `Date` or `[String]`.
  ///
  /// An OpenIntents addition beside Apple's `NSSecureCoding` form.
  public func setValue<Value: CSAttributeValueConvertible>(
    _ value: Value?, forCustomKey key: CSCustomAttributeKey
  ) {
    setAttribute(value?.attributeValue, key.keyName)
  }

  /// The value of a custom attribute, or `nil` if it isn't set.
  ///
  /// Cast the result as on Apple platforms: `as? String`, `as? Date`, `as? [String]`,
  /// `as? NSNumber`, `as? Int`. Numbers come back as `NSNumber`, other values as their Swift
  /// types. Apple returns `(any NSSecureCoding)?`; on Linux a cast from that existential to
  /// `String` always fails, so this returns `Any?`, which the same casts accept.
  public func value(forCustomKey key: CSCustomAttributeKey) -> Any? {
    attribute(key.keyName, \.foundationValue)
  }
}
