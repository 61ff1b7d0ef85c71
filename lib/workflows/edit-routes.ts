import type { EditTarget } from './library-schema';

/**
 * The authoring routes this build serves: the one list a card's "edit" tool is gated by, so no
 * tool leads to a 404. The builder and editors arrive with issue #16, which adds its targets here
 * (tests/unit/edit-routes.test.ts checks each listed target against its page).
 */
export const INSTALLED_EDIT_TARGETS: readonly EditTarget[] = [];

/** The spec's edit target when its route is installed, else none. */
export const installedEditTarget = (target: EditTarget | null): EditTarget | null =>
  target && INSTALLED_EDIT_TARGETS.includes(target) ? target : null;

/** The page path of each target (the card links to `/{path}/{workflowId}`). */
export const EDIT_ROUTE_PATHS: Record<EditTarget, string> = { builder: 'buildermain', editormain: 'editormain', editor: 'editor' };
