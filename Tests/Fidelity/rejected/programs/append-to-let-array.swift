let numbers = [1, 2, 3]
numbers.append(4)
print(numbers)
