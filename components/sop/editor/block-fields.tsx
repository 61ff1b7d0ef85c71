'use client';
import { useId } from 'react';
import { TextField } from '@/components/ui/text-field';
import ui from '@/components/ui/ui.module.css';
import { useTranslations } from '@/lib/i18n/client';
import type { FileKind, SmartCompareSource, SopItem } from '@/lib/sop-ui/types';
import styles from '../sop.module.css';
import { StepSelect, WorkflowSelect } from '../workflow-picker';
import { ChecklistFields } from './checklist-fields';
import { ImageAttachments } from './image-attachments';
import { QuizFields } from './quiz-fields';
import { VideoField } from './video-field';

type Props = { item: SopItem; workspaceId: string; onChange: (patch: Partial<SopItem>) => void };

const WITH_IMAGES = new Set(['introduction', 'step', 'tool', 'warning', 'conclusion']);

/** The fields of one block, by its type. */
export function BlockFields({ item, workspaceId, onChange }: Props) {
  const t = useTranslations('sopUi');
  const descriptionId = useId();
  return (
    <div className={styles.blockFields}>
      <TextField label={t('block.title')} value={item.title} maxLength={200} onChange={(e) => onChange({ title: e.target.value })} />
      <div className={ui.field}>
        <label htmlFor={descriptionId} className={ui.label}>
          {t('block.description')}
        </label>
        <textarea id={descriptionId} className={ui.input} rows={3} maxLength={20000} value={item.description} onChange={(e) => onChange({ description: e.target.value })} />
      </div>
      {item.type === 'checklist' ? <ChecklistFields item={item} onChange={onChange} /> : null}
      {item.type === 'quiz' ? <QuizFields item={item} onChange={onChange} /> : null}
      {item.type === 'workflow' ? <WorkflowFields item={item} workspaceId={workspaceId} onChange={onChange} /> : null}
      {item.type === 'video' ? <VideoField item={item} onChange={onChange} /> : null}
      {item.fileRequest ? <FileRequestFields item={item} onChange={onChange} /> : null}
      {item.type === 'smartCompare' ? <SmartCompareFields item={item} workspaceId={workspaceId} onChange={onChange} /> : null}
      {WITH_IMAGES.has(item.type) ? <ImageAttachments item={item} onChange={onChange} /> : null}
    </div>
  );
}

function WorkflowFields({ item, workspaceId, onChange }: Props) {
  return (
    <>
      <WorkflowSelect workspaceId={workspaceId} value={item.workflowId ?? ''} onChange={(workflowId) => onChange({ workflowId: workflowId || undefined, stepId: undefined })} />
      {item.workflowId ? <StepSelect workflowId={item.workflowId} value={item.stepId ?? ''} onChange={(stepId) => onChange({ stepId: stepId || undefined })} /> : null}
    </>
  );
}

const KINDS: FileKind[] = ['image', 'document', 'video'];

function FileRequestFields({ item, onChange }: Omit<Props, 'workspaceId'>) {
  const t = useTranslations('sopUi');
  const id = useId();
  const request = item.fileRequest!;
  return (
    <div className={styles.inlineFields}>
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {t('block.fileKind')}
        </label>
        <select id={id} className={ui.input} value={request.accept} onChange={(e) => onChange({ fileRequest: { ...request, accept: e.target.value as FileKind } })}>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`fileKinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={request.required} onChange={(e) => onChange({ fileRequest: { ...request, required: e.target.checked } })} />
        {t('block.required')}
      </label>
    </div>
  );
}

const SOURCES: SmartCompareSource[] = ['workflow', 'step', 'video'];

function SmartCompareFields({ item, workspaceId, onChange }: Props) {
  const t = useTranslations('sopUi');
  const id = useId();
  const compare = item.smartCompare ?? { sourceType: 'workflow', showReference: true };
  const set = (patch: Partial<typeof compare>) => onChange({ smartCompare: { ...compare, ...patch } });
  return (
    <>
      <div className={ui.field}>
        <label htmlFor={id} className={ui.label}>
          {t('block.compareSource')}
        </label>
        <select id={id} className={ui.input} value={compare.sourceType} onChange={(e) => set({ sourceType: e.target.value as SmartCompareSource, workflowId: undefined, stepId: undefined, source: undefined, sourceFileName: undefined })}>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`compareSources.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {compare.sourceType !== 'video' ? <WorkflowSelect workspaceId={workspaceId} value={compare.workflowId ?? ''} onChange={(workflowId) => set({ workflowId: workflowId || undefined, stepId: undefined })} /> : null}
      {compare.sourceType === 'step' && compare.workflowId ? <StepSelect workflowId={compare.workflowId} value={compare.stepId ?? ''} onChange={(stepId) => set({ stepId: stepId || undefined })} /> : null}
      {compare.sourceType === 'video' ? (
        <VideoField item={item} label={t('block.referenceVideo')} current={compare.sourceFileName} onUploaded={(file) => set({ source: file.uploadId, sourceFileName: file.name })} />
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={compare.showReference} onChange={(e) => set({ showReference: e.target.checked })} />
        {t('block.showReference')}
      </label>
    </>
  );
}
