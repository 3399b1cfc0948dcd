import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageView } from '@contracts/messaging';
import { TYPING_SHOWN_MS } from '@contracts/messagingRules';
import { useLiveEvent } from '~/shared/live/liveEvents';
import { type ConversationAnswer, fetchConversation, markRead } from './api';

type Conversation = ConversationAnswer['conversation'];

/** Adds or replaces messages by id, oldest first. */
function merge(list: MessageView[], incoming: MessageView[]): MessageView[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.sentAt.localeCompare(b.sentAt) || Number(a.id) - Number(b.id));
}

/**
 * One open conversation: its latest messages, older ones on demand, and everything that arrives
 * live (new messages, reactions, deletions, the other member reading and typing). Opening it, and
 * each message that arrives while it is open and visible, marks it read.
 */
export function useConversation(conversationId: string | null, onRead: (unreadTotal: number) => void) {
  const [conversation, setConversation] = useState<Conversation | null>(null);
  const [messages, setMessages] = useState<MessageView[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The pane is mounted afresh for each conversation (keyed by its id), so this never changes while mounted.
  const current = useRef(conversationId);

  const read = useCallback(
    (id: string) => {
      if (document.visibilityState !== 'visible') return;
      markRead(id)
        .then((answer) => onRead(answer.unreadTotal))
        .catch(() => undefined);
    },
    [onRead],
  );

  // Bumped to read the conversation again (after the live stream was lost and came back).
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    if (!conversationId) return;
    let cancelled = false;
    fetchConversation(conversationId).then(
      (answer) => {
        if (cancelled) return;
        setConversation(answer.conversation);
        setMessages((list) => merge(list, answer.messages));
        setHasOlder((older) => older || answer.hasOlder);
        setError(null);
        read(conversationId);
      },
      (cause: unknown) => {
        if (!cancelled) setError(cause instanceof Error ? cause.message : 'This conversation could not be loaded.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [conversationId, read, version]);

  // After the stream was lost and is back, read the conversation again (the stream resumes too; this also covers a long gap).
  useLiveEvent('open', reload, Boolean(conversationId));
  useLiveEvent('message', ({ message }) => {
    if (message.conversationId !== current.current) return;
    setMessages((list) => merge(list, [message]));
    if (!message.mine) {
      setTyping(null);
      read(message.conversationId);
    }
  });
  useLiveEvent('message-changed', ({ message }) => {
    if (message.conversationId === current.current) setMessages((list) => merge(list, [message]));
  });
  useLiveEvent('read', (event) => {
    if (event.conversationId === current.current && !event.mine) setConversation((c) => (c ? { ...c, otherReadAt: event.readAt } : c));
  });
  useLiveEvent('typing', (event) => {
    if (event.conversationId !== current.current) return;
    setTyping(event.name);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!conversationId || !first || !hasOlder || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const answer = await fetchConversation(conversationId, first.id);
      setMessages((list) => merge(list, answer.messages));
      setHasOlder(answer.hasOlder);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, messages, hasOlder, loadingOlder]);

  const update = useCallback((message: MessageView) => setMessages((list) => merge(list, [message])), []);
  const drop = useCallback((id: string) => setMessages((list) => list.filter((message) => message.id !== id)), []);

  return { conversation, messages, hasOlder, loadingOlder, loadOlder, error, typing, update, drop, reload };
}
