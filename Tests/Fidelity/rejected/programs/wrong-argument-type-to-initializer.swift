struct Book {
    var title: String
    var pages: Int
}
let book = Book(title: "Swift", pages: "300")
print(book)
