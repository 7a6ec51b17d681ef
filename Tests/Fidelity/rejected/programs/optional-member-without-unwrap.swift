let names = ["Ada", "Grace"]
let first = names.first
print(first.count)
