import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshLearnerSkill, skillKeys } from '@/components/skills/skills-api';

/** A stand-in server: the skill's one smart instruction is done once the test says it was executed. */
function skillServer() {
  const state = { executed: false, calls: 0 };
  const assignedOne = async () => {
    state.calls += 1;
    return { list: [{ type: 'mm-sop', id: 's1', done: state.executed }] };
  };
  return { state, assignedOne };
}

describe('the skill player after a smart instruction executed from the skill', () => {
  it('shows the entry done when the learner goes back, not the answer cached before the execution', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const server = skillServer();
    await client.fetchQuery({ queryKey: skillKeys.assignedOne('k1'), queryFn: server.assignedOne });
    server.state.executed = true;

    await refreshLearnerSkill(client, 'k1');

    expect(client.getQueryState(skillKeys.assignedOne('k1'))?.isInvalidated).toBe(true);
    // The player mounting again (client-side navigation back to it) refetches and shows the server's answer.
    const observer = new QueryObserver(client, { queryKey: skillKeys.assignedOne('k1'), queryFn: server.assignedOne });
    const shown = new Promise((resolve) => {
      const stop = observer.subscribe((result) => {
        if (!result.isFetched || result.isFetching) return;
        stop();
        resolve(result.data);
      });
    });
    expect(await shown).toEqual({ list: [expect.objectContaining({ done: true })] });
    expect(server.state.calls).toBe(2);
  });

  it('leaves other skills and the managers’ screens alone, and marks the learner’s skill lists stale', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    client.setQueryData(skillKeys.assignedOne('k2'), { list: [] });
    client.setQueryData(skillKeys.assigned('todo', false), { items: [] });
    client.setQueryData(skillKeys.playlist('k1'), { id: 'k1' });
    await refreshLearnerSkill(client, 'k1');
    expect(client.getQueryState(skillKeys.assigned('todo', false))?.isInvalidated).toBe(true);
    expect(client.getQueryState(skillKeys.assignedOne('k2'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(skillKeys.playlist('k1'))?.isInvalidated).toBe(false);
  });
});
