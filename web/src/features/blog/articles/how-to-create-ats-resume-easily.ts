import type { BlogArticle } from "./blog-article.ts";

export const howToCreateAtsResumeArticle: BlogArticle = {
  title: "How to Create an ATS-Friendly Resume Easily",
  description: "Seven practical steps to a resume that applicant tracking systems read correctly and recruiters can find.",
  slug: "how-to-create-ats-resume-easily",
  date: "2025-01-12",
  readTime: 6,
  tags: ["ATS", "Resume Formatting", "Job Search"],
  excerpt:
    "An ATS-friendly resume is not a special template. It is a plain, well-labeled document that software can read and recruiters can search. Here are seven steps to get there in an afternoon.",
  sections: [
    {
      heading: "What “ATS-friendly” actually means",
      blocks: [
        {
          kind: "paragraph",
          text: "An applicant tracking system does two things with your resume. First it parses the file, turning your layout into plain text and sorting it into fields such as contact details, job titles, employers, dates, education and skills. Then recruiters use that parsed record to search, filter and compare candidates. An ATS-friendly resume therefore has two qualities: it survives parsing with nothing lost or scrambled, and it contains the words a recruiter for this job is likely to search for.",
        },
        {
          kind: "paragraph",
          text: "Parsers differ. Some cope with complex layouts far better than others, and you rarely know which system an employer uses, or how it has been configured. The safe approach is to format for the strictest reader. The good news is that the steps below take an afternoon, and you only do most of them once.",
        },
      ],
    },
    {
      heading: "Step 1: Start from a simple, single-column document",
      blocks: [
        {
          kind: "paragraph",
          text: "Open a blank document instead of a designer template. Layout problems cause more lost text than anything else, and these are the usual culprits:",
        },
        {
          kind: "list",
          items: [
            "Multiple columns, which many parsers read straight across, mixing lines from your sidebar into your work history.",
            "Tables and text boxes, whose contents may be skipped or pulled out of order.",
            "Images, logos, photos and icons standing in for words, such as a phone symbol instead of the word “Phone”.",
            "Skill bars and star ratings. Five dots next to “Excel” mean nothing to a parser and very little to a recruiter.",
          ],
        },
        {
          kind: "paragraph",
          text: "A clean single column with clear headings and ordinary bullets reads correctly everywhere, and it is easier for a person to skim as well. If you are attached to a designed version, keep it for networking and for interviews, and use the plain one for online applications.",
        },
      ],
    },
    {
      heading: "Step 2: Use the headings the software expects",
      blocks: [
        {
          kind: "paragraph",
          text: "Parsers rely on section headings to know where your experience ends and your education begins. Creative labels such as “My Journey” or “Toolbox” can leave whole sections unrecognized. Stick to the standard names: Summary, Work Experience (or Experience), Education, Skills, and where relevant Certifications, Projects or Volunteer Experience. Order them to suit your situation: recent graduates often put Education first, while experienced candidates lead with Work Experience. Write headings in normal title case; lines in ALL CAPS are fine for a heading or two but become a problem when used throughout.",
        },
      ],
    },
    {
      heading: "Step 3: Put contact details where they will be read",
      blocks: [
        {
          kind: "paragraph",
          text: "Place your name and contact information as ordinary text in the first lines of the page, not in the document's header or footer area, which some systems ignore. Include your email address, phone number, city and state, and a LinkedIn or portfolio link written out as text. If the parser cannot find your email, a recruiter who likes your resume may have no easy way to contact you.",
        },
      ],
    },
    {
      heading: "Step 4: Keep dates and bullets consistent",
      blocks: [
        {
          kind: "paragraph",
          text: "Systems calculate your years of experience from the dates on each role, so make them easy to read. Choose one format, such as “Mar 2021 – Present” or “03/2021 – 06/2024”, and use it for every position, with the dates on the same line as the job title or directly beneath it. Use one bullet style throughout, and avoid decorative symbols, emoji and long runs of special characters, which can turn into noise when the file is converted to text.",
        },
      ],
    },
    {
      heading: "Step 5: Match the posting's language honestly",
      blocks: [
        {
          kind: "paragraph",
          text: "Once your resume parses cleanly, it needs to be found. Recruiters search for the skills a job requires, and matching tools weigh hard skills, meaning tools, technologies, methods and certifications, more heavily than soft skills. To make your real experience visible:",
        },
        {
          kind: "list",
          items: [
            "Use the employer's exact terms for skills you genuinely have. If the posting says “PostgreSQL” and your resume says “Postgres”, use the posting's spelling; not every system treats them as the same thing.",
            "Write acronyms both ways once, for example “customer relationship management (CRM)”.",
            "Include the posting's job title, or its closest honest equivalent, in your summary.",
            "Show key skills inside your experience bullets, not only in the skills list, so both the software and the reader see where you used them.",
            "Watch verb forms. Some systems match words exactly, so “analyze” and “analyzed” may not count as the same term.",
          ],
        },
        {
          kind: "paragraph",
          text: "Do not stuff keywords or list skills you do not have. Hidden white text shows up in the parsed version a recruiter sees, and any skill on the page can come up in an interview.",
        },
      ],
    },
    {
      heading: "Step 6: Save and name the file correctly",
      blocks: [
        {
          kind: "paragraph",
          text: "DOCX files and text-based PDFs are both widely accepted; if an employer asks for a specific format, use it. Never submit a scanned page or a PDF made from a photo: to the software it is a picture, and it may extract nothing at all. If you built your resume in a design tool, check that the text in the exported PDF can still be selected, because some tools flatten lettering into shapes. Give the file a clear name such as “Priya-Patel-Resume.pdf” instead of “Document1.pdf”.",
        },
      ],
    },
    {
      heading: "Step 7: Test before you apply",
      blocks: [
        {
          kind: "paragraph",
          text: "A quick test catches most problems. Open your file, select all the text and paste it into a plain text editor. Your name, contact details, headings, job titles and dates should appear in a sensible order. Anything missing or jumbled is what a parser will struggle with too.",
        },
        {
          kind: "paragraph",
          text: "For a fuller check, upload your resume to JobFit as a PDF, DOCX or TXT file, or paste the text, and add the job description. Alongside the match score, you get a formatting score based on ATS checks such as contact details, standard headings, dates and length, plus keyword highlights and prioritized suggestions that say what to change. Fix the issues at the top of the list, rescan, and you can see whether the change helped.",
        },
      ],
    },
    {
      heading: "A quick checklist",
      blocks: [
        {
          kind: "list",
          items: [
            "One column, no tables, text boxes, images or icons.",
            "Standard section headings.",
            "Contact details as text in the body of the page.",
            "One date format and one bullet style throughout.",
            "The posting's own terms for skills you really have.",
            "A DOCX or text-based PDF with a clear file name.",
            "A plain-text paste test and a match check before you click Apply.",
          ],
        },
        {
          kind: "paragraph",
          text: "None of this requires special software or a paid template. A plain, well-organized resume gives every system the best chance of reading you correctly, and gives the recruiter on the other side a document that is quick to understand.",
        },
      ],
    },
  ],
};
