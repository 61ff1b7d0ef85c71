/** Keyboard (spec 02 §2): space toggles play, F fullscreen, T theater. */
export type ShortcutAction = 'togglePlay' | 'fullscreen' | 'theater';

export type ShortcutContext = {
  /** Focus is in a text field, text area or editable element. */
  isTyping: boolean;
  isSearchOpen: boolean;
  isMenuOpen: boolean;
  isQaOpen: boolean;
  /** Theater is hidden (embed, iframe, fullscreen, gen2): T does nothing. */
  canTheater: boolean;
};

export function shortcutFor(key: string, ctx: ShortcutContext, modifiers = false): ShortcutAction | null {
  if (modifiers || ctx.isTyping || ctx.isSearchOpen || ctx.isMenuOpen || ctx.isQaOpen) return null;
  if (key === ' ' || key === 'Spacebar') return 'togglePlay';
  if (key === 'f' || key === 'F') return 'fullscreen';
  if ((key === 't' || key === 'T') && ctx.canTheater) return 'theater';
  return null;
}

/** Whether an element takes typed text (the shortcuts then stay out of the way). */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean; type?: string } | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = (target.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes((target.type ?? 'text').toLowerCase());
}
