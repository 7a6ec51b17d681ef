struct Book {
    var title: String
    var pages: Int
}
let book = Book()
print(book)
