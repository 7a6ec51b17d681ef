let names = ["Ada", "Grace"]
names[0] = "Alan"
print(names)
