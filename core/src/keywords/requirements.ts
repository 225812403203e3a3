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

const EDUCATION_PATTERNS: ReadonlyArray<readonly [RegExp, EducationLevel]> = [
  [/\b(ph\.? ?d\.?|doctorate|doctoral degree|doctor of (philosophy|education)|ed\.d\.?|d\.n\.p\.?)\b/i, "doctorate"],
  [/\b(master'?s|masters|m\.s\.|m\.sc\.?|m\.a\.|mba|m\.b\.a\.|m\.eng\.?|m\.ed\.?|msn|graduate degree|ms in|ms degree|ma in)\b/i, "master"],
  [
    /\b(bachelor'?s|bachelors|b\.s\.|b\.sc\.?|b\.a\.|bsc|bsn|b\.eng\.?|four[- ]year degree|4[- ]year degree|undergraduate degree|college degree|university degree|bs in|ba in|bs degree|ba degree|bs\/ba|ba\/bs)\b/i,
    "bachelor",
  ],
  [/\b(associate'?s degree|associate degree|associates degree|a\.a\.s?\.|adn|two[- ]year degree)\b/i, "associate"],
  [/\b(high school diploma|high school|ged)\b/i, "high-school"],
];

/** Every education level a text names, lowest first. */
export function educationLevelsIn(text: string): EducationLevel[] {
  const found = EDUCATION_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, level]) => level);
  return found.sort((a, b) => EDUCATION_RANK[a] - EDUCATION_RANK[b]);
}

const YEARS =
  /\b(\d{1,2})\s*(?:\+|plus)?\s*(?:(?:-|to|–)\s*\d{1,2}\s*)?(?:\+\s*)?years?\b(?:(?!\n).){0,60}?\b(experience|work|working|background|in (?:a|an|the)\b|of\b)/gi;

/** The fewest years of experience the text asks for ("3-5 years of experience" asks for 3), or null. */
export function requiredYearsIn(text: string): number | null {
  let fewest: number | null = null;
  for (const match of text.matchAll(YEARS)) {
    const years = Number(match[1]);
    if (years > 0 && years <= 30 && (fewest === null || years < fewest)) fewest = years;
  }
  return fewest;
}
