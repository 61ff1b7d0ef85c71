// Client-safe: the create menu and the notification targets read it in the browser too.

/**
 * The spec's route families (spec §2 route table) and whether this build has their pages. The
 * menus, the header, the assistant button and the notification targets show an entry only when
 * its family is installed, on top of the spec's role and feature rules, so nothing leads to a 404.
 * A later issue that lands a family's pages flips its entry to true. The route rules
 * (lib/access/route-table.ts, route-rules.ts) keep knowing every spec route regardless.
 */
export const INSTALLED_ROUTES = {
  home: true, // /home/*
  ownedByMe: true, // /owned-by-me/*
  workspace: true, // /workspace/*, /workspace-group/*
  admin: true, // /admin/*
  explorerSearch: true, // /explorer-search*
  profile: true, // /UserProfile, /{uid}
  player: true, // /playermain, /playermainfullscreen, /playerembed, /rustici, /PlayerPreview
  shared: true, // /shared
  skills: true, // /skill/*, /skillbuilder/*, /skillplayer*
  analytics: true, // /analytics/* (issue 22: every report of spec 02 §2 but the configurable content and skills analysis)
  analyticsQuiz: true, // /analytics/quiz/* and the side menu's Quiz entry
  builder: true, // /buildermain/{id}
  editorMain: true, // /editormain/{id}/* (the main editor: transcription and segmentation, issue 16)
  editor: true, // /editor/{id}/*: the advanced editor (issue 18): cutting, annotations, voice-over
  smartInstruction: true, // /smart-instruction/{id} and the create menu's "Smart instruction" (issue 21)
  dataHub: true, // /data-hub: documents for the assistant (issue 19)
  scormExports: true, // /scorm-exports: SCORM / cmi5 export history and new exports (issue 23)
  maven: true, // /maven: the assistant with its chat history (issue 19)
  smartAssist: true, // /smart-assist: the same page as Smart Assist, which takes precedence (issue 19)
  zoomImport: false, // the create menu's Zoom uploader (no route of its own)
} as const satisfies Record<string, boolean>;

export type RouteFamily = keyof typeof INSTALLED_ROUTES;
export type InstalledRoutes = Readonly<Record<RouteFamily, boolean>>;

// First segment of a path → its family; only families with pages of their own appear here.
const FAMILY_BY_SEGMENT: Readonly<Record<string, RouteFamily>> = {
  home: 'home',
  'owned-by-me': 'ownedByMe',
  workspace: 'workspace',
  'workspace-group': 'workspace',
  admin: 'admin',
  'explorer-search': 'explorerSearch',
  'explorer-search-main': 'explorerSearch',
  UserProfile: 'profile',
  playermain: 'player',
  playermainfullscreen: 'player',
  playerembed: 'player',
  rustici: 'player',
  PlayerPreview: 'player',
  shared: 'shared',
  skill: 'skills',
  skillbuilder: 'skills',
  skillplayer: 'skills',
  analytics: 'analytics',
  buildermain: 'builder',
  editor: 'editor',
  editormain: 'editorMain',
  'smart-instruction': 'smartInstruction',
  'data-hub': 'dataHub',
  'scorm-exports': 'scormExports',
  maven: 'maven',
  'smart-assist': 'smartAssist',
};

/** Every first path segment the families cover (a unit test checks each against app/). */
export const ROUTE_SEGMENTS: readonly string[] = Object.keys(FAMILY_BY_SEGMENT);

/** The family an in-app path belongs to, or null for pages outside the families (sign-in, 403 …). */
export function routeFamilyOf(href: string): RouteFamily | null {
  const parts = href.split(/[?#]/)[0].split('/');
  const segment = parts[1] ?? '';
  // Quiz analytics lives under /analytics but lands separately (its side-menu entry too).
  if (segment === 'analytics' && parts[2] === 'quiz') return 'analyticsQuiz';
  return Object.hasOwn(FAMILY_BY_SEGMENT, segment) ? FAMILY_BY_SEGMENT[segment] : null;
}

/** Whether a link to `href` has a page in this build; paths outside the families are not gated. */
export function isRouteInstalled(href: string, installed: InstalledRoutes = INSTALLED_ROUTES): boolean {
  const family = routeFamilyOf(href);
  if (family === 'analyticsQuiz') return installed.analytics && installed.analyticsQuiz;
  return family === null || installed[family];
}
