import { callEndpoint } from './client';
import { AUTH_ENDPOINTS } from '@contracts/endpointAddresses/auth';
import type { LoginBody, RegisterForm } from '@contracts/auth';

/** The whole sign-up form is sent, confirmPassword included. */
export const registerMember = (payload: RegisterForm) => callEndpoint(AUTH_ENDPOINTS.register, { body: payload });

export const logIn = (credentials: LoginBody) => callEndpoint(AUTH_ENDPOINTS.login, { body: credentials });

/**
 * Ends the session on the server too (the token stops working there). A token that has already
 * expired answers 401: the member is logging out anyway, so that is not a "session ended" event.
 */
export const logOutOnServer = () => callEndpoint(AUTH_ENDPOINTS.logout, { expectUnauthorized: true });
