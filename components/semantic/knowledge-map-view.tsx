'use client';
import { useMemo, useRef, useState } from 'react';
import { useFormatter, useTranslations } from '@/lib/i18n/client';
import type { KnowledgeMap } from '@/lib/knowledge/semantic-schema';
import { MapList } from './map-list';
import { colourOf, nodeViews, selectionOf, type MapFilter, type NodeView, type Selection } from './map-model';
import { MapPanel } from './map-panel';
import { MapSvg } from './map-svg';
import { useKnowledgeMap } from './use-semantic';
import styles from './knowledge-map.module.css';

/** /maven/knowledge-map: the map (or its list), the filter for questions without a good source, the legend and the info panel. */
export function KnowledgeMapView() {
  const t = useTranslations('maven');
  const format = useFormatter();
  const query = useKnowledgeMap();
  const [filter, setFilter] = useState<MapFilter>('all');
  const [mode, setMode] = useState<'map' | 'list'>('map');
  const [selected, setSelected] = useState<{ key: string; selection: NonNullable<Selection> } | null>(null);
  const opener = useRef<Element | null>(null);
  const map: KnowledgeMap | undefined = query.data;
  const nodes = useMemo(() => (map ? nodeViews(map, filter) : []), [map, filter]);
  const unanswered = map?.questions.filter((q) => q.unanswered).length ?? 0;
  const select = (node: NodeView, element: Element) => {
    const selection = map && selectionOf(map, node);
    if (!selection) return;
    opener.current = element;
    setSelected({ key: node.key, selection });
  };
  const close = () => {
    setSelected(null);
    (opener.current as HTMLElement | SVGElement | null)?.focus?.();
  };
  const when = map?.computedAt ? format.dateTime(new Date(map.computedAt), { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const status = query.isError
    ? t('knowledgeMap.error')
    : !map
      ? t('knowledgeMap.loading')
      : map.status === 'computing'
        ? t('knowledgeMap.computing')
        : t(map.status === 'stale' ? 'knowledgeMap.stale' : 'knowledgeMap.ready', { when });
  const toggle = <T extends string>(value: T, current: T, set: (v: T) => void, label: string) => (
    <button type="button" className={styles.toggle} aria-pressed={value === current} onClick={() => set(value)}>
      {label}
    </button>
  );
  return (
    <div className={styles.page} data-testid="knowledge-map">
      <h1>{t('knowledgeMap.title')}</h1>
      <p className={styles.intro}>{t('knowledgeMap.intro')}</p>
      <p role="status" className={styles.status} data-status={map?.status ?? 'loading'}>
        {status}
      </p>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('knowledgeMap.filter')}>
          {toggle<MapFilter>('all', filter, setFilter, t('knowledgeMap.filterAll'))}
          {toggle<MapFilter>('unanswered', filter, setFilter, t('knowledgeMap.filterUnanswered', { count: unanswered }))}
        </div>
        <div role="group" aria-label={t('knowledgeMap.display')}>
          {toggle('map', mode, setMode, t('knowledgeMap.showMap'))}
          {toggle('list', mode, setMode, t('knowledgeMap.showList'))}
        </div>
      </div>
      {map && map.status !== 'computing' && map.nodes.length === 0 ? <p className={styles.empty}>{t('knowledgeMap.empty')}</p> : null}
      <div className={styles.body}>
        <div className={styles.main}>
          {nodes.length ? mode === 'map' ? <MapSvg nodes={nodes} selectedKey={selected?.key ?? null} onSelect={select} /> : <MapList nodes={nodes} onSelect={select} /> : null}
          {map?.clusters.length ? (
            <section className={styles.legend} aria-labelledby="map-legend">
              <h2 id="map-legend">{t('knowledgeMap.legend')}</h2>
              <ul>
                <li><span className={styles.shapeCircle} aria-hidden="true" /> {t('knowledgeMap.workflow')}</li>
                <li><span className={styles.shapeDiamond} aria-hidden="true" /> {t('knowledgeMap.question')}</li>
                <li><span className={styles.shapeRing} aria-hidden="true" /> {t('knowledgeMap.questionUnanswered')}</li>
                {map.clusters.map((c) => (
                  <li key={c.groupId}>
                    <span className={styles.swatch} style={{ background: colourOf(c.groupId) }} aria-hidden="true" />{' '}
                    {t('knowledgeMap.clusterMeta', { group: c.groupId + 1, label: c.label || '—', workflows: c.workflows, questions: c.questions, unanswered: c.unanswered })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {selected ? <MapPanel selection={selected.selection} onClose={close} /> : null}
      </div>
    </div>
  );
}
