/** react-query keys of the export history; any change invalidates `all`. */
export const scormKeys = {
  all: ['scorm-exports'] as const,
  list: (page: number) => ['scorm-exports', 'list', page] as const,
  available: (workspaceId: string, type: string) => ['scorm-exports', 'available', workspaceId, type] as const,
};
