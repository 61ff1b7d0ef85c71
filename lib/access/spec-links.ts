/**
 * Link targets the spec gives menus and notifications (spec 01 §2 and §6, spec 02 §4), kept beside
 * the route table. Several belong to features later issues build: whoever links to one gates it
 * through the registry of installed pages (lib/shell/installed-routes.ts), so no link leads to a 404.
 */
export const SPEC_LINKS = {
  smartAssist: '/smart-assist',
  maven: '/maven',
} as const;

/** Side-menu entries: where each leads, and the path prefix that marks it as the current page. */
export const SPEC_NAV = {
  skills: { href: '/skill/home', match: '/skill' },
  analytics: { href: '/analytics', match: '/analytics' },
  quiz: { href: '/analytics/quiz', match: '/analytics/quiz' },
  dataHub: { href: '/data-hub', match: '/data-hub' },
  scormExports: { href: '/scorm-exports', match: '/scorm-exports' },
} as const;

export const playerLink = (workflowId: string) => `/playermain/${workflowId}`;
export const builderLink = (workflowId: string) => `/buildermain/${workflowId}`;
export const mainEditorLink = (workflowId: string) => `/editormain/${workflowId}`;
export const advancedEditorLink = (workflowId: string) => `/editor/${workflowId}`;
/** The author's preview in the real player: opens only from the builder or an editor (spec 02 §2). */
export const previewLink = (workflowId: string) => `/PlayerPreview/${workflowId}?isPreviewVideoMode=1`;
export const smartInstructionLink = (id: string) => `/smart-instruction/${id}`;
export const skillPlayerLink = (skillId: string) => `/skillplayer?skillId=${encodeURIComponent(skillId)}`;
