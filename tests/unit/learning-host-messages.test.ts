import { describe, expect, it } from 'vitest';
import { hostMessage, launchFromQuery, noPermissionMessage, resumePoint, watchedBetween } from '@/lib/learning-host/host-messages';

const steps = ['s1', 's2', 's3'];

describe('where the host player starts', () => {
  it('takes the server record first, then the LMS suspend point, then the step in the address', () => {
    expect(resumePoint({ stepId: 's2', time: 7.5 }, { step: 's3', t: 4 }, 's1', steps)).toEqual({ stepId: 's2', time: 7.5 });
    expect(resumePoint({ stepId: null, time: 0 }, { step: 's3', t: 4 }, 's1', steps)).toEqual({ stepId: 's3', time: 4 });
    expect(resumePoint({ stepId: null, time: 0 }, { step: null, t: null }, 's1', steps)).toEqual({ stepId: 's1' });
    expect(resumePoint({ stepId: null, time: 0 }, { step: null, t: null }, undefined, steps)).toEqual({});
  });

  it('ignores a step the workflow no longer has (re-cut since)', () => {
    expect(resumePoint({ stepId: 'gone', time: 3 }, { step: 'old', t: 4 }, undefined, steps)).toEqual({});
  });
});

describe('watched seconds', () => {
  it('counts forward playing within one step, never seeks, jumps back or another step', () => {
    expect(watchedBetween({ stepId: 's1', position: 1 }, { stepId: 's1', position: 1.25 })).toBeCloseTo(0.25);
    expect(watchedBetween({ stepId: 's1', position: 1 }, { stepId: 's1', position: 9 })).toBe(0);
    expect(watchedBetween({ stepId: 's1', position: 5 }, { stepId: 's1', position: 4 })).toBe(0);
    expect(watchedBetween({ stepId: 's1', position: 5 }, { stepId: 's2', position: 5.2 })).toBe(0);
    expect(watchedBetween(null, { stepId: 's1', position: 1 })).toBe(0);
  });
});

describe('launch values and messages', () => {
  it('needs every signed value; step and t are optional', () => {
    const full = { pkg: 'p', lid: 'l', lname: 'Name', ts: '1', sig: 's', step: 's2', t: '12.5' };
    expect(launchFromQuery(full)).toEqual({ launch: { pkg: 'p', lid: 'l', lname: 'Name', ts: '1', sig: 's' }, resume: { step: 's2', t: 12.5 } });
    expect(launchFromQuery({ ...full, sig: undefined }).launch).toBeNull();
    expect(launchFromQuery({ pkg: 'p', lid: 'l', ts: '1', sig: 's' })).toEqual({ launch: { pkg: 'p', lid: 'l', lname: '', ts: '1', sig: 's' }, resume: { step: null, t: null } });
  });

  it('says what the contract says and nothing more', () => {
    expect(hostMessage('progress', 'w1', { stepId: 's1', time: 3.14159, watchedRatio: 0.123456, completed: false })).toEqual({
      source: 'openhow-host',
      type: 'progress',
      workflowId: 'w1',
      stepId: 's1',
      time: 3.1,
      watchedRatio: 0.123,
      completed: false,
    });
    expect(noPermissionMessage('w1')).toMatchObject({ type: 'error', message: 'no permission', completed: false });
  });
});
