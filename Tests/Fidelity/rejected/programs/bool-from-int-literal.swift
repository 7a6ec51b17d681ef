let isReady: Bool = 1
print(isReady)
