// Floating-point special values as print, interpolation, description and collections show them.
print(-Double.nan, Double.nan, -0.0, Double.infinity, -Double.infinity)
print(Float.nan, -Float.nan, -Float.infinity, Float(-0.0))
let negativeInfinity: Double = -.infinity
print(negativeInfinity)
print(Double.ulpOfOne, Float.ulpOfOne)
print(Double.leastNonzeroMagnitude, Float.leastNonzeroMagnitude)
print(Double.leastNormalMagnitude, Float.leastNormalMagnitude)
print(Double.greatestFiniteMagnitude, Float.greatestFiniteMagnitude)
print("\(-Double.nan) \(-0.0) \(Float.greatestFiniteMagnitude) \(-Float.nan)")
print((-Double.nan).description, (-0.0).description, Float.ulpOfOne.description, (-Float.nan).description)
print(String(-Double.nan), String(describing: -Double.nan), String(describing: -Float.infinity))
print([-Double.nan, -0.0, Double.infinity])
let zero = 0.0
print(-zero, zero * -1, 1e300 * 1e10, -1e300 * 1e10)
let m = -Double.nan
print(m.isNaN, m, -m, m == m)
print(Double.pi, Float.pi)
