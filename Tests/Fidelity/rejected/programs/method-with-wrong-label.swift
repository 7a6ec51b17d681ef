struct Account {
    var balance = 0
    mutating func deposit(amount: Int) {
        balance += amount
    }
}
var account = Account()
account.deposit(100)
print(account.balance)
