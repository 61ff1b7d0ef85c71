/** react-query keys for the team screens; any change invalidates `all`. */
export const teamKeys = {
  all: ['teams'] as const,
  list: () => ['teams', 'list'] as const,
  team: (id: string) => ['teams', 'team', id] as const,
  candidates: (id: string, keyword: string) => ['teams', 'candidates', id, keyword] as const,
};
