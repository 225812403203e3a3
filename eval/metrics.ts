/** Metrics for the evaluation: set precision/recall/F1, Spearman's rank correlation, and a TF-IDF baseline. */

export interface PRF {
  precision: number;
  recall: number;
  f1: number;
  truePositives: number;
  predicted: number;
  gold: number;
}

export function prf(truePositives: number, predicted: number, gold: number): PRF {
  const precision = predicted === 0 ? 0 : truePositives / predicted;
  const recall = gold === 0 ? 0 : truePositives / gold;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, truePositives, predicted, gold };
}

/** Average ranks (ties share the mean rank). */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length).fill(0);
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) result[order[k]!.index] = rank;
    i = j + 1;
  }
  return result;
}

export function spearman(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length < 2) return Number.NaN;
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i]! - ma) * (rb[i]! - mb);
    da += (ra[i]! - ma) ** 2;
    db += (rb[i]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? Number.NaN : num / Math.sqrt(da * db);
}

const STOPWORDS = new Set(
  `a an and are as at be by for from has have in is it its of on or our that the this to was we were will with you your
  their they them he she his her i me my us who what which when where how all any can may must should would could not
  no so if but also than then there these those such into about over more most other some each per via etc`.split(/\s+/),
);

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9+#.]*[a-z0-9+#]|[a-z0-9]/g) ?? []).filter((w) => !STOPWORDS.has(w));
}

/** Unigrams and bigrams of content words. */
export function terms(text: string): string[] {
  const ws = words(text);
  const out = [...ws];
  for (let i = 0; i + 1 < ws.length; i++) out.push(`${ws[i]} ${ws[i + 1]}`);
  return out;
}

export class TfIdf {
  private readonly documentFrequency = new Map<string, number>();
  private readonly documents: number;

  constructor(corpus: readonly string[]) {
    this.documents = corpus.length;
    for (const document of corpus) {
      for (const term of new Set(terms(document))) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  vector(text: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const term of terms(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
    const vector = new Map<string, number>();
    for (const [term, count] of counts) {
      const idf = Math.log((1 + this.documents) / (1 + (this.documentFrequency.get(term) ?? 0))) + 1;
      vector.set(term, (1 + Math.log(count)) * idf);
    }
    return vector;
  }

  /** The top n terms of a text by TF-IDF weight (ties broken alphabetically, so runs agree). */
  topTerms(text: string, n: number): string[] {
    return [...this.vector(text)]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, n)
      .map(([term]) => term);
  }
}

export function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, value] of a) {
    na += value * value;
    const other = b.get(term);
    if (other !== undefined) dot += value * other;
  }
  for (const value of b.values()) nb += value * value;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/**
 * How many of the keywords left unmatched name a gold label left unmatched at another grain: one's words run inside
 * the other's ("Linux administration" for "Linux", "Sysmex XN" for "Sysmex XN-series"). Each side is a list of word
 * sequences (a keyword's spellings); each keyword and each label is used once. Reported beside the strict figures, so
 * a reader can tell a wrong keyword from a right one named at another grain.
 */
export function grainMatches(keywords: readonly (readonly string[][])[], labels: readonly (readonly string[][])[]): number {
  const inside = (short: readonly string[], long: readonly string[]) =>
    short.length > 0 && short.length <= long.length && long.some((_, at) => short.every((word, k) => long[at + k] === word));
  const used = new Set<number>();
  let matched = 0;
  for (const spellings of keywords) {
    const index = labels.findIndex((label, i) => !used.has(i) && spellings.some((a) => label.some((b) => inside(a, b) || inside(b, a))));
    if (index < 0) continue;
    used.add(index);
    matched++;
  }
  return matched;
}
