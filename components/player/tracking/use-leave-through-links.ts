'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { inAppLeaveTarget, LEAVE_FLUSH_MAX_MS, settleWithin } from '@/lib/tracking/leave';

/**
 * A click on a link to another page of the app, while the player is open, first stores the
 * viewer's exit (`leave`), then navigates: the next page is rendered after the server has the last
 * place, so its continue watching shows it. Captured on the document before the link's own
 * handler (Next's <Link>), which would fetch the next page at once. Other tabs, downloads and
 * other sites are left to the browser (the page-exit beacon covers them).
 */
export function useLeaveThroughLinks(leave: () => Promise<unknown>) {
  const router = useRouter();
  const latest = useRef(leave);
  useEffect(() => {
    latest.current = leave;
  });

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = inAppLeaveTarget(
        {
          button: e.button,
          modified: e.metaKey || e.ctrlKey || e.shiftKey || e.altKey,
          defaultPrevented: e.defaultPrevented,
          target: anchor.target,
          download: anchor.hasAttribute('download'),
          href: anchor.href,
        },
        window.location,
      );
      if (!to) return;
      e.preventDefault();
      e.stopPropagation();
      void settleWithin(latest.current(), LEAVE_FLUSH_MAX_MS).then(() => router.push(to));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [router]);
}
