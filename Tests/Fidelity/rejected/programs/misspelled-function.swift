let total = 3
prnt(total)
