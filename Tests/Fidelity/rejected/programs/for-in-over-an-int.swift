let count = 10
for index in count {
    print(index)
}
