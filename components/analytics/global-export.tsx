'use client';
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import { createExportTrigger, type ExportTrigger } from './export-trigger';

const TriggerContext = createContext<ExportTrigger | null>(null);
const idle: ExportTrigger = { fire: () => {}, current: () => null, subscribe: () => () => {} };

/** One trigger per analytics page tree (app/(app)/analytics/layout.tsx): the header fires it, the screen's export control listens. */
export function ExportTriggerProvider({ children }: { children: ReactNode }) {
  const [trigger] = useState(() => createExportTrigger());
  return <TriggerContext.Provider value={trigger}>{children}</TriggerContext.Provider>;
}

/** The analytics header's Export: exports the current screen's view, in the format its export control last used (XLSX at first). */
export function GlobalExportButton() {
  const t = useTranslations('analyticsReports');
  const trigger = useContext(TriggerContext) ?? idle;
  return (
    <Button variant="secondary" onClick={trigger.fire}>
      {t('export.label')}
    </Button>
  );
}

/** Runs `onExport` once each time the header's Export fires. */
export function useGlobalExport(onExport: () => void) {
  const trigger = useContext(TriggerContext) ?? idle;
  const fired = useSyncExternalStore(trigger.subscribe, trigger.current, () => null);
  const latest = useRef(onExport);
  useEffect(() => {
    latest.current = onExport;
  });
  useEffect(() => {
    if (fired !== null) latest.current();
  }, [fired]);
}
