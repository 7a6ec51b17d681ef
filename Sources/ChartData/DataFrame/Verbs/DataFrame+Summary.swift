extension DataFrame {
    /// A frame describing each column, one row per column (TabularData's `summary()`, pandas'
    /// `describe(include="all")` turned on its side): its name, how many values are present
    /// and missing, how many distinct values, the most frequent one, and for numeric columns
    /// the mean, sample standard deviation, minimum, quartiles and maximum (as pandas computes
    /// them). Statistics a column does not have are missing.
    public func summary() -> DataFrame {
        summary(of: columnNames)
    }

    /// The summary of the columns named, in that order.
    public func summary(of columnNames: String...) -> DataFrame {
        summary(of: columnNames)
    }

    /// The summary of the columns named, in that order.
    public func summary(of columnNames: [String]) -> DataFrame {
        let described = columnNames.map { self[$0] }
        var names = TextValuesBuilder()
        var present: [Int] = [], missing: [Int] = [], distinct: [Int] = []
        var modes = TextValuesBuilder()
        var statistics = [[Double?]](repeating: [], count: 7)
        for column in described {
            names.append(column.name)
            let missingCount = column.missingCount
            present.append(column.count - missingCount)
            missing.append(missingCount)
            let groups = GroupKeys([column.contents], rowCount: column.count)
            let counts = groups.counts()
            let missingGroup = missingCount > 0 ? (0..<groups.count).first { column.isNil(at: groups.firstRows[$0]) } : nil
            distinct.append(groups.count - (missingGroup == nil ? 0 : 1))
            let modeGroup = counts.indices.filter { $0 != missingGroup }.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }
            modes.append(modeGroup.map { CellText.plain(column.contents, row: groups.firstRows[$0]) })
            let numbers = column.kind.isNumeric ? Column<Double>(column) : nil
            let values: [Double?] = numbers.map { numbers in
                let quartiles: [Double?]
                let extremes: (min: Double, max: Double)?
                if let distinct = DistinctNumbers(column.contents, groups: groups, counts: counts, missingGroup: missingGroup) {
                    quartiles = distinct.quantiles([0.25, 0.5, 0.75])
                    extremes = distinct.extremes
                } else {
                    let present = numbers.presentDoubles ?? []
                    quartiles = ColumnStatistics.quantiles(of: present, [0.25, 0.5, 0.75])
                    extremes = ColumnStatistics.extremes(of: present)
                }
                let moments = ColumnStatistics.moments(of: column.contents, deltaDegreesOfFreedom: 1)
                return [moments?.mean, moments?.standardDeviation ?? nil,
                        extremes?.min, quartiles[0], quartiles[1], quartiles[2], extremes?.max]
            } ?? [nil, nil, nil, nil, nil, nil, nil]
            for index in 0..<7 { statistics[index].append(values[index]) }
        }
        let statisticNames = ["Mean", "Standard Deviation", "Minimum", "First Quartile", "Median", "Third Quartile", "Maximum"]
        var result = [
            AnyColumn(name: "Column Name", contents: .text(names.values)),
            AnyColumn(name: "Some Count", contents: .integer(TypedValues(present))),
            AnyColumn(name: "None Count", contents: .integer(TypedValues(missing))),
            AnyColumn(name: "Unique Count", contents: .integer(TypedValues(distinct))),
            AnyColumn(name: "Mode", contents: .text(modes.values)),
        ]
        for (index, name) in statisticNames.enumerated() {
            result.append(AnyColumn(name: name, contents: .double(TypedValues(optionals: statistics[index], placeholder: 0))))
        }
        return DataFrame(trusted: result, rowCount: described.count, source: source)
    }
}
