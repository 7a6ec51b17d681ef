// A pie of sectors coloured by category.
// marks: sector=3
// legend: Cats, Dogs, Birds
import Charts

struct Pet13 { let kind: String; let count: Int }
let pets13 = [Pet13(kind: "Cats", count: 12), Pet13(kind: "Dogs", count: 9), Pet13(kind: "Birds", count: 4)]

Chart(pets13, id: \.kind) { pet in
    SectorMark(angle: .value("Count", pet.count))
        .foregroundStyle(by: .value("Pet", pet.kind))
}
