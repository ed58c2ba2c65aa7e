// Runs in the page, in any engine, as the source text of each function: nothing from outside.
// WCAG 2.2 AAA checks axe has no rule for (docs/accessibility.md). Each returns what fails, as sentences.

/**
 * 2.5.5 targets, 1.4.8 blocks of text, 2.4.9 link names and, with `resized`, 1.4.8's 200 % text: with every
 * section rendered and every animation at its end, as a visitor sees the page once it has scrolled.
 */
export function pageProblems({ renderAll, resized }) {
  const problems = [];
  const squash = (s) => (s ?? "").replace(/\s+/g, " ").trim();
  const nameOf = (el) =>
    squash(el.getAttribute("aria-label") || el.textContent || el.querySelector("img")?.alt);
  const what = (el) => `${el.tagName.toLowerCase()} "${nameOf(el).slice(0, 48)}"`;
  const shown = (el) => el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
  document.documentElement.classList.add(renderAll);
  for (const animation of document.getAnimations()) animation.finish();

  if (resized) {
    // Text alone at 200 %: every size in rem doubles, the layout does not zoom (1.4.8's last bullet).
    document.documentElement.style.fontSize = "200%";
    const [inner, scroll] = [innerWidth, document.documentElement.scrollWidth];
    document.documentElement.style.fontSize = "";
    if (scroll > inner)
      problems.push(`1.4.8 text at 200 %: the page scrolls sideways (${scroll} > ${inner} px)`);
    return problems;
  }

  // A link inside a sentence, with words of its own parent's beside it, is the criterion's "inline" exception.
  const inline = (el) =>
    el.tagName === "A" &&
    [...el.parentElement.childNodes].some(
      (n) => n.nodeType === Node.TEXT_NODE && /\p{L}/u.test(n.textContent),
    );
  const targets = "a[href], button, summary, input, select, textarea, [role='button'], [tabindex='0']";
  for (const el of document.querySelectorAll(targets)) {
    if (!shown(el) || inline(el)) continue;
    const { width, height } = el.getBoundingClientRect();
    // Visually hidden until focused (the skip link): the focus walk measures it there.
    if (width <= 1 && height <= 1) continue;
    if (width < 43.5 || height < 43.5)
      problems.push(`2.5.5 ${what(el)} is ${Math.round(width)} × ${Math.round(height)} px`);
  }

  const generic = /^(click here|here|more|read more|learn more|link|details|this|go)$/i;
  for (const link of document.querySelectorAll("a[href]"))
    if (shown(link) && generic.test(nameOf(link)))
      problems.push(`2.4.9 ${what(link)} says not where it goes`);

  const measure = document.createElement("canvas").getContext("2d");
  const blocks = [...document.querySelectorAll("p, li, blockquote, dd, figcaption")].filter(
    (el) => shown(el) && squash(el.textContent).length >= 40 && !el.querySelector("p, li, div"),
  );
  for (const el of blocks) {
    const style = getComputedStyle(el);
    const size = parseFloat(style.fontSize);
    const line = parseFloat(style.lineHeight);
    if (!(line / size >= 1.49))
      problems.push(`1.4.8 ${what(el)}: line height ${style.lineHeight} at ${size} px`);
    if (style.textAlign === "justify") problems.push(`1.4.8 ${what(el)} is justified`);
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const sample = squash(el.textContent);
    const perChar = measure.measureText(sample).width / sample.length;
    const width = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const chars = Math.min(sample.length, Math.round(width / perChar));
    if (chars > 80) problems.push(`1.4.8 ${what(el)}: lines of ${chars} characters`);
    const next = el.nextElementSibling;
    if (el.tagName === "P" && next?.tagName === "P" && shown(next)) {
      const gap = next.getBoundingClientRect().top - el.getBoundingClientRect().bottom;
      // Paragraphs 1.5 lines apart, baseline to baseline, at least: a gap of half a line or more.
      if (gap < 0.5 * line - 0.5)
        problems.push(`1.4.8 ${what(el)}: ${Math.round(gap)} px to the next paragraph, lines ${line} px`);
    }
  }
  document.documentElement.classList.remove(renderAll);
  return problems;
}

/** The name of each control Tab should reach, in document order, with every section rendered to count it. */
export function controls({ renderAll }) {
  const root = document.documentElement;
  const rendered = root.classList.contains(renderAll);
  root.classList.add(renderAll);
  const found = [
    ...document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]"),
  ]
    .filter((el) => el.tabIndex >= 0 && el.checkVisibility({ visibilityProperty: true }))
    .map((el) => (el.getAttribute("aria-label") || el.innerText || "").replace(/\s+/g, " ").trim());
  if (!rendered) root.classList.remove(renderAll);
  return found;
}

/**
 * The focused element, once the engine's own focus scrolling has settled: 2.4.12, no part of it under anything
 * fixed or sticky; 2.4.13, in each of `themes` (a class on <html>), an outline at least 2 px wide at 3:1
 * against what it is drawn over; 2.5.5 for a target that shows only when focused; 2.4.3, after the previous
 * stop on screen (below it, or right of it). Its name, and whether it is a card's button; `null` once focus left.
 */
export async function focusProblems({ themes }) {
  // Until the page holds still: sections near focus render (content-visibility) and may move it, and the
  // theme toggle remounts once its tooltip's code arrives, handing focus to its new button.
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  let el = document.activeElement;
  for (let [still, last] = [0, ""]; still < 2;) {
    await frame();
    const now = `${scrollX} ${scrollY} ${document.activeElement?.getBoundingClientRect().top}`;
    [still, last] = [now === last && el === document.activeElement ? still + 1 : 0, now];
    el = document.activeElement;
  }
  if (!el || el === document.body || el === document.documentElement) return null;
  const name = (el.getAttribute("aria-label") || el.innerText || "").replace(/\s+/g, " ").trim();
  const what = `${el.tagName.toLowerCase()} "${name.slice(0, 48)}"`;
  const problems = document.hasFocus() ? [] : [`the window lost focus: no engine shows it then`];
  const box = el.getBoundingClientRect();
  // Hit-testing at its corners and middle, so stacking order counts: whatever is drawn over it.
  const fixed = (node) =>
    node && ["fixed", "sticky"].includes(getComputedStyle(node).position)
      ? node
      : node && fixed(node.parentElement);
  const [x0, x1, y0, y1] = [box.left + 1, box.right - 1, box.top + 1, box.bottom - 1];
  const [xm, ym] = [(x0 + x1) / 2, (y0 + y1) / 2];
  // The middle of each edge (a pill's corners are not its own) and the centre.
  for (const [x, y] of [
    [x0, ym],
    [x1, ym],
    [xm, y0],
    [xm, y1],
    [xm, ym],
  ]) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) {
      problems.push(`2.4.12 ${what} is partly off screen at ${Math.round(x)}, ${Math.round(y)}`);
      break;
    }
    const top = document.elementFromPoint(x, y);
    const cover = top && !el.contains(top) && !top.contains(el) && fixed(top);
    if (cover) {
      problems.push(
        `2.4.12 ${what} is under ${cover.tagName.toLowerCase()} at ${Math.round(x)}, ${Math.round(y)}`,
      );
      break;
    }
  }
  if (box.width < 43.5 || box.height < 43.5)
    problems.push(`2.5.5 ${what} is ${Math.round(box.width)} × ${Math.round(box.height)} px when focused`);

  // Colours as the engine draws them (oklch included): one pixel of a canvas.
  const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  const rgba = (color) => {
    pixel.clearRect(0, 0, 1, 1);
    pixel.fillStyle = color;
    pixel.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = ([r, g, b, a], [R, G, B]) => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
  // What the outline is drawn over: the ancestors' backgrounds, from the page's down.
  const luminance = (rgb) =>
    rgb
      .map((v) => v / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const root = document.documentElement;
  const chosen = [...root.classList];
  for (const theme of themes) {
    root.classList.remove(...themes);
    root.classList.add(theme);
    for (const animation of document.getAnimations()) animation.finish();
    const layers = [];
    for (let node = el.parentElement; node; node = node.parentElement)
      layers.unshift(getComputedStyle(node).backgroundColor);
    const behind = layers.reduce((below, color) => over(rgba(color), below), [255, 255, 255]);
    const style = getComputedStyle(el);
    const [hi, lo] = [luminance(over(rgba(style.outlineColor), behind)), luminance(behind)].sort(
      (a, b) => b - a,
    );
    const contrast = (hi + 0.05) / (lo + 0.05);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) < 2 || contrast < 3)
      problems.push(
        `2.4.13 ${theme} ${what}: outline ${style.outlineStyle} ${style.outlineWidth} at ${contrast.toFixed(2)}:1`,
      );
  }
  root.classList.remove(...themes);
  root.classList.add(...chosen);
  // Where the previous stop is now: sections render as focus nears them, which moves what follows.
  const memory = /** @type {{ previousStop?: Element }} */ (window);
  const before = memory.previousStop;
  memory.previousStop = el;
  if (before && before !== el && before.isConnected) {
    const then = before.getBoundingClientRect();
    if (box.top < then.top - 4 && box.left < then.right - 4)
      problems.push(`2.4.3 ${what} comes before the previous stop on screen`);
  }
  return { problems, label: name, card: el.closest("[data-card]") !== null };
}
