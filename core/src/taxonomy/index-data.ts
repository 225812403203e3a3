import businessHealth from "./hard/business-health.ts";
import industry from "./hard/industry.ts";
import practiceBusiness from "./hard/practice-business.ts";
import practiceHealthEducation from "./hard/practice-health-education.ts";
import practiceTechIndustry from "./hard/practice-tech-industry.ts";
import technology from "./hard/technology.ts";
import type { SkillKind } from "./parse.ts";
import softSkills from "./soft/soft-skills.ts";

/** Every taxonomy file, with the kind of skill it lists. Add a new file here. */
export const taxonomySources: ReadonlyArray<{ source: string; kind: SkillKind; text: string }> = [
  { source: "hard/technology.ts", kind: "hard", text: technology },
  { source: "hard/business-health.ts", kind: "hard", text: businessHealth },
  { source: "hard/industry.ts", kind: "hard", text: industry },
  { source: "hard/practice-business.ts", kind: "hard", text: practiceBusiness },
  { source: "hard/practice-health-education.ts", kind: "hard", text: practiceHealthEducation },
  { source: "hard/practice-tech-industry.ts", kind: "hard", text: practiceTechIndustry },
  { source: "soft/soft-skills.ts", kind: "soft", text: softSkills },
];
