import pandas as pd
electricity = pd.read_csv("data/iowa-electricity.csv", parse_dates=["year"])
print(len(electricity), "Date")
electricity.head(6)
for source, total in electricity.groupby("source").net_generation.sum().items(): print(source, total)
years = electricity.pivot_table(index="year", columns="source", values="net_generation", aggfunc="sum")
years["share"] = years["Renewables"] / (years["Fossil Fuels"] + years["Nuclear Energy"] + years["Renewables"])
for year, row in years.iterrows(): print(int(row["Renewables"]), row["share"])
years
axes = years["share"].plot()
