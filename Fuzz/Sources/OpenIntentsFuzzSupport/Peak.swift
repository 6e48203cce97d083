public import Foundation

/// A mountain as the fuzzed app keeps it: a fixed table, so that every run sees the same app.
public struct Peak: Sendable, Hashable {
  /// The identifier.
  public var id: Int
  /// The name, with the accents and punctuation real names have.
  public var name: String
  /// The range's identifier.
  public var range: String
  /// What kind of peak it is.
  public var kind: PeakKind
  /// The height above sea level.
  public var heightMeters: Double
  /// How far it rises above the nearest col, when known.
  public var prominenceMeters: Int?
  /// The day it was first climbed, when known.
  public var firstAscent: Date?
  /// Whether it is a volcano.
  public var isVolcano: Bool
  /// Words people search it by.
  public var tags: [String]
  /// A sentence about it.
  public var summary: String

  /// The peaks: names sharing words ("Mont Blanc", "Mont Blanc du Tacul"), so that text finds
  /// several and a run asks which one; accents, apostrophes and digits in names.
  public static let all: [Peak] = [
    Peak(
      id: 1, name: "Mont Blanc", range: "alps", kind: .massif, heightMeters: 4808,
      prominenceMeters: 4696, firstAscent: day(1786, 8, 8), isVolcano: false,
      tags: ["glacier", "france", "italy"], summary: "The highest summit of the Alps."),
    Peak(
      id: 2, name: "Mont Blanc du Tacul", range: "alps", kind: .summit, heightMeters: 4248,
      prominenceMeters: 38, firstAscent: day(1855, 8, 8), isVolcano: false,
      tags: ["glacier"], summary: "A subsidiary summit of the Mont Blanc massif."),
    Peak(
      id: 3, name: "Matterhorn", range: "alps", kind: .summit, heightMeters: 4478,
      prominenceMeters: 1042, firstAscent: day(1865, 7, 14), isVolcano: false,
      tags: ["pyramid", "zermatt"], summary: "A near-symmetric pyramidal peak."),
    Peak(
      id: 4, name: "Piz Bernina", range: "alps", kind: .summit, heightMeters: 4049,
      prominenceMeters: 2234, firstAscent: day(1850, 9, 13), isVolcano: false,
      tags: ["engadin"], summary: "The easternmost four-thousander of the Alps."),
    Peak(
      id: 5, name: "Säntis", range: "alps", kind: .summit, heightMeters: 2502,
      prominenceMeters: 2021, firstAscent: nil, isVolcano: false, tags: ["cable car"],
      summary: "Weather station and cable car above Appenzell."),
    Peak(
      id: 6, name: "Aconcagua", range: "andes", kind: .massif, heightMeters: 6961,
      prominenceMeters: 6961, firstAscent: day(1897, 1, 14), isVolcano: false,
      tags: ["argentina", "seven summits"], summary: "The highest peak outside Asia."),
    Peak(
      id: 7, name: "Ojos del Salado", range: "andes", kind: .volcano, heightMeters: 6893,
      prominenceMeters: 3688, firstAscent: day(1937, 2, 26), isVolcano: true,
      tags: ["desert", "chile"], summary: "The highest active volcano on Earth."),
    Peak(
      id: 8, name: "Chimborazo", range: "andes", kind: .volcano, heightMeters: 6263,
      prominenceMeters: 4118, firstAscent: day(1880, 1, 4), isVolcano: true,
      tags: ["ecuador"], summary: "Its summit is the point farthest from Earth's centre."),
    Peak(
      id: 9, name: "K2", range: "karakoram", kind: .summit, heightMeters: 8611,
      prominenceMeters: 4020, firstAscent: day(1954, 7, 31), isVolcano: false,
      tags: ["savage mountain"], summary: "The second-highest mountain on Earth."),
    Peak(
      id: 10, name: "Nanga Parbat", range: "himalaya", kind: .massif, heightMeters: 8126,
      prominenceMeters: 4608, firstAscent: day(1953, 7, 3), isVolcano: false,
      tags: ["killer mountain"], summary: "The western anchor of the Himalaya."),
    Peak(
      id: 11, name: "Mount Saint Elias", range: "saint-elias", kind: .summit,
      heightMeters: 5489, prominenceMeters: 3429, firstAscent: day(1897, 7, 31),
      isVolcano: false, tags: ["alaska", "yukon"], summary: "Rises straight from the sea."),
    Peak(
      id: 12, name: "Ama Dablam", range: "himalaya", kind: .summit, heightMeters: 6812,
      prominenceMeters: 1041, firstAscent: day(1961, 3, 13), isVolcano: false,
      tags: ["khumbu", "mother's necklace"], summary: "The mother's necklace above Pangboche."),
  ]

  /// Midnight UTC of a day.
  static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }
}
