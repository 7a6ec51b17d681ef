/// The audio graph of the hover widget's view (`HoverScript`), as Apple's Audio Graphs and
/// Highcharts' sonification play a chart: each series' values (`AudioSeries`, in x order) as
/// sine tones, 0.12 s each, pitch rising with the value from 220 Hz at the chart's lowest value
/// to 880 Hz at its highest (on a musical, logarithmic scale), series after series with half a
/// second between them. P plays it (and stops it) while the chart has focus; a status line,
/// an ARIA live region, says what plays. The plan and the scheduling are plain functions, so a
/// page can render the same tones into an `OfflineAudioContext` (the browser tests do).
enum AudioGraphScript {
    /// The functions the view's module uses: `audioPlan(series)` and `scheduleTones(context, plan, at)`.
    static let functions = #"""
const TONE = 0.12, GAP = 0.03, PAUSE = 0.5, LOW_HZ = 220, HIGH_HZ = 880, LOUDNESS = 0.2;

// Each value's tone: when it starts (seconds from the start), its pitch, its value and series.
function audioPlan(series) {
  const values = series.flatMap((s) => s.values).filter(Number.isFinite);
  const tones = [];
  if (!values.length) return { tones, duration: 0, tone: TONE };
  let min = Infinity, max = -Infinity;
  for (const v of values) { if (v < min) min = v; if (v > max) max = v; }
  let time = 0;
  for (const s of series) {
    for (const v of s.values) {
      if (!Number.isFinite(v)) continue;
      const share = max > min ? (v - min) / (max - min) : 0.5;
      tones.push({ start: time, frequency: LOW_HZ * Math.pow(HIGH_HZ / LOW_HZ, share), value: v, series: s.name });
      time += TONE + GAP;
    }
    time += PAUSE;
  }
  return { tones, duration: Math.max(0, time - PAUSE - GAP), tone: TONE, min, max };
}

// The plan's tones on `context` from time `at`, each faded in and out (no clicks); the
// oscillators, to stop early.
function scheduleTones(context, plan, at) {
  return plan.tones.map((tone) => {
    const oscillator = context.createOscillator(), gain = context.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = tone.frequency;
    const start = at + tone.start, end = start + TONE;
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(LOUDNESS, start + 0.01);
    gain.gain.setValueAtTime(LOUDNESS, end - 0.02);
    gain.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(end);
    return oscillator;
  });
}

// What the status line says as the graph starts.
function describeAudio(series, plan, format) {
  const named = series.filter((s) => s.values.length);
  const parts = named.map((s) => `${s.name ? s.name + ", " : ""}${s.values.length} value${s.values.length === 1 ? "" : "s"}`);
  return `Audio graph: ${parts.join("; ")}; low pitch ${format(plan.min)}, high pitch ${format(plan.max)}. P stops.`;
}
"""#
}
