import { publicPagePath } from '@/lib/player/public-urls';

/**
 * Copies text to the clipboard; where the Clipboard API is missing or refused (an insecure
 * origin, an old browser) it falls back to a hidden text area and the copy command (spec 02 §8).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** The player link a published workflow is shared with. */
export const shareUrl = (id: string) => `${window.location.origin}/playermain/${encodeURIComponent(id)}`;

/** The public page of a published workflow: anyone with the link watches it without signing in. */
export const publicShareUrl = (id: string) => `${window.location.origin}${publicPagePath(id)}`;
