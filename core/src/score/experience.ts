/** Years of experience a resume shows: its role date ranges, overlaps merged; else a stated "N years of experience". */
import { type ResumeProfile, sectionText } from "../match/resume.ts";

const MONTHS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
  january: 0,
  february: 1,
  march: 2,
  april: 3,
  june: 5,
  july: 6,
  august: 7,
  september: 8,
  october: 9,
  november: 10,
  december: 11,
};

const MONTH_NAME =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const POINT = `(?:${MONTH_NAME}\\s+\\d{4}|\\d{1,2}/\\d{4}|\\d{4})`;
const END_POINT = `(?:${POINT}|present|current|now|today)`;
export const DATE_RANGE = new RegExp(`(${POINT})\\s*(?:-|to|until|–|—)\\s*(${END_POINT})`, "gi");

export type DateStyle = "month-name" | "numeric" | "year";

function parsePoint(point: string, asOf: Date): { month: number; style: DateStyle } | null {
  const text = point.toLowerCase().replace(/\./g, "").trim();
  if (/^(present|current|now|today)$/.test(text)) return { month: asOf.getUTCFullYear() * 12 + asOf.getUTCMonth(), style: "year" };
  const named = text.match(/^([a-z]+)\s+(\d{4})$/);
  if (named) {
    const month = MONTHS[named[1]!];
    return month === undefined ? null : { month: Number(named[2]) * 12 + month, style: "month-name" };
  }
  const numeric = text.match(/^(\d{1,2})\/(\d{4})$/);
  if (numeric) {
    const month = Number(numeric[1]) - 1;
    return month < 0 || month > 11 ? null : { month: Number(numeric[2]) * 12 + month, style: "numeric" };
  }
  const year = text.match(/^(\d{4})$/);
  return year ? { month: Number(year[1]) * 12, style: "year" } : null;
}

export interface DateRange {
  from: number;
  to: number;
  style: DateStyle;
  text: string;
}

/** Date ranges ("Jan 2020 - Present", "03/2018 – 06/2021", "2016 - 2019") with months since year 0. */
export function findDateRanges(text: string, asOf: Date): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of text.matchAll(DATE_RANGE)) {
    const from = parsePoint(match[1]!, asOf);
    const to = parsePoint(match[2]!, asOf);
    if (!from || !to || to.month < from.month) continue;
    const years = (to.month - from.month) / 12;
    if (years > 50 || from.month / 12 < 1950) continue;
    ranges.push({
      from: from.month,
      to: to.month === from.month && from.style === "year" ? to.month + 12 : to.month,
      style: from.style,
      text: match[0],
    });
  }
  return ranges;
}

/** Total years covered by the ranges, overlaps counted once. */
export function yearsCovered(ranges: readonly DateRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  let months = 0;
  let currentFrom = -1;
  let currentTo = -1;
  for (const range of sorted) {
    if (range.from > currentTo) {
      if (currentTo > currentFrom) months += currentTo - currentFrom;
      currentFrom = range.from;
      currentTo = range.to;
    } else currentTo = Math.max(currentTo, range.to);
  }
  if (currentTo > currentFrom) months += currentTo - currentFrom;
  return Math.round((months / 12) * 10) / 10;
}

const STATED_YEARS = /\b(\d{1,2})\+?\s*(?:years?|yrs?)(?:'|’)?\s*(?:of\s+)?(?:[a-z-]+\s+){0,3}experience\b/i;

/** The roles' date ranges: from the Experience section, or the whole resume when it has none. */
export function roleDateRanges(resume: ResumeProfile, asOf: Date): DateRange[] {
  return findDateRanges(sectionText(resume, "experience") || resume.text, asOf);
}

/** Years from the roles' date ranges, or from a stated "N years of experience" when the resume gives no dates. */
export function resumeYears(ranges: readonly DateRange[], wholeText: string): number {
  const covered = yearsCovered(ranges);
  if (covered > 0) return covered;
  const stated = wholeText.match(STATED_YEARS);
  return stated ? Number(stated[1]) : 0;
}
