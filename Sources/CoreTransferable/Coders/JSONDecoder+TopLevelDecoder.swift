import Foundation

extension JSONDecoder: TopLevelDecoder {}

extension PropertyListDecoder: TopLevelDecoder {}
