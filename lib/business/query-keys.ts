/** react-query keys for the business-unit screen. */
export const businessKeys = {
  all: ['business'] as const,
  list: () => ['business', 'list'] as const,
};
