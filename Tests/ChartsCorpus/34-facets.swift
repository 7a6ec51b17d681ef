// Small multiples (beyond Swift Charts): a panel per island on shared scales, one legend.
// marks: point=12
// legend: Adelie, Gentoo
// text: Biscoe, Dream, Torgersen
import Charts

struct Penguin34 { let island: String; let species: String; let flipper: Double; let mass: Double }
let penguins34 = [
    Penguin34(island: "Biscoe", species: "Adelie", flipper: 187, mass: 3400), Penguin34(island: "Biscoe", species: "Gentoo", flipper: 217, mass: 5000),
    Penguin34(island: "Biscoe", species: "Gentoo", flipper: 221, mass: 5300), Penguin34(island: "Biscoe", species: "Adelie", flipper: 190, mass: 3650),
    Penguin34(island: "Dream", species: "Adelie", flipper: 186, mass: 3500), Penguin34(island: "Dream", species: "Adelie", flipper: 195, mass: 3800),
    Penguin34(island: "Dream", species: "Adelie", flipper: 181, mass: 3300), Penguin34(island: "Dream", species: "Adelie", flipper: 192, mass: 3900),
    Penguin34(island: "Torgersen", species: "Adelie", flipper: 181, mass: 3750), Penguin34(island: "Torgersen", species: "Adelie", flipper: 186, mass: 3800),
    Penguin34(island: "Torgersen", species: "Adelie", flipper: 195, mass: 3250), Penguin34(island: "Torgersen", species: "Adelie", flipper: 193, mass: 3450),
]

Chart(penguins34.indices, id: \.self) { index in
    let penguin = penguins34[index]
    PointMark(x: .value("Flipper (mm)", penguin.flipper), y: .value("Mass (g)", penguin.mass))
        .foregroundStyle(by: .value("Species", penguin.species))
        .facet(by: .value("Island", penguin.island))
}
.chartXScale(domain: .automatic(includesZero: false))
.chartYScale(domain: .automatic(includesZero: false))
.chartFacets(columns: 3)
.frame(height: 260)
