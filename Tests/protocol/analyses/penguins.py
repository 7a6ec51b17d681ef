import pandas as pd
penguins = pd.read_csv("data/penguins.csv")
print(*penguins.shape)
penguins
for name, count in penguins.isna().sum().items(): print(name, count)
mass = penguins.body_mass_g
print(mass.mean(), mass.std(), mass.median())
penguins.describe(include="all")
for name, count in penguins.species.value_counts().items(): print(name, count)
by_sex = penguins.dropna(subset=["sex"]).groupby(["species", "sex"]).agg(
    mass=("body_mass_g", "mean"), flipper=("flipper_length_mm", "median"), count=("species", "size"))
for (species, sex), row in by_sex.iterrows(): print(species, sex, row["mass"], row["flipper"], int(row["count"]))
by_sex
islands = pd.crosstab(penguins.species, penguins.island)
for species, row in islands.iterrows(): print(species, row["Biscoe"], row["Dream"], row["Torgersen"])
islands
penguins["bill_ratio"] = penguins.bill_length_mm / penguins.bill_depth_mm
for species, ratio in penguins.groupby("species").bill_ratio.mean().items(): print(species, ratio)
heavy_males = penguins[(penguins.body_mass_g > 4500) & (penguins.sex == "male")]
print(len(heavy_males))
axes = penguins.groupby("species").body_mass_g.mean().plot.bar()
