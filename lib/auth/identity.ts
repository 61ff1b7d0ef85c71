/** The product's own mail domain for synthetic technical emails (never receives mail). */
export const TECH_EMAIL_DOMAIN = process.env.TECH_EMAIL_DOMAIN || 'users.openhow.local';

/** Spec §3: an employee-ID account's email is {clientKey}.{employeeId lowercased}@domain. */
export const employeeIdEmail = (clientKey: string, employeeId: string) =>
  `${clientKey.toLowerCase()}.${employeeId.toLowerCase()}@${TECH_EMAIL_DOMAIN}`;

/** Spec §3: a shared-device account's email is {clientKey}.shared.{employeeId}@domain. */
export const sharedAccountEmail = (clientKey: string, employeeId: string) =>
  `${clientKey.toLowerCase()}.shared.${employeeId.toLowerCase()}@${TECH_EMAIL_DOMAIN}`;

/** Spec §4: an ID ending ".shared" before the '@' (or typed as "<id>.shared") is a shared account. */
export const isSharedLogin = (login: string) => /\.shared$/i.test(login.split('@')[0]);

/** Strips the ".shared" marker a shared-device user types after the account name. */
export const sharedAccountName = (login: string) => login.split('@')[0].replace(/\.shared$/i, '');

/** Spec §3: the employee ID is the local part between the first dot and the '@', minus 'shared.'. */
export function employeeIdFromEmail(email: string): string {
  const local = email.split('@')[0];
  const dot = local.indexOf('.');
  const rest = dot >= 0 ? local.slice(dot + 1) : local;
  return rest.startsWith('shared.') ? rest.slice('shared.'.length) : rest;
}

export const isTechnicalEmail = (email: string) => email.toLowerCase().endsWith(`@${TECH_EMAIL_DOMAIN}`);

/** Greeting name on the password step, derived from the email (spec §2): "jane.doe@x" → "Jane Doe". */
export function nameFromEmail(login: string): string {
  const local = login.split('@')[0];
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(' ');
}
