/**
 * Which paths exist and whether they need a signed-in user (spec §2 route table).
 * 'public' pages render without sign-in, 'auth' pages need it, anything else is 'unknown'
 * and is sent to the root. API routes never pass through here (the middleware skips /api).
 */
export type PathKind = 'public' | 'auth' | 'unknown';

const ID = '[^/]+';
const opt = (children: string) => `(\\/(${children}))?`;
const exact = (body: string) => new RegExp(`^${body}$`);

const PUBLIC: RegExp[] = [
  /^\/$/,
  /^\/(403|404)$/,
  /^\/troubleshooting$/,
  // Explains an IP allow-list refusal; the middleware rewrites blocked pages here (spec §6).
  /^\/ip-not-allowed$/,
  /^\/bench-bare$/, // the benchmark's baseline page (404 unless OPENHOW_BENCH=1)
  exact(`\\/usernewpassword\\/${ID}(\\/${ID})?`),
  exact(`\\/(userinvitecreate|startfreetrial)\\/${ID}(\\/${ID}){0,2}`),
  exact(`\\/emailexpired(\\/${ID}){0,3}`),
  exact(`\\/zoomlanding\\/${ID}(\\/${ID}){0,2}`),
  exact(`\\/(p|playerfullscreenpublic)\\/${ID}(\\/${ID})?`),
  // The preview decides itself whether it was opened from the builder or editor (else 404).
  exact(`\\/PlayerPreview\\/${ID}(\\/${ID})?`),
  // The learning-content host player signs its learner in itself, inside the LMS's frame (lib/learning-host).
  exact(`\\/rustici\\/${ID}(\\/${ID})?`),
];

const ADMIN_PAGES = 'workspace-groups|workspaces|teams|users|business|categories|integrations|audit-log|consents';
const ADMIN_SETTINGS = 'maven|interface-language|permissions|master-password|ip-restriction|qr-code|features';
const ANALYTICS = [
  'main',
  'workspaces',
  `workflows${opt('detail|trend')}`,
  `workflow\\/${ID}`,
  'mm-sops\\/(detail|trend)',
  'skills\\/performance',
  `quiz${opt(`performance|workflow\\/${ID}|${ID}\\/workflow\\/${ID}\\/user\\/${ID}`)}`,
  'users',
  `user\\/${ID}`,
  'content-analysis',
  'skills-analysis',
].join('|');

const AUTH: RegExp[] = [
  exact(`\\/home${opt('overview|discover|skills-todo|skills-completed|favorites')}`),
  exact(`\\/admin${opt(`${ADMIN_PAGES}|workspace-group\\/${ID}|category\\/${ID}|setting\\/(${ADMIN_SETTINGS})`)}`),
  exact(`\\/analytics${opt(ANALYTICS)}`),
  exact(`\\/buildermain\\/${ID}`),
  // The advanced editor (spec 02 §2: its annotation and zoom screens' routes are not shown; ours are children).
  exact(`\\/editor\\/${ID}${opt('annotations|voice-over')}`),
  exact(`\\/editormain\\/${ID}${opt('transcription|segmentation')}`),
  exact(`\\/explorer-search(-main|${opt(`mm-sop\\/${ID}`)})`),
  exact(`\\/skill${opt(`home|performance|matrix|performance\\/mm-sop\\/${ID}`)}`),
  exact(`\\/skillbuilder\\/${ID}${opt('content|users|assessment|certification')}`),
  // The spec lists /skillplayer and its mm-sop child; the child implies the one-skill parent.
  exact(`\\/skillplayer(\\/${ID}(\\/mm-sop\\/${ID})?)?`),
  exact(`\\/owned-by-me${opt('workflows|mm-sop|skills|teams')}`),
  exact(`\\/workspace\\/${ID}${opt('workflow|mm-sop|skills|skill-matrix|insights')}`),
  exact(`\\/workspace-group\\/${ID}`),
  /^\/(UserProfile|maven|smart-assist|data-hub|scorm-exports|shared)$/,
  // The knowledge map (issue 19): authors only, the page answers 404 to the rest.
  /^\/maven\/knowledge-map$/,
  exact(`\\/smart-instruction\\/${ID}`),
  exact(`\\/(playermainfullscreen|playermain|playerembed)\\/${ID}(\\/${ID})?`),
];

// A user profile is /{uid}: one segment that is an id (route name UserProfileMain).
const PROFILE = /^\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function classifyPath(pathname: string): PathKind {
  if (PUBLIC.some((r) => r.test(pathname))) return 'public';
  if (AUTH.some((r) => r.test(pathname)) || PROFILE.test(pathname)) return 'auth';
  return 'unknown';
}

/** The {lang?} segment of the account pages, when present. */
export function localeFromPath(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  switch (parts[0]) {
    case 'usernewpassword':
      return parts[2] ?? null;
    case 'userinvitecreate':
    case 'startfreetrial':
      return parts[3] ?? null;
    case 'emailexpired':
      return parts[2] ?? null;
    case 'zoomlanding':
      return parts[2] ?? null;
    default:
      return null;
  }
}
