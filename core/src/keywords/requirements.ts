/** Years of experience and education level: what a posting asks for, and what a resume shows. */

export type EducationLevel = "high-school" | "associate" | "bachelor" | "master" | "doctorate";

export const EDUCATION_RANK: Record<EducationLevel, number> = {
  "high-school": 0,
  associate: 1,
  bachelor: 2,
  master: 3,
  doctorate: 4,
};

export const EDUCATION_LABEL: Record<EducationLevel, string> = {
  "high-school": "a high school diploma",
  associate: "an associate degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: "a doctorate",
};

// Abbreviations end in a full stop ("B.S."), after which \b finds no word boundary: (?![\w]) closes every pattern.
const EDUCATION_PATTERNS: ReadonlyArray<readonly [RegExp, EducationLevel]> = [
  [
    /(?<![\w.])(ph\.? ?d\.?|doctorate|doctoral degree|doctor of (philosophy|education|nursing practice)|ed\.d\.?|d\.n\.p\.?|dnp|j\.d\.?|juris doctor)(?![\w])/i,
    "doctorate",
  ],
  [
    /(?<![\w.])(master'?s|masters|master of|m\.f\.a\.?|mfa|m\.s\.|m\.sc\.?|msc|m\.a\.|mba|m\.b\.a\.|m\.eng\.?|m\.ed\.?|msn|mph|graduate degree|ms (in|degree|or|\/)|ma (in|degree)|ms\/phd)(?![\w])/i,
    "master",
  ],
  [
    /(?<![\w.])(bachelor'?s|bachelors|bachelor of|b\.f\.a\.?|bfa|b\.s\.|b\.sc\.?|b\.a\.|bsc|bsn|b\.eng\.?|b\.b\.a\.?|bba|four[- ]year degree|4[- ]year degree|undergraduate degree|college degree|university degree|(bs|ba) (in|degree|or)|bs\/ba|ba\/bs|bs\/bsn)(?![\w])/i,
    "bachelor",
  ],
  [
    /(?<![\w.])(associate'?s degree|associate degree|associates degree|associate of (arts|science|applied science)|a\.a\.s?\.|adn|two[- ]year degree)(?![\w])/i,
    "associate",
  ],
  [/(?<![\w.])(high school diploma|high school|ged)(?![\w])/i, "high-school"],
];

/** Every education level a text names, lowest first. */
export function educationLevelsIn(text: string): EducationLevel[] {
  const found = EDUCATION_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);
  return found.sort((a, b) => EDUCATION_RANK[a] - EDUCATION_RANK[b]);
}

// "5+ years", "3-5 years", "at least 2 years": the years a posting asks for. Not "years ago" or "years old".
const YEARS = /\b(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|to|–)\s*\d{1,2}\s*)?(?:\+\s*)?years?\b(?!\s+(?:ago|old)\b)/gi;

/** The fewest years of experience the text asks for ("3-5 years of experience" asks for 3), or null. */
export function requiredYearsIn(text: string): number | null {
  let fewest: number | null = null;
  for (const match of text.matchAll(YEARS)) {
    const years = Number(match[1]);
    if (years > 0 && years <= 30 && (fewest === null || years < fewest)) fewest = years;
  }
  return fewest;
}
