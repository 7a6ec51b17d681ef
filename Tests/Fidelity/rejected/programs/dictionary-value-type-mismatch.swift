let enrolled: [String: Int] = ["math": 31, "art": "twelve"]
print(enrolled)
