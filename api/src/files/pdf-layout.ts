/**
 * Reading order for one PDF page from positioned text: items grouped into lines by baseline, and columns found from a
 * vertical gutter that the page's text consistently leaves empty. A two-column page reads its left column, then its
 * right; full-width lines (a name across the top, a footer) stay where they are, between the column blocks.
 *
 * Pure functions over plain numbers: pdf.ts feeds them pdf.js's text items.
 */

export interface PositionedText {
  text: string;
  /** Left end of the baseline, in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size: the text's height. */
  size: number;
}

export interface PageReading {
  /** Lines in reading order; "" separates blocks (columns, paragraphs). */
  lines: string[];
  /** Columns detected side by side anywhere on the page (1 when none). */
  columns: number;
}

/** How many column levels to look for: two columns, each of which may hold two more. */
const MAX_SPLIT_DEPTH = 2;
/** A column holds at least this many lines; fewer side by side is a row of a table or a title beside its dates. */
const MIN_COLUMN_LINES = 3;
/** Each side of a column block holds at least this share of the block's characters. */
const MIN_COLUMN_SHARE = 0.1;
/** Column blocks hold at least this share of the region's characters for the region to count as columns. */
const MIN_COLUMNAR_SHARE = 0.25;
/**
 * Above this share of a side's lines having a line on the other side at the same baseline, the sides are rows of a
 * table (a skill category beside its list, a title beside its dates) and read across. Independent columns drift apart
 * at headings and paragraph gaps, so each side has lines of its own.
 */
const MAX_ALIGNED_SHARE = 0.8;

interface Row {
  y: number;
  size: number;
  items: PositionedText[];
}

const charCount = (items: readonly PositionedText[]): number => items.reduce((sum, item) => sum + item.text.trim().length, 0);
const right = (item: PositionedText): number => item.x + Math.max(0, item.width);

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Whether text at `item` sits on the line at `row`: the same baseline give or take a lowered glyph (the E of LaTeX),
 * or a smaller superscript ("1st") raised above it. A smaller line just below a big name is its own line.
 */
function onSameLine(row: { y: number; size: number }, item: { y: number; size: number }): boolean {
  const dy = Math.abs(row.y - item.y);
  if (dy <= 0.3 * Math.min(row.size, item.size)) return true;
  const [big, small] = row.size >= item.size ? [row, item] : [item, row];
  return small.size <= 0.8 * big.size && small.y > big.y && dy <= 0.5 * big.size;
}

/** Items grouped by baseline, top to bottom, each line's items left to right. */
function groupRows(items: readonly PositionedText[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    if (row && onSameLine(row, item)) {
      row.items.push(item);
      // The line's baseline is its main text's, not a superscript's that came first.
      if (item.size > row.size) [row.y, row.size] = [item.y, item.size];
    } else {
      rows.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  return rows;
}

/** A row's items left to right: a space where the gap is a word space, a tab where it is a wide gap. */
function rowText(row: Row): string {
  let text = "";
  let previous: PositionedText | null = null;
  let end = Number.NEGATIVE_INFINITY;
  for (const item of row.items) {
    // Some generators print a word twice, a hair apart, to fake bold.
    if (previous && item.text === previous.text && Math.abs(item.x - previous.x) < 0.2 * item.size) continue;
    if (previous) {
      const gap = item.x - end;
      const size = Math.min(item.size, previous.size);
      if (gap > 1.5 * size) text = `${text.trimEnd()}\t`;
      else if (gap > 0.15 * size && !/\s$/.test(text) && !/^\s/.test(item.text)) text += " ";
    }
    text += item.text;
    end = Math.max(end, right(item));
    previous = item;
  }
  return text.replace(/ {2,}/g, " ").trim();
}

/** One block of single-column text: its rows as lines, and a blank line at a paragraph-sized gap. */
function blockLines(items: readonly PositionedText[]): string[] {
  const rows = groupRows(items)
    .map((row) => ({ y: row.y, text: rowText(row) }))
    .filter((row) => row.text !== "");
  const gaps = rows.slice(1).map((row, i) => rows[i]!.y - row.y);
  const lineGap = median(gaps.filter((gap) => gap > 0));
  const lines: string[] = [];
  rows.forEach((row, i) => {
    if (i > 0 && lineGap > 0 && (gaps[i - 1] ?? 0) > 1.75 * lineGap) lines.push("");
    lines.push(row.text);
  });
  return lines;
}

/** A vertical strip few rows cross: `x` is where the fewest do, `start`–`end` the whole strip. */
interface Gutter {
  x: number;
  start: number;
  end: number;
}

/**
 * A row crosses the gutter if its text covers the gutter's line, or fills most of the strip: a centred name that starts
 * inside the strip spans both columns, while a column's line that pokes a little way into it does not.
 */
function crosses(row: Row, gutter: Gutter): boolean {
  let covered = 0;
  let reached = gutter.start;
  for (const item of row.items) {
    if (item.x < gutter.x - 0.5 && right(item) > gutter.x + 0.5) return true;
    const from = Math.max(item.x, reached);
    const to = Math.min(right(item), gutter.end);
    if (to > from) covered += to - from;
    reached = Math.max(reached, to);
  }
  return covered > 0.5 * (gutter.end - gutter.start);
}

/** The share of `side`'s rows that have a row of `other` on the same line (both lists top to bottom). */
function alignedShare(side: readonly Row[], other: readonly Row[]): number {
  let aligned = 0;
  for (const row of side) {
    // The first row of `other` at or below this one, by binary search; the same line is it or the one above.
    let low = 0;
    let high = other.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (other[middle]!.y > row.y) low = middle + 1;
      else high = middle;
    }
    const neighbours = [other[low - 1], other[low]];
    if (neighbours.some((candidate) => candidate !== undefined && onSameLine(candidate, row))) aligned++;
  }
  return side.length === 0 ? 0 : aligned / side.length;
}

interface Band {
  items: PositionedText[];
  columnar: boolean;
}

/** The region's rows cut into bands at rows that cross the gutter; each band judged as columns or not. */
function bandsAround(rows: readonly Row[], gutter: Gutter): Band[] {
  const { x } = gutter;
  const bands: Band[] = [];
  let current: Row[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const items = current.flatMap((row) => row.items);
    const left = items.filter((item) => item.x + Math.max(0, item.width) / 2 < x);
    const rightSide = items.filter((item) => item.x + Math.max(0, item.width) / 2 >= x);
    const chars = charCount(items);
    const leftRows = groupRows(left);
    const rightRows = groupRows(rightSide);
    const columnar =
      leftRows.length >= MIN_COLUMN_LINES &&
      rightRows.length >= MIN_COLUMN_LINES &&
      Math.min(charCount(left), charCount(rightSide)) >= MIN_COLUMN_SHARE * chars &&
      alignedShare(leftRows, rightRows) <= MAX_ALIGNED_SHARE &&
      alignedShare(rightRows, leftRows) <= MAX_ALIGNED_SHARE;
    bands.push({ items, columnar });
    current = [];
  };
  for (const row of rows) {
    if (crosses(row, gutter)) {
      flush();
      bands.push({ items: row.items, columnar: false });
    } else {
      current.push(row);
    }
  }
  flush();
  return bands;
}

/**
 * Candidate gutters: vertical strips, at least a word space wide, that few rows cross. Each is scored by the characters
 * in the column blocks it creates; the best wins if those blocks hold enough of the region's text.
 */
function findGutter(items: readonly PositionedText[]): Gutter | null {
  const rows = groupRows(items);
  if (rows.length < 2 * MIN_COLUMN_LINES) return null;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    minX = Math.min(minX, item.x);
    maxX = Math.max(maxX, right(item));
  }
  const step = Math.max(1, (maxX - minX) / 2000);
  const bins = Math.ceil((maxX - minX) / step) + 1;
  const delta = new Int32Array(bins + 1);
  for (const item of items) {
    const start = Math.ceil((item.x - minX) / step);
    const end = Math.floor((right(item) - minX) / step);
    if (end > start) {
      delta[start]! += 1;
      delta[end]! -= 1;
    }
  }
  const coverage = new Int32Array(bins);
  let running = 0;
  for (let i = 0; i < bins; i++) {
    running += delta[i]!;
    coverage[i] = running;
  }

  const maxCrossing = Math.max(1, Math.floor(rows.length * 0.15));
  const minWidth = Math.max(6, 0.6 * median(items.map((item) => item.size)));
  const total = charCount(items);
  let best: { gutter: Gutter; score: number } | null = null;
  for (let i = 1; i < bins - 1; ) {
    if (coverage[i]! > maxCrossing) {
      i++;
      continue;
    }
    let end = i;
    while (end < bins - 1 && coverage[end]! <= maxCrossing) end++;
    if ((end - i) * step >= minWidth && end < bins - 1) {
      // Within the strip, the widest stretch that the fewest rows cross.
      let low = Number.POSITIVE_INFINITY;
      for (let j = i; j < end; j++) low = Math.min(low, coverage[j]!);
      let bestStart = i;
      let bestLength = 0;
      for (let j = i; j < end; ) {
        if (coverage[j] !== low) {
          j++;
          continue;
        }
        let k = j;
        while (k < end && coverage[k] === low) k++;
        if (k - j > bestLength) [bestStart, bestLength] = [j, k - j];
        j = k;
      }
      const gutter = { x: minX + (bestStart + bestLength / 2) * step, start: minX + i * step, end: minX + end * step };
      const score = bandsAround(rows, gutter)
        .filter((band) => band.columnar)
        .reduce((sum, band) => sum + charCount(band.items), 0);
      if (score >= MIN_COLUMNAR_SHARE * total && (!best || score > best.score)) best = { gutter, score };
    }
    i = end;
  }
  return best?.gutter ?? null;
}

function readRegion(items: readonly PositionedText[], depth: number): PageReading {
  const gutter = depth < MAX_SPLIT_DEPTH ? findGutter(items) : null;
  if (gutter === null) return { lines: blockLines(items), columns: 1 };
  const lines: string[] = [];
  let columns = 1;
  // Full-width rows and bands that are not columns read as one block, in order, between the column blocks.
  let pending: PositionedText[] = [];
  const flushPending = () => {
    if (pending.length > 0) lines.push(...blockLines(pending), "");
    pending = [];
  };
  for (const band of bandsAround(groupRows(items), gutter)) {
    if (!band.columnar) {
      pending.push(...band.items);
      continue;
    }
    flushPending();
    const left = readRegion(
      band.items.filter((item) => item.x + Math.max(0, item.width) / 2 < gutter.x),
      depth + 1,
    );
    const rightSide = readRegion(
      band.items.filter((item) => item.x + Math.max(0, item.width) / 2 >= gutter.x),
      depth + 1,
    );
    lines.push(...left.lines, "", ...rightSide.lines, "");
    columns = Math.max(columns, left.columns + rightSide.columns);
  }
  flushPending();
  return { lines, columns };
}

/** Collapses blank lines to one and trims blank lines at both ends. */
export function tidyLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line === "" && (out.length === 0 || out.at(-1) === "")) continue;
    out.push(line);
  }
  while (out.at(-1) === "") out.pop();
  return out;
}

/** `columnAware: false` reads every line straight across the page, as a column-blind parser does (for comparisons). */
export function readPage(items: readonly PositionedText[], { columnAware = true } = {}): PageReading {
  const text = items.filter((item) => item.text.trim() !== "" && Number.isFinite(item.x) && Number.isFinite(item.y) && item.size > 0);
  if (text.length === 0) return { lines: [], columns: 1 };
  const reading = readRegion(text, columnAware ? 0 : MAX_SPLIT_DEPTH);
  return { lines: tidyLines(reading.lines), columns: reading.columns };
}

/** Prefixes that make compounds ("self-motivated", "real-time"): a line break after them keeps its hyphen. */
const COMPOUND_PREFIXES = new Set(
  "self non co cross well full part high low long short multi end real open third first second user state data client customer team cost time detail results goal mission fast hands cloud event web front back".split(
    " ",
  ),
);
/** Word endings that only ever continue a word: "develop-" + "ment", "oper-" + "ations". */
const SUFFIX_TAIL =
  /^(?:ment|tion|sion|ing|ity|ities|ness|ance|ence|able|ible|ably|ibly|ally|ated|ation|ative|ize|ise|izing|ising|ogy|ical|ous|ful|less|ship|ism|ist|ure)(?:s|es|ed|ly|al)?$/u;

/**
 * Joins words broken across lines by a hyphen. The document decides where it can: if it spells the word elsewhere whole
 * ("development"), the hyphen goes; if elsewhere hyphenated ("cloud-native"), it stays. Otherwise the hyphen goes only
 * before a plain suffix ("manage-" + "ment"), since generators other than LaTeX break lines at real hyphens only.
 * A soft hyphen always goes. The next line is joined onto the broken one.
 */
export function joinHyphenatedLines(lines: readonly string[]): string[] {
  const words = new Set(
    lines
      .join(" ")
      .toLowerCase()
      .match(/\p{L}+(?:-\p{L}+)*/gu) ?? [],
  );
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const head = previous?.match(/(\p{L}+)([-\u00AD\u2010])$/u);
    const tail = line.match(/^\p{Ll}\p{L}*/u)?.[0];
    if (previous === undefined || !head?.[1] || tail === undefined) {
      out.push(line);
      continue;
    }
    const fragment = head[1].toLowerCase();
    const whole = `${fragment}${tail}`;
    const hyphenated = `${fragment}-${tail}`;
    const dropHyphen =
      head[2] === "\u00AD" ||
      (words.has(whole) && !words.has(hyphenated)) ||
      (!words.has(hyphenated) && !COMPOUND_PREFIXES.has(fragment) && SUFFIX_TAIL.test(tail));
    out[out.length - 1] = `${previous.slice(0, -1)}${dropHyphen ? "" : "-"}${line}`;
  }
  return out;
}
