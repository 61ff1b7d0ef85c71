export type Opener = { element: HTMLElement | null; id: string };

/** What had the focus when a dialog opened (its id too: a refreshed table re-creates its buttons). */
export function currentOpener(): Opener {
  const element = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  return { element, id: element?.id ?? '' };
}

/** Focuses the opener again, found by id if its element was replaced, else the fallback (the page heading). */
export function focusOpener(opener: Opener | null, fallbackId?: string) {
  const target =
    (opener?.element?.isConnected ? opener.element : null) ??
    (opener?.id ? document.getElementById(opener.id) : null) ??
    (fallbackId ? document.getElementById(fallbackId) : null);
  target?.focus();
}
