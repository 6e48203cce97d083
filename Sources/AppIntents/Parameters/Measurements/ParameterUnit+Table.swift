// Every unit of the measurement parameters, by Foundation unit type, so that the runtime reads
// "12 km" or {"value": 12, "unit": "mi"} for a measurement of any dimension.

import Foundation

extension ParameterUnit {
  /// The units of each dimension, by the dimension's type: each case's name and unit.
  package static let table: [ObjectIdentifier: [Choice]] = [
    ObjectIdentifier(UnitAcceleration.self): choices(
      IntentParameter<Measurement<UnitAcceleration>>.Acceleration.self),
    ObjectIdentifier(UnitAngle.self): choices(IntentParameter<Measurement<UnitAngle>>.Angle.self),
    ObjectIdentifier(UnitArea.self): choices(IntentParameter<Measurement<UnitArea>>.Area.self),
    ObjectIdentifier(UnitConcentrationMass.self): choices(
      IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass.self),
    ObjectIdentifier(UnitDispersion.self): choices(
      IntentParameter<Measurement<UnitDispersion>>.Dispersion.self),
    ObjectIdentifier(UnitDuration.self): choices(
      IntentParameter<Measurement<UnitDuration>>.Duration.self),
    ObjectIdentifier(UnitElectricCharge.self): choices(
      IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge.self),
    ObjectIdentifier(UnitElectricCurrent.self): choices(
      IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent.self),
    ObjectIdentifier(UnitElectricPotentialDifference.self): choices(
      IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference.self
    ),
    ObjectIdentifier(UnitElectricResistance.self): choices(
      IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance.self),
    ObjectIdentifier(UnitEnergy.self): choices(
      IntentParameter<Measurement<UnitEnergy>>.Energy.self),
    ObjectIdentifier(UnitFrequency.self): choices(
      IntentParameter<Measurement<UnitFrequency>>.Frequency.self),
    ObjectIdentifier(UnitFuelEfficiency.self): choices(
      IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency.self),
    ObjectIdentifier(UnitIlluminance.self): choices(
      IntentParameter<Measurement<UnitIlluminance>>.Illuminance.self),
    ObjectIdentifier(UnitInformationStorage.self): choices(
      IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage.self),
    ObjectIdentifier(UnitLength.self): choices(
      IntentParameter<Measurement<UnitLength>>.Length.self),
    ObjectIdentifier(UnitMass.self): choices(IntentParameter<Measurement<UnitMass>>.Mass.self),
    ObjectIdentifier(UnitPower.self): choices(IntentParameter<Measurement<UnitPower>>.Power.self),
    ObjectIdentifier(UnitPressure.self): choices(
      IntentParameter<Measurement<UnitPressure>>.Pressure.self),
    ObjectIdentifier(UnitSpeed.self): choices(IntentParameter<Measurement<UnitSpeed>>.Speed.self),
    ObjectIdentifier(UnitTemperature.self): choices(
      IntentParameter<Measurement<UnitTemperature>>.Temperature.self),
    ObjectIdentifier(UnitVolume.self): choices(
      IntentParameter<Measurement<UnitVolume>>.Volume.self),
  ]
}
