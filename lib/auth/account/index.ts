export { acceptFreeTrial, acceptInvite, type AcceptInviteOptions } from './accept-invite';
export { changePassword, type ChangePasswordOptions } from './change-password';
export { createInvite, INVITATION_MAIL_ERROR, INVITATION_PENDING, type CreateInviteOptions } from './create-invite';
export { getLinkStatus, type LinkStatus } from './link-status';
export { logout, logoutAll } from './logout';
export { requestPasswordReset, type RequestPasswordResetOptions } from './request-password-reset';
export { resetPasswordWithToken, type ResetPasswordWithTokenOptions } from './reset-password-with-token';
export { account } from './api';
