/** A realistic posting and resume for tests: written for JobFit, not taken from any real person or company. */
export const backendPosting = {
  companyName: "Larkspur Freight",
  jobTitle: "Senior Backend Engineer",
  jobDescription: `Senior Backend Engineer
Larkspur Freight | Remote (US) | Full-time

About us
Larkspur Freight builds the software that matches regional carriers with shippers. We move 40,000 loads a month.

What you'll do
- Design and build REST APIs in TypeScript and Node.js that carriers and shippers call thousands of times a minute
- Own our PostgreSQL schema, queries and migrations; keep p99 latency under 50 ms
- Run services on AWS with Docker and Terraform; improve our CI/CD pipelines in GitHub Actions
- Review code, mentor two mid-level engineers and write clear design documents
- Work with product managers to break large problems into small, shippable pieces

Requirements
- 5+ years of professional software engineering experience
- Strong TypeScript and Node.js; SQL and PostgreSQL in production
- Experience with AWS, Docker and automated testing
- Excellent written communication and a habit of collaboration

Nice to have
- Kafka or another message queue
- Redis
- GraphQL

Benefits
Health, dental and vision insurance; 401(k) with a 4% match; a $1,500 learning budget.
Larkspur Freight is an equal opportunity employer.`,
};

export const backendResume = `Jordan Avery
jordan.avery@example.com | (555) 201-3344 | Denver, CO | linkedin.com/in/jordanavery

SUMMARY
Backend engineer with 7 years of experience building TypeScript and Node.js services on AWS.

EXPERIENCE
Senior Software Engineer, Parcelwise — Denver, CO
March 2021 – Present
- Designed and built REST APIs in TypeScript and Node.js serving 2,000 requests per second
- Cut PostgreSQL query latency by 60% by rewriting slow queries and adding indexes
- Moved 14 services to Docker on AWS ECS with Terraform; built CI/CD pipelines in GitHub Actions
- Mentored three engineers and led design reviews for the billing team

Software Engineer, Tillhouse — Boulder, CO
June 2017 – February 2021
- Built Node.js workers that processed Kafka events for order tracking
- Wrote automated tests with Jest, raising coverage from 40% to 85%
- Collaborated with product managers to plan quarterly roadmaps

EDUCATION
B.S. Computer Science, University of Colorado Boulder, 2017

SKILLS
TypeScript, JavaScript, Node.js, PostgreSQL, SQL, Redis, AWS, Docker, Terraform, GitHub Actions, Jest`;
