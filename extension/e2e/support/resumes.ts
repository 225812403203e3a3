/** Resumes the e2e tests paste or store, one per saved posting they are scored against. */

export const backendResume = `Sam Lee
sam.lee@example.com · (555) 010-2030 · Denver, CO

SUMMARY
Backend engineer with 7 years building REST APIs and data pipelines for logistics companies.

EXPERIENCE
Senior Software Engineer, Ridgeway Logistics, 2020 – Present
- Designed REST APIs in TypeScript and Node.js serving 2 million requests a day
- Owned the PostgreSQL schema and migrations; cut query time by 40%
- Moved services to Docker on AWS

Software Engineer, Pinecrest Shipping, 2017 – 2020
- Built carrier matching services in Node.js

EDUCATION
B.S. Computer Science, University of Colorado, 2017

SKILLS
TypeScript, Node.js, PostgreSQL, AWS, Docker, REST APIs`;

export const nurseResume = `Jordan Reyes, RN
jordan.reyes@example.com · (555) 010-4455 · Portland, OR

EXPERIENCE
Registered Nurse, Cardiac Step-Down Unit, Riverside Medical Center, 2019 – Present
- Monitor telemetry for 4 patients per shift and respond to arrhythmias
- Manage titratable drips and post-procedure care after catheterization
- Educate patients and families before discharge

LICENSES AND CERTIFICATIONS
Oregon RN License; BLS; ACLS

EDUCATION
B.S. Nursing, Oregon Health & Science University, 2019`;
