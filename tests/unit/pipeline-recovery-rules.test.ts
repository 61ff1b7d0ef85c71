import { describe, expect, it } from 'vitest';
import { leaseSeconds } from '@/lib/workflows/pipeline/lease';
import { pipelineOptionsFromEnv } from '@/lib/workflows/pipeline/process';
import { orphanMinutes } from '@/lib/workflows/pipeline/recover';
import { quickFirstMinSeconds } from '@/lib/workflows/pipeline/stage-media';

const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('pipeline recovery and quick-first settings', () => {
  it('reads the lease length and orphan age, falling back on nonsense', () => {
    expect(leaseSeconds(env({}))).toBe(90);
    expect(leaseSeconds(env({ PIPELINE_LEASE_SECONDS: '3' }))).toBe(3);
    expect(leaseSeconds(env({ PIPELINE_LEASE_SECONDS: '0' }))).toBe(90);
    expect(leaseSeconds(env({ PIPELINE_LEASE_SECONDS: 'soon' }))).toBe(90);
    expect(orphanMinutes(env({}))).toBe(10);
    expect(orphanMinutes(env({ PIPELINE_ORPHAN_MINUTES: '0' }))).toBe(0);
    expect(orphanMinutes(env({ PIPELINE_ORPHAN_MINUTES: '-1' }))).toBe(10);
  });

  it('leaves quick-first to the source length unless PIPELINE_QUICK_FIRST pins it', () => {
    expect(pipelineOptionsFromEnv(env({})).quickFirst).toBeUndefined();
    expect(pipelineOptionsFromEnv(env({ PIPELINE_QUICK_FIRST: 'auto' })).quickFirst).toBeUndefined();
    expect(pipelineOptionsFromEnv(env({ PIPELINE_QUICK_FIRST: 'true' })).quickFirst).toBe(true);
    expect(pipelineOptionsFromEnv(env({ PIPELINE_QUICK_FIRST: 'false' })).quickFirst).toBe(false);
    expect(quickFirstMinSeconds(env({}))).toBe(120);
    expect(quickFirstMinSeconds(env({ PIPELINE_QUICK_FIRST_MIN_SECONDS: '30' }))).toBe(30);
  });
});
