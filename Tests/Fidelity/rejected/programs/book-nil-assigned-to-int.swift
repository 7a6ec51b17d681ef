var serverResponseCode: Int = 404
serverResponseCode = nil
print(serverResponseCode)
