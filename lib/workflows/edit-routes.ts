import { INSTALLED_ROUTES, type InstalledRoutes, type RouteFamily } from '@/lib/shell/installed-routes';
import type { EditTarget } from './library-schema';

/** The route family of each edit target in the one registry of installed pages (lib/shell/installed-routes.ts). */
const FAMILY_OF_TARGET: Readonly<Record<EditTarget, RouteFamily>> = { builder: 'builder', editormain: 'editorMain', editor: 'editor' };

/**
 * The spec's edit target when its route is installed, else none: a card's "edit" tool never leads
 * to a 404. The builder and editors arrive with issue #16, which flips their families on.
 */
export const installedEditTarget = (target: EditTarget | null, installed: InstalledRoutes = INSTALLED_ROUTES): EditTarget | null =>
  target && installed[FAMILY_OF_TARGET[target]] ? target : null;

/** The page path of each target (the card links to `/{path}/{workflowId}`). */
export const EDIT_ROUTE_PATHS: Record<EditTarget, string> = { builder: 'buildermain', editormain: 'editormain', editor: 'editor' };
