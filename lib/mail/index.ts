import 'server-only';
export { sendMail, type MailKind, type SendMailOptions, type SendMailResult } from './send';
export { renderAccountMail, type AccountMailInput, type AccountMailKind, type RenderedMail } from './templates';
export { escapeHtml } from './escape';
