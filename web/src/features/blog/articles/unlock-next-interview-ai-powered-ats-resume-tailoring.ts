import type { BlogArticle } from "./blog-article.ts";

export const unlockNextInterviewArticle: BlogArticle = {
  title: "Unlock Your Next Interview with AI-Powered ATS Resume Tailoring",
  description:
    "How match scores work, a twenty-minute workflow for tailoring your resume to each posting, and where AI helps and where your judgment has to stay in charge.",
  slug: "unlock-next-interview-ai-powered-ats-resume-tailoring",
  date: "2025-01-10",
  readTime: 10,
  tags: ["AI", "ATS", "Resume Tailoring", "Interviews"],
  excerpt:
    "Tailoring your resume to each job is the most reliable way to get more interviews, and also the most tedious. Here is how to use a match score and AI rewriting to do it faster without giving up honesty.",
  sections: [
    {
      heading: "Why one resume for every job stops working",
      blocks: [
        {
          kind: "paragraph",
          text: "Most job seekers write one resume and send it everywhere. It feels efficient, but it works against the way hiring now runs. When you apply online, an applicant tracking system stores your resume as searchable text, and recruiters look for candidates using the skills, tools and titles named in the job posting. A resume that describes your experience in general terms may be a perfectly good document and still fail to appear when someone searches for exactly what the role needs.",
        },
        {
          kind: "paragraph",
          text: "Tailoring fixes this, and it also helps with the human reader: a recruiter who sees the job's priorities reflected in your first few bullets understands your fit at a glance. The catch is time. Doing it well by hand can take an hour per application. Used carefully, AI tools can take over the mechanical part, finding the gaps and tightening the wording, so your time goes into the decisions only you can make.",
        },
      ],
    },
    {
      heading: "What tailoring is, and what it is not",
      blocks: [
        {
          kind: "paragraph",
          text: "Tailoring means choosing which true things to put first and describing them in the employer's vocabulary. If a posting stresses vendor negotiation and your last role included it, that bullet moves up and uses the posting's phrase. If the posting asks for PostgreSQL and you wrote “SQL databases”, you name the database you actually used.",
        },
        {
          kind: "paragraph",
          text: "Here is a typical example. A customer success manager applying for a role centered on renewals might move “Renewed 92 percent of a $3M book of accounts” from the fourth bullet to the first, and change a vague “client relationships” entry in the skills list to the posting's “account management”, which describes the same work in the employer's words.",
        },
        {
          kind: "paragraph",
          text: "Tailoring never means adding experience you do not have. Apart from the ethics, it does not work: anything on your resume can become an interview question, and a skill you cannot discuss costs you more than leaving it out. A good tailoring process, and any AI tool you trust with it, should make your real experience easier to find, never invent new experience.",
        },
      ],
    },
    {
      heading: "How a match score is worked out",
      blocks: [
        {
          kind: "paragraph",
          text: "Match scores look like magic, but the leading resume checkers follow broadly similar logic. Knowing it helps you read a score sensibly instead of chasing a number.",
        },
        {
          kind: "list",
          items: [
            "Keywords come from the posting. A checker extracts hard skills such as tools, technologies, methods and certifications, soft skills such as communication or leadership, the job title and any education requirement.",
            "Not every keyword counts equally. Hard skills usually weigh more than soft skills, and required qualifications more than preferred ones. Some tools deliberately limit how much raw keyword count can add, to discourage stuffing.",
            "Variants should count. Better checkers group related forms, so “communicate” and “communication” are recognized together, and give partial credit for a close synonym instead of treating it as missing.",
            "Boilerplate should not count. Benefits, the company blurb and equal-opportunity statements are not requirements, and a sound checker ignores them.",
          ],
        },
        {
          kind: "paragraph",
          text: "Checkers also have known weak spots. Some miss synonyms, reporting “ReactJS” as missing when your resume says “React.js”. Some match one-letter skill names such as “C” or “R” almost everywhere. Some give a different score for the same resume from one run to the next. When a result looks odd, check what it actually found before rewriting anything.",
        },
        {
          kind: "paragraph",
          text: "JobFit follows these principles. It weighs required skills above preferred ones and gives extra weight to terms that appear in the job title. It marks each keyword as a full match, a partial match or missing, and it ignores benefits and legal text. The same resume and posting always produce the same score. Formatting is scored separately, from ATS checks such as contact details, standard section headings, date consistency and length.",
        },
      ],
    },
    {
      heading: "A twenty-minute tailoring workflow",
      blocks: [
        {
          kind: "paragraph",
          text: "The following routine works whichever tools you use. The first step you do once; the rest you repeat for each application you care about.",
        },
        {
          kind: "list",
          items: [
            "Keep a master resume. Maintain one longer document with every role, project, metric and skill you might ever want to mention. Tailored versions are cut from it, so you are selecting rather than inventing.",
            "Give the tool the whole posting. Paste the complete job description along with the company name and job title. A partial posting produces a partial keyword list.",
            "Read the missing keywords first. They tell you more than the headline score does.",
            "Sort each missing keyword into one of three groups. You have the skill but the resume does not say so: add it where you used it. You have something close: use the posting's term only if it accurately describes what you did. You do not have it: leave it out, and if you are actively learning it, say so honestly in your cover letter.",
            "Work through the suggestions by priority. In JobFit each suggestion shows its estimated effect on the overall score as a plus figure, calculated by re-scoring the resume as if the change were made, so start with the largest.",
            "Let AI polish the wording, then review every line. More on this below.",
            "Rescan and stop at good enough. Popular resume checkers commonly suggest aiming for about 80 percent. Covering the required skills and reading naturally matters more than the last few points.",
            "Save the version with the company's name in the file name so you know exactly what you sent before an interview.",
          ],
        },
      ],
    },
    {
      heading: "Where AI helps, and where you stay in charge",
      blocks: [
        {
          kind: "paragraph",
          text: "AI rewriting is good at the tedious, mechanical edits that make a resume read better to both software and people:",
        },
        {
          kind: "list",
          items: [
            "replacing weak openers such as “Responsible for” and “Helped with” with specific action verbs;",
            "removing first-person pronouns and passive constructions;",
            "making bullet styles and tense consistent;",
            "surfacing skills your experience already demonstrates but never names;",
            "tightening long bullets without losing their facts.",
          ],
        },
        {
          kind: "paragraph",
          text: "It is poor at the things that make a resume yours. It does not know your real results, it cannot verify a claim and, if it is not constrained, a general-purpose chatbot can produce confident sentences about achievements that never happened. It also tends toward the same polished, generic phrasing, which recruiters who read hundreds of resumes learn to recognize.",
        },
        {
          kind: "paragraph",
          text: "That is why JobFit's AI optimizer works on the resume you provide and is designed not to add experience, and why it shows you the result for review before anything changes. You can edit the optimized text, then choose Accept & Rescan to replace your resume and score it again, or Cancel to keep your original. Read every line as if the interviewer will ask about it, because they might. If a sentence overstates what you did, change it back.",
        },
      ],
    },
    {
      heading: "Honest keywords beat stuffed keywords",
      blocks: [
        {
          kind: "paragraph",
          text: "Once a score is on screen, it is tempting to game it by pasting every missing keyword into a skills block or hiding the posting in white text. Both backfire. The system extracts plain text, so hidden words appear in the recruiter's view, and a long list of skills with no supporting experience reads as padding. The person who reads your resume next will not see your score, only the words on the page.",
        },
        {
          kind: "paragraph",
          text: "The same goes for aspirations. “Preparing for the AWS Solutions Architect exam” is a fine line to include, but it is not the certification, and it should not be written as if it were. Keywords belong where you can point to real work behind them: a project, a measurable result, a tool you used every day.",
        },
      ],
    },
    {
      heading: "From a better score to a real interview",
      blocks: [
        {
          kind: "paragraph",
          text: "A higher match score improves your odds of being found and understood; it does not guarantee an interview, and no honest tool will promise one. Use it as one part of a sound search.",
        },
        {
          kind: "list",
          items: [
            "Apply early. Many roles fill their interview slots from the first wave of applicants.",
            "Keep your LinkedIn profile consistent with the resume you send, especially job titles and dates.",
            "Use referrals where you have them. A tailored resume plus an introduction from someone inside is a strong combination.",
            "Prepare a short story, with the situation, your action and the result, for every bullet you moved to the top. Tailoring tells you what the interviewer will ask about.",
            "Compare versions over time. Seeing which resumes led to replies shows you what is working.",
          ],
        },
      ],
    },
    {
      heading: "Try it on your next application",
      blocks: [
        {
          kind: "paragraph",
          text: "Pick one posting you care about, paste it into JobFit with your resume, and work through the missing keywords and the top suggestions. Analysis works without an account. Signing in with Google saves your results, and the free plan includes one AI optimization a week. Stay honest with every keyword you add, review every line the AI suggests, and you will send a resume that is easier to find, quicker to understand and entirely your own.",
        },
      ],
    },
  ],
};
