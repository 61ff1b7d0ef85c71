import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditLabelKey, readableAuditCode } from '@/lib/audit/actions';
import { LOCALES } from '@/lib/i18n/config';

type Labels = { actions: Record<string, string>; entities: Record<string, string> };
const auditMessages = (locale: string): Labels => JSON.parse(readFileSync(path.join('messages', `${locale}.json`), 'utf8')).auditLog;
const missing = (labels: Record<string, string>, codes: readonly string[]) =>
  codes.filter((code) => typeof labels[auditLabelKey(code)] !== 'string' || labels[auditLabelKey(code)].trim() === '');

// The recorders can only pass codes from these lists (lib/audit/record.ts types them), so a new
// action without a label in every language fails here.
describe.each(LOCALES)('audit log labels in %s', (locale) => {
  const { actions, entities } = auditMessages(locale);
  it('names every recorded action and entity type', () => {
    expect(missing(actions, AUDIT_ACTIONS)).toEqual([]);
    expect(missing(entities, AUDIT_ENTITY_TYPES)).toEqual([]);
  });
  it('holds no label for a code nothing records', () => {
    const known = new Set(AUDIT_ACTIONS.map(auditLabelKey));
    expect(Object.keys(actions).filter((key) => !known.has(key))).toEqual([]);
    const knownTypes = new Set(AUDIT_ENTITY_TYPES.map(auditLabelKey));
    expect(Object.keys(entities).filter((key) => !knownTypes.has(key))).toEqual([]);
  });
});

describe('audit codes without a label', () => {
  it('are spelled out readably instead of shown raw', () => {
    expect(readableAuditCode('workspaceGroup.setDefault')).toBe('Workspace group · set default');
    expect(readableAuditCode('report.export_csv')).toBe('Report · export csv');
    expect(readableAuditCode('user')).toBe('User');
    expect(readableAuditCode('')).toBe('');
  });
});
