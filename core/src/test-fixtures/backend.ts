/** A posting and three resumes written for the engine's tests (not part of the evaluation set). */
export const backendJob = {
  title: "Senior Backend Engineer",
  company: "Northwind Freight",
  description: `Northwind Freight is a fast-growing logistics company founded in 2015 and trusted by 400 shippers.

We are looking for a Senior Backend Engineer to build the services behind our shipment tracking.

Responsibilities
• Design and build REST APIs in Python
• Run PostgreSQL and Redis in production on AWS
• Ship code through CI/CD pipelines with Docker

Requirements
• 5+ years of experience building backend services in Python
• Deep knowledge of PostgreSQL and SQL performance tuning
• Experience with Docker and Kubernetes
• Strong communication skills and attention to detail
• Bachelor's degree in Computer Science or equivalent

Nice to have
• Terraform
• Kafka

Benefits
• Health, dental and vision insurance; 401(k) match

Northwind Freight is an equal opportunity employer and values diversity; we do not discriminate on the basis of race or national origin.`,
};

export const strongResume = `Alex Rivera
alex.rivera@example.com | (555) 201-3344 | Denver, CO | linkedin.com/in/alexrivera

Summary
Senior backend engineer with 7 years of experience building Python services on AWS.

Experience
Senior Backend Engineer, Parcelly, Mar 2021 - Present
• Designed REST APIs in Python (FastAPI) serving 3M requests a day
• Tuned PostgreSQL queries, cutting p95 latency by 45%
• Moved 20 services to Docker and Kubernetes on AWS
• Built CI/CD pipelines in GitHub Actions that cut release time from 2 days to 2 hours

Backend Engineer, Shipwise, Jan 2018 - Feb 2021
• Built order services in Python and SQL on PostgreSQL and Redis
• Mentored 4 engineers; known for clear communication and attention to detail

Education
B.S. Computer Science, University of Colorado, 2017

Skills
Python, SQL, PostgreSQL, Redis, Docker, Kubernetes, AWS, CI/CD, Terraform`;

export const partialResume = `Sam Lee
sam.lee@example.com | (555) 777-1212 | Austin, TX

Summary
Frontend developer moving toward backend work.

Experience
Frontend Developer, Brightcart, Jun 2022 - Present
• Built React and TypeScript interfaces used by 50,000 shoppers
• Wrote a small Python script to clean product data

Junior Developer, Webly, Jan 2021 - May 2022
• Maintained SQL reports for the marketing team

Education
B.A. Economics, University of Texas, 2020

Skills
JavaScript, TypeScript, React, HTML, CSS, Python, SQL`;

export const weakResume = `Maria Gomez
maria.gomez@example.com | (555) 404-9090 | Miami, FL

Summary
Pastry chef with 10 years of experience in fine dining kitchens.

Experience
Executive Pastry Chef, La Mesa, Feb 2018 - Present
• Created seasonal dessert menus for a 120-seat restaurant
• Managed food costs, reducing waste by 18%
• Trained 6 pastry cooks

Pastry Cook, Bistro Lumen, Jan 2014 - Jan 2018
• Prepared laminated doughs and plated desserts for 300 covers a night

Education
Culinary Arts Diploma, Miami Culinary Institute, 2013

Skills
Pastry, baking, menu development, food safety, inventory`;
