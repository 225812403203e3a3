/**
 * The evaluation: the engine against a TF-IDF cosine baseline on the team's labelled set (eval/set), reported
 * separately for the dev part (tuned on) and the test part (kept aside). When ../shared/data is present it also
 * reports span recall on the SkillSpan dev split and the Green et al. test set.
 *
 *   pnpm eval            tables in Markdown
 *   pnpm eval --json     the same figures as JSON
 *   pnpm eval --dev      the dev part only: what to look at while tuning, so the kept-aside figures are read once, at the end
 *   pnpm eval --dev --only a,b,c
 *                        those dev postings only: a blind reading of new postings before tuning on them
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getTaxonomy, prepareJob, scoreResume } from "../core/src/index.ts";
import { scanSkills } from "../core/src/taxonomy/scan.ts";
import { stemWord } from "../core/src/text/stem.ts";
import { termKeys, tokenize } from "../core/src/text/tokens.ts";
import { identityOf as identity, labelIdentities } from "./identity.ts";
import { cosine, grainMatches, prf, spearman, TfIdf, words } from "./metrics.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const setDir = join(root, "eval", "set");
const sharedData = join(root, "..", "shared", "data");
const asOf = new Date("2026-11-01T00:00:00Z");
const LABELS = ["strong", "partial", "weak"] as const;
type Label = (typeof LABELS)[number];

interface Posting {
  id: string;
  profession: string;
  split: "dev" | "test";
  company: string;
  title: string;
  description: string;
  gold: { hard: string[]; soft: string[] };
  resumes: Record<Label, string>;
}

function loadSet(): Posting[] {
  return readdirSync(setDir)
    .filter((id) => existsSync(join(setDir, id, "meta.json")))
    .sort()
    .map((id) => {
      const meta = JSON.parse(readFileSync(join(setDir, id, "meta.json"), "utf8")) as Omit<Posting, "description" | "resumes">;
      const read = (name: string) => readFileSync(join(setDir, id, name), "utf8");
      return {
        ...meta,
        description: read("job.txt"),
        resumes: { strong: read("strong.txt"), partial: read("partial.txt"), weak: read("weak.txt") },
      };
    });
}

const taxonomy = getTaxonomy();
/** Does the gold keyword's text (or another word form of it) literally occur in the resume? No taxonomy involved. */
function literallyPresent(keyword: string, resume: string): boolean {
  const wanted = termKeys(keyword).map(stemWord);
  const tokens = tokenize(resume).map((t) => t.stem);
  outer: for (let i = 0; i + wanted.length <= tokens.length; i++) {
    for (let k = 0; k < wanted.length; k++) if (tokens[i + k] !== wanted[k]) continue outer;
    return true;
  }
  return false;
}

interface SplitFigures {
  postings: number;
  engine: {
    hard: ReturnType<typeof prf>;
    /** Hard keywords counting a keyword that names a gold label at another grain as found (not a target; a diagnosis). */
    hardAnyGrain: ReturnType<typeof prf>;
    soft: ReturnType<typeof prf>;
    ranking: number;
    meanOverall: Record<Label, number>;
    spearman: number;
  };
  baseline: {
    all: ReturnType<typeof prf>;
    hardRecall: number;
    softRecall: number;
    ranking: number;
    meanOverall: Record<Label, number>;
    spearman: number;
  };
}

/** A text's content words, stemmed: how the baseline and the grain row compare words. */
const stemmedWords = (text: string) => words(text).map(stemWord);

function evaluate(postings: readonly Posting[], tfidf: TfIdf): SplitFigures {
  const count = { hard: [0, 0, 0], soft: [0, 0, 0] };
  let hardAtOtherGrain = 0;
  const baselineCount = { tp: 0, predicted: 0, gold: 0, hardHit: 0, softHit: 0, hardGold: 0, softGold: 0 };
  let rankingCorrect = 0;
  let rankingTotal = 0;
  let baselineRankingCorrect = 0;
  const overall: Record<Label, number[]> = { strong: [], partial: [], weak: [] };
  const baselineOverall: Record<Label, number[]> = { strong: [], partial: [], weak: [] };
  const hardScores: number[] = [];
  const baselineScores: number[] = [];
  const goldCoverage: number[] = [];

  for (const posting of postings) {
    const job = prepareJob({ title: posting.title, company: posting.company, description: posting.description });
    for (const kind of ["hard", "soft"] as const) {
      const keywords = job.keywords.filter((k) => k.kind === kind);
      const keywordIdentities = keywords.map((k) => identity(k.entry ? k.entry.name : k.text));
      const predicted = new Set(keywordIdentities);
      const goldIdentities = labelIdentities(posting.gold[kind]);
      const gold = new Set(goldIdentities);
      const truePositives = [...gold].filter((g) => predicted.has(g)).length;
      if (kind === "hard") {
        const extra = keywords
          .filter((_, i) => !gold.has(keywordIdentities[i]!))
          .map((k) => [stemmedWords(k.text), ...(k.entry ? [stemmedWords(k.entry.name)] : [])]);
        const missed = posting.gold.hard.filter((_, i) => !predicted.has(goldIdentities[i]!)).map((label) => [stemmedWords(label)]);
        hardAtOtherGrain += grainMatches(extra, missed);
      }
      count[kind][0]! += truePositives;
      count[kind][1]! += predicted.size;
      count[kind][2]! += gold.size;
    }

    // Baseline keywords: the posting's top TF-IDF terms, as many as the gold has.
    const allGold = [...posting.gold.hard, ...posting.gold.soft];
    const top = tfidf.topTerms(posting.description, allGold.length);
    const topSet = new Set(top.map((t) => t.split(" ").map(stemWord).join(" ")));
    const hit = (g: string) => topSet.has(stemmedWords(g).join(" "));
    baselineCount.predicted += top.length;
    baselineCount.gold += allGold.length;
    baselineCount.tp += allGold.filter(hit).length;
    baselineCount.hardGold += posting.gold.hard.length;
    baselineCount.softGold += posting.gold.soft.length;
    baselineCount.hardHit += posting.gold.hard.filter(hit).length;
    baselineCount.softHit += posting.gold.soft.filter(hit).length;

    const postingVector = tfidf.vector(`${posting.title}\n${posting.description}`);
    const engineScore: Partial<Record<Label, number>> = {};
    const baselineScore: Partial<Record<Label, number>> = {};
    for (const label of LABELS) {
      const resume = posting.resumes[label];
      const analysis = scoreResume(job, resume, { asOf });
      engineScore[label] = analysis.result.overallScore;
      overall[label].push(analysis.result.overallScore);
      hardScores.push(analysis.result.hardSkillsScore);
      const similarity = Math.round(100 * cosine(postingVector, tfidf.vector(resume)));
      baselineScore[label] = similarity;
      baselineOverall[label].push(similarity);
      baselineScores.push(similarity);
      goldCoverage.push(posting.gold.hard.filter((g) => literallyPresent(g, resume)).length / Math.max(1, posting.gold.hard.length));
    }
    for (const [better, worse] of [
      ["strong", "partial"],
      ["partial", "weak"],
      ["strong", "weak"],
    ] as const) {
      rankingTotal++;
      if (engineScore[better]! > engineScore[worse]!) rankingCorrect++;
      if (baselineScore[better]! > baselineScore[worse]!) baselineRankingCorrect++;
    }
  }
  const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
  const means = (by: Record<Label, number[]>) => ({ strong: mean(by.strong), partial: mean(by.partial), weak: mean(by.weak) });
  return {
    postings: postings.length,
    engine: {
      hard: prf(count.hard[0]!, count.hard[1]!, count.hard[2]!),
      hardAnyGrain: prf(count.hard[0]! + hardAtOtherGrain, count.hard[1]!, count.hard[2]!),
      soft: prf(count.soft[0]!, count.soft[1]!, count.soft[2]!),
      ranking: rankingCorrect / Math.max(1, rankingTotal),
      meanOverall: means(overall),
      spearman: spearman(hardScores, goldCoverage),
    },
    baseline: {
      all: prf(baselineCount.tp, baselineCount.predicted, baselineCount.gold),
      hardRecall: baselineCount.hardHit / Math.max(1, baselineCount.hardGold),
      softRecall: baselineCount.softHit / Math.max(1, baselineCount.softGold),
      ranking: baselineRankingCorrect / Math.max(1, rankingTotal),
      meanOverall: means(baselineOverall),
      spearman: spearman(baselineScores, goldCoverage),
    },
  };
}

/** Recall of labelled skill spans: a span counts as found when an engine mention overlaps it. */
function spanRecall(sentences: ReadonlyArray<{ tokens: string[]; spans: Array<[number, number]> }>): { spans: number; found: number } {
  let spans = 0;
  let found = 0;
  for (const sentence of sentences) {
    if (sentence.spans.length === 0) continue;
    const offsets: number[] = [];
    let text = "";
    for (const token of sentence.tokens) {
      offsets.push(text.length);
      text += `${token} `;
    }
    const mentions = scanSkills(tokenize(text), text, taxonomy);
    for (const [first, last] of sentence.spans) {
      spans++;
      const start = offsets[first]!;
      const end = offsets[last]! + sentence.tokens[last]!.length;
      if (mentions.some((m) => m.start < end && m.end > start)) found++;
    }
  }
  return { spans, found };
}

function bioSpans(tags: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = -1;
  tags.forEach((tag, index) => {
    if (tag.startsWith("B-") || (tag.startsWith("I-") && start < 0)) {
      if (start >= 0) spans.push([start, index - 1]);
      start = index;
    } else if (!tag.startsWith("I-")) {
      if (start >= 0) spans.push([start, index - 1]);
      start = -1;
    }
  });
  if (start >= 0) spans.push([start, tags.length - 1]);
  return spans;
}

function readSkillSpan(): Array<{ tokens: string[]; spans: Array<[number, number]> }> {
  const sentences: Array<{ tokens: string[]; spans: Array<[number, number]> }> = [];
  for (const file of ["skillspan_house_dev.conll", "skillspan_tech_dev.conll"]) {
    const path = join(sharedData, "skills", "skillspan", file);
    for (const block of readFileSync(path, "utf8").split(/\n\s*\n/)) {
      const rows = block
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => line.split("\t"));
      if (rows.length === 0) continue;
      const tokens = rows.map((r) => r[0] ?? "");
      const spans = [...bioSpans(rows.map((r) => r[1] ?? "O")), ...bioSpans(rows.map((r) => r[2] ?? "O"))];
      sentences.push({ tokens, spans });
    }
  }
  return sentences;
}

function readGreen(): Array<{ tokens: string[]; spans: Array<[number, number]> }> {
  const path = join(sharedData, "skills", "green-2022", "preprocessed_data", "df_testset.csv");
  const bySentence = new Map<string, Array<[string, string]>>();
  for (const line of readFileSync(path, "utf8").split("\n").slice(1)) {
    const match = line.match(/^(\d+),(".*"|[^,]*),[^,]*,(\S+)$/);
    if (!match) continue;
    const word = match[2]!.startsWith('"') ? match[2]!.slice(1, -1).replace(/""/g, '"') : match[2]!;
    const list = bySentence.get(match[1]!) ?? [];
    list.push([word, match[3]!]);
    bySentence.set(match[1]!, list);
  }
  return [...bySentence.values()].map((rows) => ({
    tokens: rows.map(([word]) => word),
    spans: bioSpans(rows.map(([, tag]) => (tag.endsWith("-Skill") ? tag : "O"))),
  }));
}

const percent = (x: number) => `${(100 * x).toFixed(1)}%`;
const fixed = (x: number) => (Number.isNaN(x) ? "n/a" : x.toFixed(3));

function table(name: string, figures: SplitFigures): string {
  const e = figures.engine;
  const b = figures.baseline;
  return [
    `### ${name} (${figures.postings} postings, ${figures.postings * 3} resumes)`,
    "",
    "| measure | engine | TF-IDF baseline |",
    "|---|---|---|",
    `| hard-skill precision / recall / F1 | ${fixed(e.hard.precision)} / ${fixed(e.hard.recall)} / ${fixed(e.hard.f1)} | recall ${fixed(b.hardRecall)} |`,
    `| hard, a keyword at another grain counted ("Linux administration" for "Linux") | ${fixed(e.hardAnyGrain.precision)} / ${fixed(e.hardAnyGrain.recall)} / ${fixed(e.hardAnyGrain.f1)} | — |`,
    `| soft-skill precision / recall / F1 | ${fixed(e.soft.precision)} / ${fixed(e.soft.recall)} / ${fixed(e.soft.f1)} | recall ${fixed(b.softRecall)} |`,
    `| all keywords precision / recall / F1 | — | ${fixed(b.all.precision)} / ${fixed(b.all.recall)} / ${fixed(b.all.f1)} (top-n terms, n = gold size) |`,
    `| ranking accuracy (strong > partial > weak, pairs) | ${percent(e.ranking)} | ${percent(b.ranking)} |`,
    `| mean overall: strong / partial / weak | ${e.meanOverall.strong.toFixed(1)} / ${e.meanOverall.partial.toFixed(1)} / ${e.meanOverall.weak.toFixed(1)} | ${b.meanOverall.strong.toFixed(1)} / ${b.meanOverall.partial.toFixed(1)} / ${b.meanOverall.weak.toFixed(1)} (cosine x 100) |`,
    `| Spearman: hard-skills score vs gold coverage | ${fixed(e.spearman)} | ${fixed(b.spearman)} (cosine) |`,
    "",
  ].join("\n");
}

function main(): void {
  const postings = loadSet();
  if (postings.length === 0) {
    console.error(`eval: no postings under ${setDir}`);
    process.exitCode = 1;
    return;
  }
  const tfidf = new TfIdf(postings.flatMap((p) => [p.description, ...LABELS.map((l) => p.resumes[l])]));
  const onlyIndex = process.argv.indexOf("--only");
  const only = onlyIndex < 0 ? null : new Set((process.argv[onlyIndex + 1] ?? "").split(",").filter(Boolean));
  if (only) {
    const unknown = [...only].filter((id) => !postings.some((p) => p.id === id && p.split === "dev"));
    if (unknown.length > 0 || only.size === 0) {
      console.error(`eval: --only takes dev posting ids; not dev postings: ${unknown.join(", ") || "(none given)"}`);
      process.exitCode = 1;
      return;
    }
  }
  const dev = evaluate(
    postings.filter((p) => p.split === "dev" && (!only || only.has(p.id))),
    tfidf,
  );
  const devOnly = process.argv.includes("--dev") || only !== null;
  const test = devOnly
    ? null
    : evaluate(
        postings.filter((p) => p.split === "test"),
        tfidf,
      );
  const professions = new Set(postings.map((p) => p.profession)).size;

  let external: { skillspan?: { spans: number; found: number }; green?: { spans: number; found: number } } | string;
  if (existsSync(sharedData)) {
    external = { skillspan: spanRecall(readSkillSpan()), green: spanRecall(readGreen()) };
  } else {
    external = `../shared/data is not present: SkillSpan and Green et al. recall not measured.`;
  }

  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ postings: postings.length, professions, dev, test, external }, null, 2));
    return;
  }
  console.log(`## JobFit evaluation: ${postings.length} postings, ${professions} professions, ${postings.length * 3} resumes\n`);
  if (test) console.log(table("Kept-aside test part (never tuned on)", test));
  console.log(table(only ? `Dev postings ${[...only].join(", ")}` : "Dev part (tuned on)", dev));
  if (typeof external === "string") console.log(external);
  else {
    console.log("### Skill-span recall on public data (a span counts when an engine mention overlaps it)\n");
    console.log("| set | spans | found | recall |\n|---|---|---|---|");
    for (const [name, figures] of Object.entries(external)) {
      if (figures)
        console.log(
          `| ${name === "skillspan" ? "SkillSpan dev (SKILL + KNOWLEDGE)" : "Green et al. 2022 test (Skill)"} | ${figures.spans} | ${figures.found} | ${percent(figures.found / Math.max(1, figures.spans))} |`,
        );
    }
  }
}

main();
