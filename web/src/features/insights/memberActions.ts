import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import type { ArticleCard } from '@contracts/insights';
import { loginPathReturningTo } from '@contracts/routes';
import { isApiError } from '~/shared/api/ApiError';
import { callEndpoint } from '~/shared/api/client';
import { useSession, useSessionReady } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { TEXTS } from './labels';

/**
 * Runs a member's action (save, like, follow, comment): a visitor is taken to log in and brought
 * back to this page; a failure is said in a toast; `busy` keeps a second press from racing the first,
 * and a first press from coming before the browser knows whether the reader is a member (a member
 * would be taken for a visitor).
 */
export function useMemberAction() {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const sessionReady = useSessionReady();

  const askToLogIn = () => navigate(loginPathReturningTo(`${location.pathname}${location.search}`));

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    if (!isLoggedIn) {
      askToLogIn();
      return undefined;
    }
    if (busy) return undefined;
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      showToast(isApiError(error) ? error.message : TEXTS.actionFailed, 'error');
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy: busy || !sessionReady, isLoggedIn, askToLogIn };
}

/** An article's save and like: the list's cards and the reading page's actions call them through the hook above. */
export const toggleSave = async (card: Pick<ArticleCard, 'targetType' | 'targetId'>) =>
  (await callEndpoint(INTERACTION_ENDPOINTS.save, { params: { targetType: card.targetType, targetId: card.targetId } })).saved;

export const toggleLike = (card: Pick<ArticleCard, 'targetType' | 'targetId'>) =>
  callEndpoint(INTERACTION_ENDPOINTS.like, { params: { targetType: card.targetType, targetId: card.targetId } });
