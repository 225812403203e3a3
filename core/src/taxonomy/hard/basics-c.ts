// Skill data in the line format of ../README.md: everyday skills of professions the set of postings has, written by the team without reading any evaluation posting.
export default String.raw`
`;
