import { useCallback, useEffect, useRef, useState } from 'react';
import type { PortableTextBlock } from '@portabletext/editor';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import type { OwnArticle } from '@contracts/insights';
import { isApiError } from '~/shared/api/ApiError';
import { callEndpoint } from '~/shared/api/client';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const SAVE_AFTER_MS = 1200;
const RETRY_AFTER_MS = 4000;
const localKey = (id: string | null) => `jnanam.insights.draft.${id ?? 'new'}`;

interface LocalDraft {
  id: string | null;
  title: string;
  body: PortableTextBlock[];
  /** The chosen topics' slugs. */
  topics: string[];
  /** When it was typed (ms). */
  at: number;
}

function readLocal(id: string | null): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(localKey(id));
    return raw ? (JSON.parse(raw) as LocalDraft) : null;
  } catch {
    return null;
  }
}

function writeLocal(draft: LocalDraft) {
  try {
    window.localStorage.setItem(localKey(draft.id), JSON.stringify(draft));
  } catch {
    // No storage (private mode, full): the server's copy is still kept.
  }
}

const dropLocal = (id: string | null) => {
  try {
    window.localStorage.removeItem(localKey(id));
  } catch {
    // As above.
  }
};

/**
 * The draft being written: every change is kept on this device at once and saved on the server a
 * moment after typing stops; a failed save says why and tries again until it goes through. What
 * this device kept and the server does not have yet (a reload, a closed tab, a dropped connection)
 * wins when the editor opens again.
 */
export function useDraft(existing: OwnArticle | null, onCreated: (id: string) => void) {
  const [initial] = useState(() => {
    // A kept copy exists only while the server lacks some of it: a save that leaves nothing pending removes it.
    const local = readLocal(existing?.id ?? null);
    const serverAt = existing ? Date.parse(existing.updatedAt) : 0;
    // A copy kept before topics existed has none: the server's stay.
    if (local) return { ...local, topics: local.topics ?? existing?.topics ?? [], unsaved: true };
    return { id: existing?.id ?? null, title: existing?.title ?? '', body: (existing?.body ?? []) as PortableTextBlock[], topics: existing?.topics ?? [], at: serverAt, unsaved: false };
  });
  const latest = useRef<LocalDraft>({ id: initial.id, title: initial.title, body: initial.body, topics: initial.topics, at: initial.at });
  const [state, setState] = useState<SaveState>(initial.unsaved ? 'failed' : 'idle');
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState(existing?.status ?? 'draft');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saving = useRef<Promise<boolean> | null>(null);
  const dirty = useRef(initial.unsaved);
  const retry = useRef<() => void>(() => undefined);
  const announceCreated = useRef(onCreated);
  useEffect(() => {
    announceCreated.current = onCreated;
  }, [onCreated]);

  const save = useCallback(async (): Promise<boolean> => {
    if (saving.current) await saving.current;
    if (!dirty.current) return true;
    const run = (async () => {
      const draft = latest.current;
      dirty.current = false;
      setState('saving');
      try {
        const body = { title: draft.title, body: draft.body, topics: draft.topics };
        if (draft.id === null) {
          const created = await callEndpoint(INSIGHTS_ENDPOINTS.createArticle, { body });
          dropLocal(null);
          latest.current = { ...latest.current, id: created.article.id };
          writeLocal(latest.current);
          announceCreated.current(created.article.id);
        } else {
          const saved = await callEndpoint(INSIGHTS_ENDPOINTS.saveArticle, { params: { articleId: draft.id }, body });
          setStatus(saved.article.status);
        }
        // Typing during the save: still "Saving…" until the next save has it all.
        if (dirty.current) return true;
        dropLocal(latest.current.id);
        setState('saved');
        return true;
      } catch (error) {
        dirty.current = true;
        setProblem(isApiError(error) ? error.message : String(error));
        setState('failed');
        // A refusal of the text itself (400) waits for the next change; anything else is tried again.
        if (!(isApiError(error) && error.status === 400)) timer.current = setTimeout(() => retry.current(), RETRY_AFTER_MS);
        return false;
      }
    })();
    saving.current = run;
    const ok = await run;
    saving.current = null;
    return ok;
  }, []);

  const change = useCallback(
    (next: Partial<Pick<LocalDraft, 'title' | 'body' | 'topics'>>) => {
      // The editor may announce a value it already had: nothing to save then.
      const same = (key: 'title' | 'body' | 'topics') => next[key] === undefined || JSON.stringify(next[key]) === JSON.stringify(latest.current[key]);
      if (same('title') && same('body') && same('topics')) return;
      latest.current = { ...latest.current, ...next, at: Date.now() };
      writeLocal(latest.current);
      dirty.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_AFTER_MS);
    },
    [save],
  );

  useEffect(() => {
    retry.current = () => void save();
  }, [save]);

  // What this device kept but the server did not have: saved now.
  useEffect(() => {
    if (initial.unsaved) timer.current = setTimeout(() => void save(), 0);
    return () => clearTimeout(timer.current);
  }, [initial.unsaved, save]);

  return {
    initialTitle: initial.title,
    initialTopics: initial.topics,
    initialBody: initial.body,
    id: () => latest.current.id,
    current: () => latest.current,
    state,
    problem,
    status,
    setStatus,
    change,
    /** Saves now (before publishing); true when the server has everything. */
    flush: async () => {
      clearTimeout(timer.current);
      let ok = await save();
      while (ok && dirty.current) ok = await save();
      return ok;
    },
    forget: () => dropLocal(latest.current.id),
  };
}
