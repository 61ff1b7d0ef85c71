import { toCsvLine } from './csv';

/**
 * The user import file (client-safe; the import dialog documents it and offers the template).
 * Header names are matched loosely ("Employee ID", "employee_id", "Full name" …) and may come in
 * any order; other columns are ignored. An email makes an invited user (an org admin with role
 * admin-organization); no email but an employee ID makes an employee-ID user.
 */
export const IMPORT_COLUMNS = ['email', 'name', 'role', 'workspace', 'employeeId'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_TEMPLATE = [
  toCsvLine([...IMPORT_COLUMNS]),
  toCsvLine(['jane.doe@example.com', 'Jane Doe', 'publisher', 'Assembly Line A', '']),
  toCsvLine(['sam.lee@example.com', 'Sam Lee', 'viewer', '', '']),
  toCsvLine(['', 'Erin Employee', 'viewer', 'Assembly Line A', 'E1001']),
].join('\r\n');

/** The given rows as an import file again (to fix and retry the ones that failed). */
export const rowsToCsv = (rows: Record<string, string>[]) =>
  [toCsvLine([...IMPORT_COLUMNS]), ...rows.map((values) => toCsvLine(IMPORT_COLUMNS.map((c) => values[c] ?? '')))].join('\r\n');
