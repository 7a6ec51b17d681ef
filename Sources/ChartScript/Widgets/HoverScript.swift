/// The front-end half of an interactive chart: an anywidget ES module (the widget's `_esm`).
///
/// It shows the SVG inline, sends the pointer's position in SVG user coordinates as
/// `{type: "hover", x, y}` (at most one per animation frame and one awaiting an answer), and
/// answers the kernel's `{type: "hit", …}` with a popup 15 px above the point (below it near
/// the top, clamped at the sides) and a ring around the point; `{type: "none"}` and leaving
/// the chart hide both. Leaving after a hover also sends `{type: "release"}` (touch reporting).
/// Its elements carry `chartscript-` class names (chart, popup, popup-label, popup-value,
/// ring) for style sheets and browser tests. When the kernel replaces the chart (a new `svg`
/// in the model's state), the view draws the new picture in place. A chart in the default
/// look follows a dark JupyterLab theme through the style sheet in `theme_css`
/// (`ThemeFollowingHTML`), applied to the chart's root. The chart's data, a table out of sight
/// (`data_table`: `DataTableHTML`), is the root's `aria-details`.
///
/// The chart also takes keyboard focus (Tab): the left and right arrow keys (Home, End) move
/// the hover from data point to data point (the elements with a `data-index`, in order), as
/// if the pointer were on each; the popup is an ARIA live region, so a screen reader reads each
/// point's label and value; Escape or leaving the chart hides it. (While the chart has focus,
/// JupyterLab's keyboard shortcuts do not apply; Tab moves on.) P plays the chart as an audio
/// graph (`AudioGraphScript`, the series in the model's `audio`) and stops it.
enum HoverScript {
    /// The module's source text.
    static let source = #"""
const OFFSET = 15;
const DATA_STYLE = "\#(DataTableHTML.visuallyHidden)";
const POPUP_STYLE = "position:absolute;display:none;pointer-events:none;z-index:1;" +
  "padding:4px 9px;border-radius:6px;background:rgba(30,32,36,0.9);color:#fff;" +
  "font:12px/1.4 system-ui,-apple-system,'Segoe UI',sans-serif;white-space:nowrap;" +
  "box-shadow:0 2px 8px rgba(0,0,0,0.2);text-align:center";

\#(AudioGraphScript.functions)
function formatValue(value, prefix, suffix) {
  const text = Number.isFinite(value)
    ? value.toLocaleString(undefined, { maximumFractionDigits: 2 })
    : String(value);
  return `${prefix ?? ""}${text}${suffix ?? ""}`;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "chartscript-chart";
  root.style.cssText = "position:relative;display:inline-block;line-height:0";
  const popup = document.createElement("div");
  popup.className = "chartscript-popup";
  popup.style.cssText = POPUP_STYLE;
  popup.setAttribute("role", "status");
  popup.setAttribute("aria-live", "polite");
  const label = document.createElement("div");
  label.className = "chartscript-popup-label";
  label.style.opacity = "0.75";
  const value = document.createElement("div");
  value.className = "chartscript-popup-value";
  value.style.fontWeight = "600";
  popup.append(label, value);
  const themeStyle = document.createElement("style");
  // The chart's data as a table, out of sight but in the accessibility tree: the chart's details.
  const dataHolder = document.createElement("div");
  dataHolder.className = "chartscript-data";
  dataHolder.style.cssText = DATA_STYLE;
  // What the audio graph says (P): a live region of its own, out of sight.
  const status = document.createElement("div");
  status.className = "chartscript-audio-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  status.style.cssText = DATA_STYLE;
  root.append(themeStyle, popup, dataHolder, status);
  root.setAttribute("aria-keyshortcuts", "ArrowLeft ArrowRight Home End P Escape");
  root.tabIndex = 0;
  // The arrow keys are the chart's while it has focus, not the notebook's (which would move to
  // another cell): JupyterLab's shortcuts skip elements with this attribute.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.append(root);

  let svg = null, ring = null;
  let pending = null, frame = 0, sentAt = 0, awaiting = false, inside = false, touching = false;
  let focused = -1;

  const hide = () => {
    popup.style.display = "none";
    if (ring) ring.style.display = "none";
  };

  const flush = () => {
    frame = 0;
    if (!pending || (awaiting && performance.now() - sentAt < 1000)) return;
    model.send({ type: "hover", x: pending.x, y: pending.y });
    touching = true;
    pending = null;
    awaiting = true;
    sentAt = performance.now();
  };

  const onMove = (event) => {
    const matrix = svg && svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    inside = true;
    pending = { x: point.x, y: point.y };
    if (!frame) frame = requestAnimationFrame(flush);
  };

  // The data points in order of their index (the first series' when several share one).
  const points = () => {
    const byIndex = new Map();
    for (const element of svg ? svg.querySelectorAll("[data-index]") : []) {
      const index = Number(element.getAttribute("data-index"));
      if (Number.isInteger(index) && !byIndex.has(index)) byIndex.set(index, element);
    }
    return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
  };

  // A point inside `element`: its box's centre when that is in its fill, else (a pie slice
  // wider than 180°, whose box centre is the pie's centre; a ring's slice) the middle of the
  // box's points in its fill, or the one nearest that middle.
  const insidePoint = (element) => {
    const box = element.getBBox();
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (typeof element.isPointInFill !== "function" || !(box.width > 0 && box.height > 0)) return centre;
    const inFill = (p) => element.isPointInFill(new DOMPoint(p.x, p.y));
    if (inFill(centre)) return centre;
    const filled = [];
    for (let i = 1; i < 16; i++) {
      for (let j = 1; j < 16; j++) {
        const p = { x: box.x + (box.width * i) / 16, y: box.y + (box.height * j) / 16 };
        if (inFill(p)) filled.push(p);
      }
    }
    if (!filled.length) return centre;
    const middle = { x: filled.reduce((sum, p) => sum + p.x, 0) / filled.length, y: filled.reduce((sum, p) => sum + p.y, 0) / filled.length };
    if (inFill(middle)) return middle;
    const distance = (p) => (p.x - middle.x) ** 2 + (p.y - middle.y) ** 2;
    return filled.reduce((best, p) => (distance(p) < distance(best) ? p : best));
  };

  // Hovers the point at `position` of `points()`, as the pointer inside it would.
  const hoverPoint = (position) => {
    const all = points();
    if (!all.length) return;
    focused = Math.max(0, Math.min(position, all.length - 1));
    inside = true;
    pending = insidePoint(all[focused]);
    if (!frame) frame = requestAnimationFrame(flush);
  };

  // The audio graph (AudioGraphScript): P plays the chart's series as tones, P again stops.
  let playing = null;
  const stopAudio = () => {
    if (!playing) return;
    const { context, oscillators, timer } = playing;
    playing = null;
    clearTimeout(timer);
    for (const oscillator of oscillators) { try { oscillator.stop(); } catch (error) { /* already ended */ } }
    context.close();
  };
  const toggleAudio = () => {
    if (playing) {
      stopAudio();
      status.textContent = "Audio graph stopped.";
      return;
    }
    const series = model.get("audio") ?? [];
    const plan = audioPlan(series);
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!plan.tones.length || !Context) {
      status.textContent = plan.tones.length ? "This browser cannot play sound." : "The chart has no values to play.";
      return;
    }
    let context, oscillators;
    try {
      context = new Context();
      oscillators = scheduleTones(context, plan, context.currentTime + 0.05);
    } catch (error) {
      status.textContent = "This browser cannot play sound.";
      if (context) context.close();
      return;
    }
    const timer = setTimeout(() => { if (playing && playing.context === context) stopAudio(); }, (plan.duration + 0.3) * 1000);
    playing = { context, oscillators, timer };
    status.textContent = describeAudio(series, plan, (v) => formatValue(v, model.get("popup_prefix"), model.get("popup_suffix")));
  };
  // For pages and tests: the audio graph's plan, and its tones scheduled on any context.
  root.chartscriptAudioGraph = {
    plan: () => audioPlan(model.get("audio") ?? []),
    schedule: (context, at) => scheduleTones(context, audioPlan(model.get("audio") ?? []), at ?? 0),
  };

  const onKey = (event) => {
    if (event.key === "p" || event.key === "P") {
      event.preventDefault();
      event.stopPropagation();
      toggleAudio();
      return;
    }
    const count = points().length;
    const moves = { ArrowRight: focused + 1, ArrowDown: focused + 1, ArrowLeft: focused - 1, ArrowUp: focused - 1,
                    Home: 0, End: count - 1 };
    if (event.key === "Escape") {
      onLeave();
    } else if (event.key in moves && count) {
      event.preventDefault();
      event.stopPropagation();
      hoverPoint(focused < 0 && event.key.startsWith("Arrow") ? 0 : moves[event.key]);
    }
  };

  const onLeave = () => {
    inside = false;
    focused = -1;
    pending = null;
    hide();
    // Ends the touch, so the kernel can call the cell's onRelease closure.
    if (touching) model.send({ type: "release" });
    touching = false;
  };

  // Draws the model's picture, replacing the one shown (the kernel replaced the chart).
  const draw = () => {
    if (svg) {
      svg.removeEventListener("pointermove", onMove);
      svg.removeEventListener("pointerleave", onLeave);
      svg.remove();
    }
    hide();
    // A chart in the default look follows a dark page: the kernel's style sheet (theme_css).
    const themeCSS = model.get("theme_css") ?? "";
    themeStyle.textContent = themeCSS;
    root.classList.toggle("chartscript-follows-theme", themeCSS !== "");
    dataHolder.innerHTML = model.get("data_table") ?? "";
    const table = dataHolder.querySelector("table");
    if (table) { root.setAttribute("aria-details", table.id); } else { root.removeAttribute("aria-details"); }
    const holder = document.createElement("div");
    holder.innerHTML = model.get("svg") ?? "";
    svg = holder.querySelector("svg");
    ring = null;
    if (!svg) return;
    root.insertBefore(svg, popup);
    // The popup replaces the per-point tooltips of the static picture.
    svg.querySelectorAll("circle > title, path > title, rect > title").forEach((title) => title.remove());
    ring = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    ring.setAttribute("class", "chartscript-ring");
    ring.setAttribute("r", "6");
    ring.setAttribute("fill", "none");
    ring.setAttribute("stroke", "currentColor");
    ring.setAttribute("stroke-width", "2");
    ring.style.cssText = "display:none;pointer-events:none;color:#1f2937;opacity:0.8";
    svg.append(ring);
    svg.addEventListener("pointermove", onMove);
    svg.addEventListener("pointerleave", onLeave);
  };

  const show = (hit) => {
    const matrix = svg && svg.getScreenCTM();
    if (!matrix || !ring) return;
    ring.setAttribute("cx", String(hit.x));
    ring.setAttribute("cy", String(hit.y));
    ring.style.display = "";
    label.textContent = hit.label ?? "";
    label.style.display = hit.label ? "" : "none";
    value.textContent = formatValue(hit.value, model.get("popup_prefix"), model.get("popup_suffix"));
    popup.style.display = "block";
    const screen = new DOMPoint(hit.x, hit.y).matrixTransform(matrix);
    const box = root.getBoundingClientRect();
    const x = screen.x - box.left, y = screen.y - box.top;
    const width = popup.offsetWidth, height = popup.offsetHeight;
    const left = Math.max(0, Math.min(x - width / 2, root.clientWidth - width));
    const above = y - OFFSET - height;
    popup.style.left = `${left}px`;
    popup.style.top = `${above < 0 ? y + OFFSET : above}px`;
  };

  const onMessage = (message) => {
    awaiting = false;
    if (pending && !frame) frame = requestAnimationFrame(flush);
    if (!inside || !message) return;
    if (message.type === "hit") show(message);
    else if (message.type === "none") hide();
  };

  draw();
  root.addEventListener("keydown", onKey);
  root.addEventListener("blur", onLeave);
  model.on("change:svg", draw);
  model.on("msg:custom", onMessage);
  return () => {
    model.off("change:svg", draw);
    model.off("msg:custom", onMessage);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("blur", onLeave);
    if (frame) cancelAnimationFrame(frame);
    stopAudio();
  };
}

export default { render };
"""#
}
