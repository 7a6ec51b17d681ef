struct Account {
    var balance = 0
    mutating func deposit(amount: Int) {
        balance += amount
    }
}
var account = Account()
account.deposit(amount: "100")
print(account.balance)
