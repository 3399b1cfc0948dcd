import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { callEndpoint, endpointPath } from './client';
import { ACCOUNT_ENDPOINTS } from '@contracts/endpointAddresses/accounts';
import type { ChangeEmailBody, ChangePasswordBody, EmailPreferences, ResetPasswordBody } from '@contracts/accounts';

/** The account calls of contracts/accounts.ts. */

export const askForPasswordReset = (email: string) => callEndpoint(ACCOUNT_ENDPOINTS.forgotPassword, { body: { email } });

export const resetPassword = (body: ResetPasswordBody) => callEndpoint(ACCOUNT_ENDPOINTS.resetPassword, { body });

export const fetchAccountSettings = () => callEndpoint(ACCOUNT_ENDPOINTS.settings);

export const changePassword = (body: ChangePasswordBody) => callEndpoint(ACCOUNT_ENDPOINTS.changePassword, { body });

export const changeEmail = (body: ChangeEmailBody) => callEndpoint(ACCOUNT_ENDPOINTS.changeEmail, { body });

export const confirmEmail = (token: string) => callEndpoint(ACCOUNT_ENDPOINTS.confirmEmail, { body: { token } });

export const resendEmailConfirmation = () => callEndpoint(ACCOUNT_ENDPOINTS.resendConfirmation);

export const saveEmailPreferences = (body: EmailPreferences) => callEndpoint(ACCOUNT_ENDPOINTS.emailPreferences, { body });

export const logOutEverywhere = () => callEndpoint(ACCOUNT_ENDPOINTS.logOutEverywhere);

export const fetchMyData = () => callEndpoint(ACCOUNT_ENDPOINTS.myData);

export const fetchErasurePlan = () => callEndpoint(ACCOUNT_ENDPOINTS.erasurePlan);

export const deleteAccount = (password: string) => callEndpoint(ACCOUNT_ENDPOINTS.deleteAccount, { body: { password } });

/**
 * Whether the member's e-mail address is confirmed, with the address: what decides if posting,
 * commenting and messaging are offered. Undefined for a visitor and until the server has answered;
 * asked again when the member comes back to the tab (after opening the e-mailed link elsewhere).
 */
export function useEmailConfirmation() {
  const { token } = useSession();
  // The token is in the key: another member logging in on this browser is asked about afresh.
  const { data, error, mutate } = useSWR(token ? [endpointPath(ACCOUNT_ENDPOINTS.settings), token] : null, () => callEndpoint(ACCOUNT_ENDPOINTS.settings, { expectUnauthorized: true }), {
    shouldRetryOnError: false,
  });
  // A failed question leaves the boxes offered: the server still refuses what it must, with its reason.
  return { confirmed: data?.data.emailConfirmed, email: data?.data.email, failed: error !== undefined, recheck: mutate };
}
