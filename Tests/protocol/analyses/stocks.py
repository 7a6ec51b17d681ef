import pandas as pd
stocks = pd.read_csv("data/stocks.csv", parse_dates=["date"], date_format="%b %d %Y")
print(*stocks.shape)
stocks
by_symbol = stocks.groupby("symbol").price.agg(["mean", "max", "size"])
for symbol, row in by_symbol.iterrows(): print(symbol, row["mean"], row["max"], int(row["size"]))
by_symbol
msft = stocks[stocks.symbol == "MSFT"][["date", "price"]]
aapl = stocks[stocks.symbol == "AAPL"][["date", "price"]]
both = msft.merge(aapl, on="date")
ratio = both.price_x / both.price_y
print(len(both), ratio.mean(), ratio.min())
yearly = msft.set_index("date").resample("YS").price.mean()
for value in yearly: print(value)
change = aapl.price.pct_change()
print(change.mean(), change.max())
axes = aapl.set_index("date").resample("YS").price.mean().plot()
