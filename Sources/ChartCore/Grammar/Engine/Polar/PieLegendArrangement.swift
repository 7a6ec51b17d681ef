/// Chooses where a pie chart's legend goes when the chart is small or its legend long: the
/// legend as asked, with as many columns as fit, or beside (or below) the pie, whichever lets
/// the pie be drawn largest, keeping the one asked for while it costs the pie little.
extension PieLegendPlacement {
    /// The share of the largest radius any arrangement gives that an arrangement earlier in
    /// the order of preference must reach to be chosen.
    static let keptRadiusShare = 0.85

    /// The legend placed in the arrangement that leaves the pie room, with the rectangle left
    /// for the pie.
    ///
    /// `radius` says how large a pie (with its labels) a rectangle holds. The arrangements
    /// tried are, in order of preference: as asked; at the asked edge with as many columns as
    /// fit; beside the pie (at the right, or the left for a legend asked at the left) when it
    /// was asked above or below, or below the pie when asked beside it. The first that lists
    /// as many entries as any other and gives the pie at least `keptRadiusShare` of the
    /// largest radius is taken.
    static func place(_ entries: [LegendEntry], legend setting: Legend, in area: Rect, keptIn bounds: Rect,
                      radius: (Rect) -> Double) -> PlacedPieLegend {
        let asked = placeListing(entries, legend: setting, in: area, keptIn: bounds)
        guard asked.legend != nil else { return asked }
        let options = [asked] + alternatives(to: setting).map {
            placeListing(entries, legend: $0, in: area, keptIn: bounds)
        }
        let radii = options.map { radius($0.remaining) }
        let largest = radii.max() ?? 0
        let fewestLeftOut = zip(options, radii).filter { $1 >= largest * keptRadiusShare }.map(\.0.leftOut).min() ?? 0
        let chosen = zip(options, radii).first { $0.leftOut <= fewestLeftOut && $1 >= largest * keptRadiusShare }
        return chosen?.0 ?? asked
    }

    /// The other arrangements worth trying for a legend asked as `setting`, in order of
    /// preference. A legend moved to another edge loses its displacement, which was meant for
    /// the edge asked.
    static func alternatives(to setting: Legend) -> [Legend] {
        let anchor = setting.anchor == .center ? LegendAnchor.bottom : setting.anchor
        var fitted = setting
        fitted.columns = 0
        var result: [Legend] = []
        if anchor.vertical != 0 && setting.columns > 0 { result.append(fitted) }
        fitted.anchor = anchor.vertical == 0 ? .bottom : anchor.horizontal < 0 ? .left : .right
        fitted.displacement = .zero
        result.append(fitted)
        return result
    }
}
