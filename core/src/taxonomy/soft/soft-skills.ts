// Skill data in the line format of ../README.md.
export default String.raw`
# Soft skills: interpersonal and personal qualities.
# Aliases are distinct phrasings postings and resumes use for the same quality; plain word forms
# (communicate / communicating, lead / led) are left to the matcher, except adjectives that name the quality
# itself ("collaborative", "adaptable", "organized"), which postings use as often as the noun. "~" marks a name that also has an
# everyday or technical meaning (data integrity, site reliability, flexible hours) and counts only in a skill context.

## Communication
Communication | communication skills | written communication | written communication skills | verbal communication | verbal communication skills | oral communication | oral communication skills | spoken communication | verbal skills | written and verbal communication | written and oral communication | verbal and written communication | strong communicator | excellent communicator | effective communicator | effective communication | clear communicator | communicate clearly | communicates clearly | communicate effectively | communicates effectively | writing skills | clear writing | strong writer | strong writing | excellent writing
Nonverbal Communication | non-verbal communication | body language
Presentation Skills | presenting skills | strong presenter | confident presenter > Public Speaking
Public Speaking | public-speaking | public speaker | speaking in public > Presentation Skills
Active Listening | listening skills | good listener | attentive listener | active listener
Storytelling | story-telling | storyteller
Persuasion | persuasive communication | power of persuasion > Negotiation
Negotiation | negotiation skills | negotiator > Persuasion
Cross-Cultural Communication | cross cultural communication | intercultural communication | multicultural communication
Explaining Complex Ideas | simplify complex information | explain technical concepts to non-technical audiences | communicate technical concepts to non-technical audiences

## Collaboration and Teamwork
# Postings use teamwork and collaboration interchangeably; so do resumes.
Teamwork | collaboration | collaborative | team player | works well in a team | collaborative team member | team-oriented | team oriented | works well with others | team spirit | collaborative mindset | collaborative approach | collaborative spirit | collaborative working | good teammate | great teammate | team-first | team-first attitude | works well as part of a team | work well as part of a team | collaborate | collaborates | collaborating
Cross-Functional Collaboration | cross functional collaboration | cross-functional teamwork | cross-team collaboration | interdepartmental collaboration | cross-departmental collaboration | working across teams > Teamwork
Remote Collaboration | remote teamwork | virtual collaboration | virtual teamwork | distributed collaboration
~Cooperation | cooperative attitude | spirit of cooperation
Knowledge Sharing | knowledge-sharing | sharing knowledge | knowledge transfer
Consensus Building | consensus-building | building consensus | drive consensus | reach consensus
Facilitation | workshop facilitation | meeting facilitation | group facilitation
Stakeholder Management | stakeholder engagement | stakeholder relations | stakeholder relationship management
Inclusivity | inclusive mindset | inclusive behaviour | inclusive behavior | inclusive leadership
Professional Networking | business networking
Managing Up | managing upwards | managing upward | upward management
Supporting Teammates | supporting colleagues | helping teammates | supportive team member

## Leadership and People Management
Leadership | leadership skills | leadership abilities | leadership qualities | leadership experience | natural leader | strong leader
People Management | people manager | people leadership | line management | team management | staff management | managing direct reports > Leadership
Team Leadership | team leader | team lead | leading teams > Leadership, People Management
Supervision | supervisory skills | supervisory experience
Mentoring | mentorship | mentor > Coaching, Developing Others
Coaching | coaching skills | performance coaching > Mentoring
Delegation | task delegation | delegation skills | effective delegation
Motivating Others | team motivation | motivating teams | inspiring others | motivational leadership
Visionary Leadership | strategic vision | setting direction
Leading Change | change leadership | driving change | change agent | change champion
Developing Others | people development | talent development | developing talent | growing talent | staff development
Team Building | team-building | teambuilding | building high-performing teams
Servant Leadership | servant leader
Influencing | influence | influencing skills | ability to influence | influence without authority > Persuasion, Stakeholder Management
Executive Presence | leadership presence | professional presence | gravitas
Empowering Others | team empowerment | employee empowerment | empowering teams
Giving Feedback | feedback delivery | delivering feedback | giving constructive feedback | providing constructive feedback
Crisis Leadership | leading through crisis | leadership in a crisis
Leading by Example | role model

## Problem Solving and Thinking
Problem Solving | problem-solving | problem solver | troubleshooting mindset | solution-oriented | solutions-oriented | solution oriented | solution-focused
Critical Thinking | critical-thinking | critical thinker | critical reasoning > Analytical Thinking
Analytical Thinking | analytical skills | analytic skills | analytical abilities | analytical mindset | analytical thinker
Logical Reasoning | logical thinking | logical thinker | reasoning skills
Decision Making | decision-making | decisiveness | make sound decisions | makes sound decisions | sound decisions > Judgment
~Judgment | ~judgement | good judgment | good judgement | sound judgment | sound judgement | ~judgment | the judgment to | the judgement to | use judgment | exercise judgment
Strategic Thinking | strategic thinker | strategic mindset | big-picture thinking | big picture thinking
Systems Thinking | systems thinker | holistic thinking
Conceptual Thinking | conceptual thinker | abstract thinking | abstract thinker
Commercial Awareness | business acumen | commercial acumen | business sense | commercially minded
Foresight | anticipating problems | anticipating needs
Information Synthesis | synthesizing information | synthesising information

## Self-Management and Work Ethic
Self-Motivated | self motivated | self-motivation | highly motivated | self-starter | self starter | self-driven | proactive | intrinsically motivated > Initiative
Work Ethic | hard-working | hardworking | hard working | diligent
~Ownership | sense of ownership | takes ownership | ownership mindset | owner mentality | ~ownership
~Reliability | reliable | dependable | dependability | consistent performer | ~reliability
Punctuality | good timekeeping
Self-Discipline | self discipline
Perseverance | tenacity | grit | ~persistence | ~determination | the persistence to | the determination to
Enthusiasm | enthusiastic | high-energy | high energy | energetic | eagerness | zeal | ~passion
Positive Attitude | positivity | can-do attitude | positive mindset | positive outlook | upbeat attitude | optimism
Dedication | ~commitment | above and beyond | extra mile
Results Orientation | results-oriented | results oriented | results-driven | results driven | outcome-oriented | outcome-focused | goal-oriented | goal oriented | goal-driven | target-driven
Self-Management | self management | self-organised | self-organized
Competitiveness | competitive drive | competitive spirit | competitive nature | competitive streak | ~competitive
Ambition | high achiever | achievement-oriented | career-driven
Self-Confidence | self confidence | self-assured | ~confidence
Working Independently | independence | work independently | works independently | ability to work independently | independent worker | autonomous worker | self-directed | minimal supervision | ~autonomy
Follow-Through | follow through | sees things through

## Adaptability
Adaptability | adaptable | versatility | quick to adapt | ability to adapt | adapts quickly
~Flexibility | flexible attitude | flexible mindset | flexible approach | ~flexibility
Comfort with Ambiguity | tolerance for ambiguity | ambiguity tolerance | comfortable with ambiguity | navigating ambiguity | thrives in ambiguity
Openness to Change | open to change | embraces change | receptive to change | change readiness
~Resilience | resilient | emotional resilience | resilient mindset | bouncing back from setbacks | ~resilience > Perseverance
# Postings and labellers use staying calm and working under pressure for one quality.
Composure | composure under pressure | working under pressure | works well under pressure | ability to work under pressure | calm under pressure | cool under pressure | grace under pressure | performs under pressure | calm head under pressure | stay calm | stays calm | level-headed | level headed | levelheaded | even-tempered | poise | calm demeanor | calm demeanour
Stress Tolerance | tolerance for stress | handles stress well | stress resilience
Thriving in Fast-Paced Environments | fast-paced environment | fast paced environment | fast-moving environment | high-paced environment
Cultural Adaptability | cross-cultural adaptability | cultural agility | cultural flexibility
Quick Thinking | quick-thinking | quick thinker | thinking on your feet | presence of mind
Open-Mindedness | open mindedness | open to new ideas

## Customer and Client Orientation
Customer Service | customer care | client service | guest service
Customer Focus | customer-focused | customer focused | customer-centric | customer centric | customer-oriented | customer oriented | customer-first | customer obsession | client-focused | client focused | client-centric | client-oriented > Customer Service
Service Orientation | service mindset | service-minded | desire to help others
Client Relations | customer relations | client relationship building | rapport with clients
Client-Facing Experience | client-facing | client facing | ~customer-facing | ~customer facing
Complaint Handling | complaints handling | handling complaints | complaint resolution | handling difficult customers | dealing with difficult customers
Expectation Management | managing expectations | managing client expectations | setting clear expectations
Customer Advocacy | customer advocate | client advocacy
Trusted Advisor | trusted adviser
Politeness | courteous | well-mannered | good manners | ~courtesy

## Organisation and Planning
Organizational Skills | ~organization | ~organisation | organized | organised | organisational skills | organization skills | organisation skills | well-organized | well-organised | well organized | well organised | highly organized | highly organised | planning and organising | planning and organizing
Time Management | time-management | manage your time | manage their time | manage your own time | manage their own time | disciplined with your time | manages time well | manage competing deadlines | meets deadlines | deadline-driven | deadline-oriented | deadline oriented | manage deadlines | managing deadlines
Prioritization | prioritisation | priority setting | setting priorities | competing priorities | prioritize quickly | prioritize effectively | prioritise effectively > Time Management
Multitasking | multi-tasking | multi tasking | multitask | ability to multitask | juggle multiple priorities | juggling multiple tasks > Prioritization, Time Management
~Planning | planning skills | forward planning | advance planning
Goal Setting | goal-setting | setting goals | objective setting
~Coordination | coordination skills
Workload Management | manage own workload | managing a heavy workload
Structured Approach | structured thinking | methodical | systematic approach
~Accuracy | ~accurate > Attention to Detail
Attention to Detail | detail-oriented | detail oriented | detail-focused | detail-minded | detail orientation | meticulous | eye for detail | keen eye for detail | attentive to detail | thoroughness | high degree of accuracy

## Interpersonal and Emotional Intelligence
Interpersonal Skills | people skills | people person | social skills | interpersonal communication | interpersonal abilities
Emotional Intelligence | ~=EQ | emotional quotient | emotional awareness
Empathy | empathetic | empathic > Emotional Intelligence
Compassion | compassionate | caring nature | caring attitude | kindness | compassionate care
Self-Awareness | self awareness | self-reflection | self reflection
Emotional Regulation | self-regulation | emotional control | emotional self-control
Conflict Resolution | conflict-resolution | conflict management | handling conflict
Diplomacy | tact
Cultural Sensitivity | cultural awareness | cultural competence | cultural humility | cultural intelligence | cross-cultural awareness
Relationship Building | relationship-building | relationship builder | building relationships | rapport building | rapport-building | building rapport
Trust Building | trust-building | building trust
Approachability | warmth | personable | friendly demeanor | friendly demeanour | warm personality
Patience | stay patient | stays patient | remain patient
Humility | humble | low ego | low-ego | humble attitude
Sense of Humour | sense of humor
Social Perceptiveness | social awareness | reading the room
Assertiveness | assertive communication
Emotional Maturity | mature attitude
Charisma | magnetic personality

## Creativity and Initiative
Creativity | creative ideas | imagination | creative flair | inventiveness
Creative Thinking | creative thinker | lateral thinking | thinking outside the box | out-of-the-box thinking | outside-the-box thinking | creative problem solving | creative problem-solving > Creativity, Problem Solving
~Innovation | innovative thinking | innovative thinker | innovative mindset
~Initiative | takes initiative | shows initiative | own initiative
Resourcefulness | ingenuity
Entrepreneurial Mindset | entrepreneurial spirit | entrepreneurial drive | entrepreneurial thinking | intrapreneurship
Experimental Mindset | test-and-learn mindset | willingness to experiment
Idea Generation | ideation | brainstorming
Originality | original thinking | original thinker | fresh perspective
Bias for Action | bias toward action | bias towards action | action-oriented | action oriented
Sense of Urgency
Calculated Risk-Taking | calculated risk taking | calculated risks | willingness to take risks

## Integrity and Professionalism
~Integrity | high integrity | personal integrity | professional integrity | moral compass | ~integrity
Honesty | truthfulness | candor | candour | ~transparency > Integrity
Ethical Conduct | ~ethics | ethical standards | ethical behaviour | ethical behavior | professional ethics
Accountability | personal accountability | sense of accountability
Professionalism | professional demeanor | professional demeanour | professional attitude | professional conduct | professional manner
Trustworthiness
Discretion | discreet | ~confidentiality | handling confidential information | handling sensitive information
~Fairness | fair-minded | even-handed | impartiality
Professional Appearance | well-groomed | smart appearance | well-presented
Conscientiousness
Sense of Responsibility | responsible attitude
Respect for Others | respectful attitude | treats others with respect

## Learning and Growth
Willingness to Learn | eager to learn | keen to learn | desire to learn | hungry to learn | open to learning | thirst for knowledge | thirst for learning
Quick Learner | fast learner | rapid learner | quick study | learns quickly | picks things up quickly > Learning Agility
Learning Agility | agile learner | learning ability
Growth Mindset | learning mindset
Continuous Learning | continuous learner | lifelong learning | life-long learning | lifelong learner
Curiosity | curious | intellectual curiosity | inquisitive | curious mind | curious mindset
Openness to Feedback | open to feedback | receptive to feedback | coachable | coachability | accepts constructive criticism > Growth Mindset
Self-Development | self development | self-improvement | personal growth
Tech-Savvy | tech savvy | technologically savvy | technology savvy | digitally savvy
`;
