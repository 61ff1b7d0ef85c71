'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslations } from '@/lib/i18n/client';
import type { QuizAudience } from '@/lib/quiz/schema';
import styles from './quiz-editor.module.css';
import type { QuizEditor } from './use-quiz-editor';

/** Spec 02 §4 publishing options: to all, to a team, or keep as draft; unpublishing makes the quiz editable again. */
export function PublishOptions({ editor }: { editor: QuizEditor }) {
  const t = useTranslations('quiz');
  const quiz = editor.quiz!;
  const [audience, setAudience] = useState<QuizAudience>(quiz.published ? quiz.audience : 'all');
  const [teamId, setTeamId] = useState(quiz.teamId ?? editor.teams[0]?.id ?? '');
  if (quiz.published) {
    return (
      <div className={styles.toolbar}>
        <p className={styles.muted}>{quiz.audience === 'team' ? t('publishedToTeam', { team: editor.teams.find((x) => x.id === quiz.teamId)?.name ?? '' }) : t('publishedToAll')}</p>
        <Button type="button" variant="secondary" busy={editor.busy === 'publish'} onClick={() => void editor.publish({ published: false }, t('unpublished'))}>
          {t('unpublish')}
        </Button>
      </div>
    );
  }
  const submit = () =>
    audience === 'draft'
      ? editor.publish({ published: false, audience: 'draft' }, t('keptDraft'))
      : editor.publish({ published: true, audience, teamId: audience === 'team' ? teamId || null : null }, t('publishedNotice'));
  return (
    <fieldset className={styles.publish} disabled={editor.isRunning || editor.dirty}>
      <legend>{t('publishOptions')}</legend>
      {(['all', 'team', 'draft'] as const).map((value) => (
        <label key={value} className={styles.row}>
          <input type="radio" name="quiz-audience" value={value} checked={audience === value} onChange={() => setAudience(value)} />
          {t(`audience.${value}`)}
        </label>
      ))}
      {audience === 'team' && (
        <div className={styles.row}>
          <label className={styles.label} htmlFor="quiz-team">
            {t('team')}
          </label>
          <select id="quiz-team" value={teamId} onChange={(e) => setTeamId(e.target.value)}>
            {editor.teams.length === 0 && <option value="">{t('noTeams')}</option>}
            {editor.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {editor.dirty && <p className={styles.muted}>{t('saveFirst')}</p>}
      <div>
        <Button type="button" busy={editor.busy === 'publish'} onClick={() => void submit()}>
          {audience === 'draft' ? t('keepDraft') : t('publish')}
        </Button>
      </div>
    </fieldset>
  );
}
