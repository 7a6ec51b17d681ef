// Box plots of body mass by species (beyond Swift Charts): box, median, whiskers, outliers.
// marks: rule=6, bar=3, rectangle=3, point=2
// legend: Adelie, Chinstrap, Gentoo
import Charts

let masses33: [(species: String, grams: [Double])] = [
    (species: "Adelie", grams: [3750, 3800, 3250, 3450, 3650, 3625, 4675, 3200, 3800, 3700]),
    (species: "Chinstrap", grams: [3500, 3900, 3650, 3525, 3725, 3950, 3250, 3750, 4150, 2700]),
    (species: "Gentoo", grams: [4500, 5700, 4450, 5700, 5400, 4550, 4800, 5200, 5400, 5150]),
]

Chart(masses33, id: \.species) { group in
    BoxPlot(x: .value("Species", group.species), y: "Body mass (g)", values: group.grams)
        .foregroundStyle(by: .value("Species", group.species))
}
.chartYScale(domain: .automatic(includesZero: false))
