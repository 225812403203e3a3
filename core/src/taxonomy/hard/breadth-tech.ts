// Skill data in the line format of ../README.md: breadth for professions the set of postings has not covered (written by the team without reading any evaluation posting).
export default String.raw`
`;
