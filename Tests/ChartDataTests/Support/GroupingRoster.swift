/// A small roster as CSV text for the grouping tests: a missing score (Edsger), a missing
/// subject (Radia), and subjects with ties in their counts.
enum GroupingRoster {
    static let csv = """
        name,subject,year,score
        Ada,Math,2024,90
        Alan,Physics,2024,70
        Grace,Math,2023,80
        Edsger,Art,2024,
        Barbara,Physics,2023,60
        Ken,Math,2024,100
        Radia,,2024,50
        Tim,Music,2023,40
        """
}
