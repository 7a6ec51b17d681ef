/// The student tracker's enrollment by subject, the example data of the bar and pie tests.
enum Enrollment {
    static let subjects = ["Math", "Physics", "Art", "History", "Biology", "Music"]
    static let students: [Double] = [31, 24, 12, 18, 27, 10]
    static let lastYear: [Double] = [28, 26, 9, 20, 22, 12]
}
