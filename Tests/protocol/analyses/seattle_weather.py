import pandas as pd
weather = pd.read_csv("data/seattle-weather.csv", parse_dates=["date"], date_format="%Y/%m/%d")
print(len(weather), "Date")
weather
for name, count in weather.weather.value_counts().items(): print(name, count)
rainy = weather[weather.precipitation > 0]
print(len(rainy), rainy.precipitation.mean(), rainy.precipitation.max())
weather["range"] = weather.temp_max - weather.temp_min
ranges = weather.groupby("weather").agg(range=("range", "mean"), high=("temp_max", "max"))
for name, row in ranges.iterrows(): print(name, row["range"], row["high"])
ranges
monthly = weather.set_index("date").resample("MS").temp_max.mean()
for value in monthly: print(value)
yearly = weather.set_index("date").resample("YS").precipitation.sum()
for value in yearly: print(value)
axes = monthly.plot()
