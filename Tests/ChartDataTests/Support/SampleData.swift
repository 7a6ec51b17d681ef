import Foundation

/// Paths of the sample data committed under notebooks/data.
enum SampleData {
    static var directory: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("notebooks/data").path
    }
    static var studentsCSV: String { directory + "/students.csv" }
    static var schoolDatabase: String { directory + "/school.sqlite" }
}
