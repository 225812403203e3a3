import type { BlogArticle } from "./blog-article.ts";

export const howToWriteResumeArticle: BlogArticle = {
  title: "How to Write a Resume for Today's Job Market",
  description:
    "A section-by-section guide to a resume that survives applicant tracking software and convinces the person who reads it next.",
  slug: "how-to-write-resume-todays-job-market",
  date: "2025-01-15",
  readTime: 8,
  tags: ["Resume Writing", "Job Search", "Career Advice"],
  excerpt:
    "Hiring now starts with software and ends with a person. Here is how to write a resume that works for both: the layout, the sections, the wording of your experience and the tailoring each posting deserves.",
  sections: [
    {
      heading: "Your resume has two readers",
      blocks: [
        {
          kind: "paragraph",
          text: "Most medium and large employers now receive applications through an applicant tracking system, or ATS: software such as Workday, Taleo, iCIMS, Greenhouse or Lever. The system reads your file, splits it into fields such as name, job titles, dates and skills, and stores the result so recruiters can search and filter the people who applied. Only after that does a person open your resume, and the first look is usually a quick skim.",
        },
        {
          kind: "paragraph",
          text: "You may have heard that robots reject most resumes before anyone sees them. The common failures are quieter: the software loses part of your text because of the layout, or a recruiter searches for the skills the job needs and your resume does not come up because it describes them in different words. Both problems are fixable. A good resume today is written for two readers at once: software that needs plain, predictable structure, and a busy person who needs clear evidence that you can do the job.",
        },
      ],
    },
    {
      heading: "Get the foundations right: layout, file and length",
      blocks: [
        {
          kind: "paragraph",
          text: "Design touches that look polished in a word processor are the ones most likely to scramble your text in a parser. Settle the basics first.",
        },
        {
          kind: "list",
          items: [
            "Use a single column. Two-column templates are the biggest layout risk: many parsers read straight across the page, so a line from your sidebar ends up in the middle of a job description.",
            "Avoid tables, text boxes and graphics. Skill bars, star ratings, icons used in place of words and photos either vanish or turn into stray characters.",
            "Keep your name and contact details in the body of the page. Some systems skip the document's header and footer areas entirely.",
            "Save as DOCX or as a PDF exported from a word processor. A scanned PDF or a photo of a printed page is an image, and the software may read nothing at all from it.",
            "Aim for one page early in your career and two at most for most experienced roles. As a rough guide, fewer than about 400 words looks thin and more than about 1,000 starts to bury your best material.",
            "Pick one bullet style, one date format and one or two plain fonts, and use them everywhere.",
          ],
        },
      ],
    },
    {
      heading: "The sections every resume needs",
      blocks: [
        {
          kind: "paragraph",
          text: "Parsers look for familiar headings to decide where each part of your history begins. “Work Experience” is understood everywhere; “Where I've Made an Impact” may not be. Use standard names, in roughly this order.",
        },
        {
          kind: "list",
          items: [
            "Contact information: full name, email, phone, city and state, and a LinkedIn or portfolio address. A full street address is no longer expected.",
            "Summary: two or three sentences naming the role you are targeting, your years of relevant experience, your two or three strongest skills for this job and one headline result.",
            "Work Experience: roles in reverse chronological order, each with job title, employer, location and dates, followed by three to six bullets.",
            "Education: degree, school and graduation year, plus relevant honors.",
            "Skills: the tools, methods, languages and certifications you actually use, written the way employers write them.",
            "Optional sections that earn their space: Certifications, Projects, Volunteer Experience or Publications.",
          ],
        },
        {
          kind: "paragraph",
          text: "A summary is worth writing carefully because it is often the first thing both readers reach. Compare “Hard-working professional seeking new challenges” with “Operations analyst with six years in logistics, specializing in demand forecasting with SQL and Power BI. Rebuilt a regional distributor's reorder model and cut stockouts by 18 percent.” The second gives a recruiter the job title, the domain, the tools and the proof in two sentences, and gives the software the keywords it searches for.",
        },
      ],
    },
    {
      heading: "Write accomplishments, not duties",
      blocks: [
        {
          kind: "paragraph",
          text: "Resume checkers and recruiters flag the same weaknesses: bullets that open with “Responsible for” or “Helped with”, vague claims with no numbers, and a list of tasks that could describe anyone who held the title. A duty says what the job was. An accomplishment says what changed because you did it. A simple pattern helps: a strong action verb, what you did, the measurable result, and how you did it.",
        },
        {
          kind: "list",
          items: [
            "Instead of “Responsible for customer onboarding”, write “Onboarded more than 40 business customers a quarter and cut average setup time from 21 to 9 days by introducing a standard kickoff checklist.”",
            "Instead of “Helped with social media”, write “Grew the company's Instagram audience from 3,200 to 11,500 followers in twelve months by planning a weekly content calendar and testing posting times.”",
            "Instead of “Worked on the department budget”, write “Managed a $1.2M departmental budget and closed three consecutive fiscal years within 2 percent of plan.”",
          ],
        },
        {
          kind: "paragraph",
          text: "Numbers make claims believable: counts, percentages, money and time all work. If you lack an exact figure, use an honest estimate you could explain in an interview, such as “about 30 support tickets a day”. A few more habits keep the writing sharp.",
        },
        {
          kind: "list",
          items: [
            "Vary your verbs. Five bullets that all start with “Managed” read as filler; led, built, reduced, negotiated and launched each say something different.",
            "Drop first-person pronouns. “I managed a team of five” becomes “Managed a team of five”.",
            "Prefer active voice. “Reports were prepared” hides who did the work; “Prepared weekly sales reports for the leadership team” does not.",
            "Keep each bullet to one or two lines, and lead with the results that matter most for the job you want.",
            "Cut clichés such as “results-driven team player” and let your bullets prove those qualities instead.",
          ],
        },
      ],
    },
    {
      heading: "Tailor your resume to each posting",
      blocks: [
        {
          kind: "paragraph",
          text: "A single generic resume sent to fifty jobs will usually lose to a version adjusted for each one. Tailoring does not mean rewriting your history. It means choosing which true things to emphasize and describing them in the employer's vocabulary. Start by reading the posting closely and noting:",
        },
        {
          kind: "list",
          items: [
            "the hard skills, tools and certifications it names, separating the required ones from the nice-to-haves;",
            "the soft skills it stresses, such as stakeholder communication or mentoring;",
            "the exact job title, which is worth echoing in your summary if it honestly describes what you do or are moving toward;",
            "any education or years-of-experience requirement.",
          ],
        },
        {
          kind: "paragraph",
          text: "Then mirror the posting's wording wherever it is accurate. Some systems match terms literally, so “project management” and “managed projects” may count as different phrases, and so can “manage” and “managed”. Write an acronym out in full once, as in “search engine optimization (SEO)”, so that either form is found. Place important skills inside your experience bullets as well as in the skills list, because a skill shown in context is more convincing to the person reading.",
        },
        {
          kind: "paragraph",
          text: "Two rules are not negotiable. Never claim a skill or credential you do not have, and never hide keywords in white text or pad a list with every term from the posting. The software extracts plain text, so hidden words become visible to the recruiter, and every line on your resume is fair game in an interview. If you are working toward something, say so plainly: “Preparing for the PMP exam” is honest, while listing “PMP” is not.",
        },
      ],
    },
    {
      heading: "Check it before you send it",
      blocks: [
        {
          kind: "list",
          items: [
            "Do the copy test. Select all the text in your file, paste it into a plain text editor and check that your contact details, job titles and dates come through in a sensible order. If the PDF gives you nothing or gibberish, an ATS will struggle too.",
            "Name the file clearly, for example “Jordan-Lee-Resume.pdf”, rather than “resume final v3 (2).pdf”.",
            "Proofread slowly, ideally out loud or after a break,.",
            "Follow the employer's instructions. If an application asks for a particular format, send that format.",
          ],
        },
        {
          kind: "paragraph",
          text: "A match check is a useful last step. JobFit compares your resume with a specific job description and returns an overall match score together with hard skills, soft skills and formatting scores. It highlights which of the posting's keywords your resume already covers, which it covers only partly and which are missing, and it lists prioritized suggestions, each with the estimated gain in score if you apply it. Popular resume checkers commonly suggest aiming for a match of around 80 percent. Treat the score as a guide rather than a verdict: no tool can reproduce every employer's ATS settings, and a person still decides who gets the interview.",
        },
      ],
    },
    {
      heading: "One resume, written for both readers",
      blocks: [
        {
          kind: "paragraph",
          text: "The resume that works today is not flashy. It is a clean single-column document with standard headings, honest keywords drawn from the posting, and bullets that show measurable results. Build a thorough master version once, then spend fifteen or twenty minutes adapting it for each role you care about. The software will read it correctly, the recruiter will find what they are looking for, and you will walk into the interview able to stand behind every line.",
        },
      ],
    },
  ],
};
