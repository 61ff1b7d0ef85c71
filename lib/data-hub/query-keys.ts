/** react-query keys of the data hub; any change invalidates `all`. */
export const dataHubKeys = {
  all: ['data-hub'] as const,
  list: (workspaceId: string, page: number) => ['data-hub', 'list', workspaceId, page] as const,
};
