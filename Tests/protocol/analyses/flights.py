import pandas as pd
flights = pd.read_csv("data/flights.csv")
print(*flights.shape)
print(flights.dep_delay.isna().sum(), flights.arr_delay.isna().sum(), flights.tailnum.isna().sum())
flights
by_carrier = flights.dropna(subset=["arr_delay"]).groupby("carrier").arr_delay.agg(["mean", "size"]).sort_values("mean")
for carrier, row in by_carrier.iterrows(): print(carrier, row["mean"], int(row["size"]))
airlines = pd.read_csv("data/airlines.csv")
named = by_carrier.reset_index().merge(airlines, on="carrier")
print(named.iloc[-1]["name"], named.iloc[0]["name"])
monthly = flights.groupby("month").dep_delay.mean()
for month, delay in monthly.items(): print(month, delay)
late = flights[flights.dep_delay > 15]
for origin, share in (late.origin.value_counts() / flights.origin.value_counts()).sort_index().items(): print(origin, share)
speed = flights.distance / (flights.air_time / 60)
print(speed.mean(), speed.max())
axes = monthly.plot.bar()
