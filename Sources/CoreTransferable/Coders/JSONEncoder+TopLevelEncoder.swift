import Foundation

extension JSONEncoder: TopLevelEncoder {}

extension PropertyListEncoder: TopLevelEncoder {}
