import { apiRequest } from './client';
import type { LoginAnswer } from '../../../../contracts/auth';
import type {
  AccountSettings,
  ChangeEmailBody,
  ChangePasswordBody,
  EmailPreferences,
  ErasureStep,
  MemberData,
  ResetPasswordBody,
} from '../../../../contracts/accounts';

/** The account calls of issue 14 (contracts/accounts.ts). */

interface Done {
  success: true;
  message: string;
}

export const askForPasswordReset = (email: string) =>
  apiRequest<Done>('/account/password/forgot', { method: 'POST', body: { email } });

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<LoginAnswer>('/account/password/reset', { method: 'POST', body });

export const fetchAccountSettings = () => apiRequest<{ success: true; data: AccountSettings }>('/account/settings');

export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<Done & { data: { token: string } }>('/account/password', { method: 'POST', body });

export const changeEmail = (body: ChangeEmailBody) => apiRequest<Done>('/account/email', { method: 'POST', body });

export const confirmEmail = (token: string) =>
  apiRequest<Done & { data: { email: string } }>('/account/email/confirm', { method: 'POST', body: { token } });

export const saveEmailPreferences = (body: EmailPreferences) =>
  apiRequest<Done & { data: EmailPreferences }>('/account/email-preferences', { method: 'POST', body });

export const logOutEverywhere = () => apiRequest<Done>('/account/sessions/end-all', { method: 'POST', body: {} });

export const fetchMyData = () => apiRequest<MemberData>('/account/data');

export const fetchErasurePlan = () => apiRequest<{ success: true; data: { parts: ErasureStep[] } }>('/account/erasure');

export const deleteAccount = (password: string) =>
  apiRequest<Done & { data: { parts: ErasureStep[] } }>('/account/delete', { method: 'POST', body: { password } });
