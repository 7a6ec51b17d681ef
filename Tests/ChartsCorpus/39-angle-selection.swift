// chartAngleSelection(value:): the binding holds a cumulative count; the sector whose running total first passes it stands out.
// marks: sector=3
// legend: Cats, Dogs, Fish
import Charts

let pets39 = [("Cats", 4), ("Dogs", 3), ("Fish", 2)]
var selectedCount39: Int? = 5

/// The pet whose running total first passes `count`.
func pet39(at count: Int?) -> String? {
    guard let count else { return nil }
    var total = 0
    for pet in pets39 {
        total += pet.1
        if count < total { return pet.0 }
    }
    return nil
}

Chart(pets39, id: \.0) { pet in
    SectorMark(angle: .value("Count", pet.1), innerRadius: .ratio(0.6), angularInset: 1.5)
        .foregroundStyle(by: .value("Pet", pet.0))
        .opacity(pet39(at: selectedCount39) == pet.0 ? 1 : 0.4)
}
.chartAngleSelection(value: Binding(get: { selectedCount39 }, set: { selectedCount39 = $0 }))
.frame(height: 300)
