/** The proverb quoted at the top of the community list (spec §2 Community list). */
export const PROVERB = {
  text: 'If you want to go fast, go alone. If you want to go far, go together.',
  source: 'African proverb',
};
