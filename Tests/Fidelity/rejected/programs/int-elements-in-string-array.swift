let names: [String] = ["Ada", 42, "Grace"]
print(names)
