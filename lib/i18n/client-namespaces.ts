/**
 * Message namespaces sent to the browser. Server components translate on the server, so a page
 * ships only what its client components (and the API error keys they show) need — the whole
 * catalogue of every feature would otherwise ride along in every page's HTML.
 */
export const BASE_CLIENT_NAMESPACES = ['common', 'errors', 'rules', 'alert', 'auth', 'sso', 'access', 'idle'] as const;

export const CLIENT_NAMESPACES = {
  login: ['login', 'policy', 'authHeader'],
  account: ['account', 'pages'],
  // The shell's own client components; pages inside it send what their client parts need.
  shell: ['shell', 'nav', 'header', 'notifications', 'workspaces', 'consents', 'analyticsMenu'],
  /** The create menu's upload and record dialogs (with the upload and workflow error keys they show). */
  createWorkflow: ['createWorkflow', 'uploads', 'workflows', 'pipeline', 'sopUi', 'sopErrors'],
  /** The header's create-skill popup. */
  createSkill: ['createSkill'],
  // The skills pages: home, performance, matrix, builder, player ('quiz': the assessment's question editor and keys).
  skills: ['skillsUi', 'quiz', 'uploads'],
  profile: ['profile', 'consents', 'notificationEmails'],
  sharedDevice: ['sharedDevice'],
  // The content library's cards, lists and card tools (home, workspace, owned by me, search);
  // 'workflows' holds the lifecycle calls' error messages the card tools show, 'uploads' those of
  // the poster tool's image upload.
  library: ['library', 'cardTools', 'home', 'workflows', 'uploads', 'share'],
  // The player's comments panel and react button ('comments'/'reactions': server keys they show).
  playerPanels: ['commentsPanel', 'comments', 'reactionsUi', 'reactions'],
  // The workflow player's controls, menus and screens ('workflows': the publish errors of the author's preview bar;
  // 'aiSummary': the Summary and SOP tabs; 'quiz': the quiz card, mask and screen; 'maven': the Q&A tab).
  player: ['player', 'workflows', 'aiSummary', 'quiz', 'maven', 'chat', 'share'],
  // The assistant's pages (/maven, /smart-assist) and the player's Q&A tab ('chat': the server's answer and error keys; 'ai': the switched-off feature's message).
  maven: ['maven', 'chat', 'ai'],
  // The data hub ('uploads'/'workflows': the upload and upload-use keys it shows; 'ai': the switched-off feature's message).
  dataHub: ['dataHub', 'uploads', 'workflows', 'ai'],
  scormExports: ['scorm', 'admin'],
  // The transcription editor ('editor': the shared draft/conflict words; 'pipeline': its import errors).
  transcriptionEditor: ['transcriptionEditor', 'editor', 'pipeline'],
  // The advanced editor (issue 18): cutting, annotations and zoom, voice-over ('createWorkflow': the screen-recording insert).
  advancedEditor: ['advancedEditor', 'editor', 'pipeline', 'uploads', 'createWorkflow'],
  // The builder ('editor': the shared draft and conflict words) with its step attachments and
  // request-review panel ('uploads'/'workflows': the upload and lifecycle keys they show), the
  // AI summary section ('aiSummary', 'ai': the switched-off feature's message), the quiz section ('quiz') and the
  // workflow's preset questions ('presetQuestions').
  builder: ['builder', 'editor', 'workflows', 'attachments', 'review', 'uploads', 'aiSummary', 'quiz', 'ai', 'presetQuestions'],
  // Smart instructions (issue 21): the editor with its quiz questions ('quiz'), uploads, cards and the share dialog;
  // the smart-compare block's result and errors ('smartCompare', 'ai': the switched-off feature's message); the
  // workflow block's popup player ('playerPopup').
  sop: ['sopUi', 'sopErrors', 'sopImport', 'quiz', 'uploads', 'share', 'cardTools', 'smartCompare', 'ai', 'playerPopup'],
  // The segmentation editor ('editor': the draft and conflict dialog; 'pipeline': a failed re-cut's reason).
  segmentationEditor: ['segmentationEditor', 'editor', 'pipeline'],
  // The smart-compare result and its start/poll hook (components/sop/smart-compare-result.tsx; 'ai': the switched-off feature's message).
  smartCompare: ['smartCompare', 'ai'],
  // The analytics dashboards and configurable reports (issue 22; 'table': the report pager, 'downloads': the export's refusal).
  analytics: ['analytics', 'analyticsReports', 'table', 'downloads'],
  // The learning-content host player's own states (welcome, no permission); the player's namespaces come beside it.
  learningHost: ['learningHost'],
} as const;

export function pickMessages(all: Record<string, unknown>, namespaces: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const ns of [...BASE_CLIENT_NAMESPACES, ...namespaces]) if (ns in all) out[ns] = all[ns];
  return out;
}
