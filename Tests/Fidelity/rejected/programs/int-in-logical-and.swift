let age = 20
let hasTicket = 1
if age > 18 && hasTicket {
    print("welcome")
}
