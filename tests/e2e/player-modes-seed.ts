import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { workflowSteps } from '@/db/schema';
import { PLAYER_FIXTURES_FILE, type PlayerFixtures } from './player-seed';

/** What tests/e2e/player-modes.spec.ts finds on the third step of the player seed's workflow. */
export const MODES_E2E = {
  diagrams: Array.from({ length: 9 }, (_, i) => `Wiring diagram ${String.fromCharCode(65 + i)}`),
  links: [
    { label: 'Spindle manual', link: 'https://example.com/spindle-manual' },
    { label: 'Torque table', link: 'https://example.com/torque-table' },
  ],
  pdf: { name: 'Cutter datasheet.pdf', link: 'https://example.com/cutter-datasheet.pdf' },
} as const;

/** A small labelled picture as a data URL (the diagram viewer shows any image address it is given). */
const svg = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#234"/><text x="20" y="100" fill="#fff" font-size="24">${label}</text></svg>`)}`;

/**
 * Nine diagrams (more than the carousel's seven dots), two links and a PDF on the third step of
 * the workflow tests/e2e/player-seed.ts processed, written as the step's attachments document
 * exactly as the other seeds do (runs after it, before the server starts).
 */
export async function seedPlayerModes(db: Db, orgId: string) {
  const { steps }: PlayerFixtures = JSON.parse(readFileSync(PLAYER_FIXTURES_FILE, 'utf8'));
  const attachments = {
    diagrams: MODES_E2E.diagrams.map((name) => ({ name, url: svg(name) })),
    links: MODES_E2E.links.map((l) => ({ ...l })),
    pdfs: [{ ...MODES_E2E.pdf }],
  };
  await db.update(workflowSteps).set({ attachments }).where(and(eq(workflowSteps.id, steps[2]), eq(workflowSteps.organizationId, orgId)));
}
