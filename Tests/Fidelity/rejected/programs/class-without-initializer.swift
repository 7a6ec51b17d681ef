class Account {
    var balance: Double
    var owner: String
}
let account = Account()
print(account.balance)
