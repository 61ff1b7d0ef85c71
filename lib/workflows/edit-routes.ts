import { isFeatureOn, type OrgSettings } from '@/lib/orgs/settings';
import { INSTALLED_ROUTES, type InstalledRoutes, type RouteFamily } from '@/lib/shell/installed-routes';
import type { EditTarget } from './library-schema';

/** The route family of each edit target in the one registry of installed pages (lib/shell/installed-routes.ts). */
const FAMILY_OF_TARGET: Readonly<Record<EditTarget, RouteFamily>> = { builder: 'builder', editormain: 'editorMain', editor: 'editor' };

/** The page path of each target (the card links to `/{path}/{workflowId}`). */
export const EDIT_ROUTE_PATHS: Record<EditTarget, string> = { builder: 'buildermain', editormain: 'editormain', editor: 'editor' };

/**
 * The organisation's editor settings (spec 02 §6): the new (advanced) editor applies only when
 * useEditor2 is on and useEditor is off; canUseClassicEditor (plan flag and admin toggle) keeps
 * the classic editors — the main editor and the builder — available.
 */
export type EditorSettings = { newEditor: boolean; classicEditor: boolean };

export const DEFAULT_EDITOR_SETTINGS: EditorSettings = { newEditor: true, classicEditor: true };

export const editorSettingsOf = (settings: OrgSettings): EditorSettings => ({
  newEditor: settings.customized.useEditor2 && !settings.customized.useEditor,
  classicEditor: isFeatureOn(settings, 'canUseClassicEditor'),
});

export type EditTargetInput = { editType: string; status: 'new' | 'other' };

/**
 * Spec 02 §2 "editing entry from cards", in order of preference: new-editor workflows go to the
 * advanced editor; a workflow in status new goes to the main editor; other statuses go to the
 * builder. An organisation that uses the new editor and has switched the classic editor off
 * sends original workflows to the advanced editor too. Each target is followed by where to go
 * while it is not installed: the advanced editor falls back to the classic target, the main
 * editor to the builder (which titles and publishes any processed workflow).
 */
export function editTargetsInOrder({ editType, status }: EditTargetInput, editors: EditorSettings = DEFAULT_EDITOR_SETTINGS): EditTarget[] {
  const classic: EditTarget[] = status === 'new' ? ['editormain', 'builder'] : ['builder'];
  const advanced = editType === 'new_editor' || (editors.newEditor && !editors.classicEditor);
  return advanced ? ['editor', ...classic] : classic;
}

/** The first target of the list whose route is installed, else none: an "edit" link never leads to a 404. */
export const firstInstalledTarget = (targets: readonly EditTarget[], installed: InstalledRoutes = INSTALLED_ROUTES): EditTarget | null =>
  targets.find((t) => installed[FAMILY_OF_TARGET[t]]) ?? null;

/** The target itself when its route is installed, else none. */
export const installedEditTarget = (target: EditTarget | null, installed: InstalledRoutes = INSTALLED_ROUTES): EditTarget | null =>
  target && installed[FAMILY_OF_TARGET[target]] ? target : null;

/** Where "edit" leads for a workflow in this build (card tool, create flow, review notification). */
export const editPath = (workflowId: string, target: EditTarget) => `/${EDIT_ROUTE_PATHS[target]}/${encodeURIComponent(workflowId)}`;
