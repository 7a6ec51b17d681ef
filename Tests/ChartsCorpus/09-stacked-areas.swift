// Stacked areas, one per source.
// marks: area=3
// legend: Solar, Wind, Hydro
import Charts

struct Energy09 { let year: Int; let source: String; let terawatts: Double }
var energy09: [Energy09] = []
for year in 2018...2023 {
    energy09.append(Energy09(year: year, source: "Solar", terawatts: Double(year - 2015) * 3))
    energy09.append(Energy09(year: year, source: "Wind", terawatts: Double(year - 2012) * 2))
    energy09.append(Energy09(year: year, source: "Hydro", terawatts: 14))
}

Chart(energy09, id: \.terawatts) { row in
    AreaMark(x: .value("Year", row.year), y: .value("TWh", row.terawatts))
        .foregroundStyle(by: .value("Source", row.source))
}
.chartXScale(domain: 2018...2023)
