/**
 * The posting and resume the optimizer's end-to-end tests type in. Written so one analysis shows every kind of
 * highlight: Python and SQL match (perfect), "Optimized delivery routes" is another wording of "Route optimization"
 * (partial, and a rewording the AI optimizer may apply), and "go the extra mile" holds the word of a missing skill.
 */
export const posting = {
  companyName: "Harbor Lane Logistics",
  jobTitle: "Data Engineer",
  jobDescription: `We are hiring a Data Engineer to build the pipelines behind our delivery network.

Requirements
• 3+ years building data pipelines in Python and SQL
• Route optimization experience
• Experience with Airflow, Spark, Go and Snowflake
• Advanced Excel
• Clear communication with analysts`,
};

export const resume = `Casey Morgan
casey.morgan@example.com | (555) 010-2020 | Portland, OR | linkedin.com/in/caseymorgan

Summary
Data engineer with 5 years of experience. I excel at turning messy data into reports and go the extra mile; ideas spark change.

Experience
Data Engineer, Riverbend Retail, Jan 2020 - Present
• Built Python pipelines loading 40M rows a day into PostgreSQL
• Optimized delivery routes, cutting fuel costs by 12%
• Responsible for writing SQL models for the finance team

Education
B.S. Statistics, Oregon State University, 2019

Skills
Python, SQL, PostgreSQL`;

/** The resume's lines, for the uploaded files. */
export const resumeLines = resume.split("\n");
