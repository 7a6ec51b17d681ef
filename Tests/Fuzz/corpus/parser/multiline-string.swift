let s = """
  a\(1)
  """
print(s)