import { describe, expect, it } from 'vitest';
import { createPlaylistSchema } from '@/lib/skills/schema';
import { builderBackHref, SKILLS_HOME, workspaceOfPath } from '@/lib/skills-ui/builder-back';
import { dueFields, dueLabel, EMPTY_DUE } from '@/lib/skills-ui/due';
import { addUnique, moveItem, removeAt } from '@/lib/skills-ui/list-order';
import { blockLeadingSpace, canSubmitSkillName, nameCounter, skillNameError } from '@/lib/skills-ui/name-rules';
import { firstOpenItem, nextStage } from '@/lib/skills-ui/player-stage';

describe('create-skill name rules (spec 01 §5)', () => {
  it('names the first broken rule, the same one the API answers', () => {
    expect(skillNameError('')).toBe('rules.required');
    expect(skillNameError('   ')).toBe('rules.noWhiteSpace');
    expect(skillNameError('x'.repeat(91))).toBe('rules.max90');
    expect(skillNameError('Safety; first')).toBe('rules.invalidName');
    expect(skillNameError('Forklift basics')).toBeNull();
    for (const name of ['', '   ', 'x'.repeat(91), 'a/b', 'Forklift basics']) {
      const server = createPlaylistSchema.safeParse({ playlistTitle: name });
      expect(server.success).toBe(skillNameError(name) === null);
    }
  });

  it('blocks a leading space as it is typed and counts characters of 90', () => {
    expect(blockLeadingSpace('  Welding')).toBe('Welding');
    expect(blockLeadingSpace('Welding 101 ')).toBe('Welding 101 ');
    expect(nameCounter('Weld')).toEqual({ count: 4, max: 90 });
  });

  it('disables Create while blank, invalid or creating', () => {
    expect(canSubmitSkillName('', false)).toBe(false);
    expect(canSubmitSkillName('a:b', false)).toBe(false);
    expect(canSubmitSkillName('Welding', true)).toBe(false);
    expect(canSubmitSkillName('Welding', false)).toBe(true);
  });
});

describe('builder back path (spec 01 §2)', () => {
  it('returns where the builder was opened from, else the skills home', () => {
    expect(builderBackHref('/workspace/abc/skills')).toBe('/workspace/abc/skills');
    expect(builderBackHref('/skill/performance?skillId=1')).toBe('/skill/performance?skillId=1');
    expect(builderBackHref(null)).toBe(SKILLS_HOME);
    expect(builderBackHref('/')).toBe(SKILLS_HOME);
    expect(builderBackHref('/skillbuilder/1/users')).toBe(SKILLS_HOME);
    expect(builderBackHref('//evil.example.com/x')).toBe(SKILLS_HOME);
    expect(builderBackHref('https://evil.example.com')).toBe(SKILLS_HOME);
  });
  it('reads the workspace of a workspace page for the create popup', () => {
    expect(workspaceOfPath('/workspace/0b7c1a52-3f1e-4c8e-9a51-2d4b8e6f7a10/skills')).toBe('0b7c1a52-3f1e-4c8e-9a51-2d4b8e6f7a10');
    expect(workspaceOfPath('/skill/home')).toBeNull();
  });
});

describe('content order', () => {
  it('moves, removes and adds without duplicates', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(addUnique(['a'], 'a', (x) => x)).toEqual(['a']);
    expect(addUnique(['a'], 'b', (x) => x)).toEqual(['a', 'b']);
  });
});

describe('due settings and labels', () => {
  it('turns the form into the members call, or a rule key', () => {
    expect(dueFields(EMPTY_DUE)).toEqual({ ok: true, value: { dueDateIntervalType: null, dueDateInterval: null, recurrenceMonths: null } });
    expect(dueFields({ type: 'day', interval: '7', recurrence: '12' })).toEqual({ ok: true, value: { dueDateIntervalType: 'day', dueDateInterval: 7, recurrenceMonths: 12 } });
    expect(dueFields({ type: 'month', interval: '', recurrence: '' })).toEqual({ ok: false, error: 'skillsUi.users.intervalInvalid' });
    expect(dueFields({ type: 'year', interval: '1.5', recurrence: '' })).toEqual({ ok: false, error: 'skillsUi.users.intervalInvalid' });
    expect(dueFields({ type: '', interval: '', recurrence: '0' })).toEqual({ ok: false, error: 'skillsUi.users.recurrenceInvalid' });
  });

  it('says days left, due today, overdue or nothing', () => {
    expect(dueLabel({ dueDaysLeft: null, status: 'in_progress' })).toEqual({ key: 'none' });
    expect(dueLabel({ dueDaysLeft: 3, status: 'not_started' })).toEqual({ key: 'dueIn', days: 3 });
    expect(dueLabel({ dueDaysLeft: 0, status: 'not_started' })).toEqual({ key: 'dueToday' });
    expect(dueLabel({ dueDaysLeft: -2, status: 'in_progress' })).toEqual({ key: 'overdue', days: 2 });
    expect(dueLabel({ dueDaysLeft: -2, status: 'completed' })).toEqual({ key: 'completed' });
  });
});

describe('skill player stages', () => {
  const progress = { status: 'in_progress' } as never;
  const item = (done: boolean[], questions: number, passed: boolean, status = 'in_progress') =>
    ({ list: done.map((d) => ({ done: d })), assessment: { questions, passed, lastScore: null }, progress: { ...(progress as object), status } }) as never;
  it('resumes at the first entry not done', () => {
    expect(firstOpenItem([{ done: true }, { done: false }, { done: false }])).toBe(1);
    expect(firstOpenItem([{ done: true }])).toBe(0);
  });
  it('content, then the assessment, then done', () => {
    expect(nextStage(item([false], 0, false))).toBe('content');
    expect(nextStage(item([false], 2, false))).toBe('assessmentLocked');
    expect(nextStage(item([true], 2, false))).toBe('assessment');
    expect(nextStage(item([true], 2, true, 'completed'))).toBe('done');
  });
});
