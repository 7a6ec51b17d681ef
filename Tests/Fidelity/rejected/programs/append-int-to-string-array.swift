var names = ["Ada", "Grace"]
names.append(7)
print(names)
