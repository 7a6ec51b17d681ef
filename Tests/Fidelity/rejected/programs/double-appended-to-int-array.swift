var measurements = [1, 2, 3]
measurements.append(2.5)
print(measurements)
