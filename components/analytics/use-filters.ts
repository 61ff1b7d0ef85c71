'use client';
import { useEffect, useState } from 'react';
import { ALL_WORKSPACES, dateRangeSchema, defaultRange, FILTER_DEBOUNCE_MS } from '@/lib/analytics/schema';
import type { Filters } from './analytics-api';

/**
 * The filter bar's state (spec 02 §9: default range 3 months, workspace 'All', debounced 500 ms).
 * `applied` follows the inputs once they hold still and form a valid range; `invalid` says why not.
 */
export function useAnalyticsFilters(initial: Partial<Filters> = {}) {
  const [draft, setDraft] = useState<Filters>(() => ({ ...defaultRange(), workspaceId: ALL_WORKSPACES, ...initial }));
  const [applied, setApplied] = useState<Filters>(draft);
  const invalid = !dateRangeSchema.safeParse(draft).success;
  useEffect(() => {
    if (invalid) return;
    const timer = setTimeout(() => setApplied(draft), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, invalid]);
  return { draft, setDraft, applied, invalid };
}
