/** react-query keys for the category screens; any change invalidates `all`. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => ['categories', 'list'] as const,
  category: (id: string) => ['categories', 'category', id] as const,
};
