// The configuration both servers share is IntentsWire's; code that serves with `IntentsHTTP`
// names it without importing IntentsWire.
@_exported public import struct IntentsWire.IntentsHTTPConfiguration
