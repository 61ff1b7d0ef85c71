/** react-query keys of smart compares. */
export const smartCompareKeys = {
  all: ['smart-compares'] as const,
  one: (id: string) => ['smart-compares', 'one', id] as const,
};
