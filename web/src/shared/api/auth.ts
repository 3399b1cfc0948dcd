import { apiRequest } from './client';
import type { LoginAnswer, LoginBody, RegisterAnswer, RegisterForm } from '../../../../contracts/auth';

/** SPEC §3: the whole sign-up form is sent, confirmPassword included. */
export const registerMember = (payload: RegisterForm) =>
  apiRequest<RegisterAnswer>('/user/register', { method: 'POST', body: payload });

export const logIn = (credentials: LoginBody) =>
  apiRequest<LoginAnswer>('/user/login', { method: 'POST', body: credentials });

/**
 * Ends the session on the server too (the token stops working there). A token that has already
 * expired answers 401: the member is logging out anyway, so that is not a "session ended" event.
 */
export const logOutOnServer = () =>
  apiRequest<unknown>('/user/logout', { method: 'POST', body: {}, expectUnauthorized: true });
