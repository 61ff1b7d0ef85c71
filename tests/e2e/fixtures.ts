import { readFileSync } from 'node:fs';

/** Accounts and organisations seed-e2e.ts creates (password: the demo password), by purpose. */
export const E2E = {
  resetUser: 'reset.user@demo.example.com',
  profileUser: 'profile.user@demo.example.com',
  i18nUser: 'language.user@demo.example.com',
  shellUser: 'shell.user@demo.example.com',
  bellUser: 'bell.user@demo.example.com',
  // Shares a workflow from the player; the recipient's bell hears of it live (tests/e2e/notifications-share.spec.ts).
  shareSender: 'share.sender@demo.example.com',
  shareRecipient: 'share.recipient@demo.example.com',
  // Takes the quiz and is asked to retrain (tests/e2e/quiz.spec.ts), so other bells stay empty.
  quizLearner: 'quiz.learner@demo.example.com',
  // Continue watching starts empty for them (tests/e2e/player-resume.spec.ts).
  resumeUser: 'resume.user@demo.example.com',
  resumePhoneUser: 'resume.phone@demo.example.com',
  invitee: 'new.hire@demo.example.com',
  inviteeSignedIn: 'second.hire@demo.example.com',
  fencedKey: 'fenced',
  fencedAdmin: 'admin@fenced.example.com',
  fencedViewer: 'viewer@fenced.example.com',
  gen2Key: 'gentwo',
  gen2Admin: 'admin@gentwo.example.com',
  ssoOnlyKey: 'ssoonly',
  ssoOnlyDomain: 'ssoonly.example.com',
  ssoOnlyUser: 'sol@ssoonly.example.com',
  idleKey: 'idleplant',
  idleUser: 'ida@idleplant.example.com',
} as const;

export const FIXTURES_FILE = '.data/e2e/fixtures.json';

/** Ids known only once the seed ran (written by seed-e2e.ts). */
export const seededIds = (): { viewerId: string; profileUserId: string } => JSON.parse(readFileSync(FIXTURES_FILE, 'utf8'));
