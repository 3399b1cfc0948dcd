import { useCallback, useEffect, useRef, useState } from 'react';

/** What a desk read answered (or why not), and a way to read it again after a change. */
export function useDeskData<T>(read: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ key: string; data?: T; error?: string }>({ key });
  const [round, setRound] = useState(0);
  // `key` names everything `read` depends on: a new key reads again, a new function alone does not.
  const readRef = useRef(read);
  readRef.current = read;
  const load = useCallback(() => readRef.current(), []);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ key, data }),
      (error: unknown) => current && setState({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [load, key, round]);
  // What was last read stays shown while the next read is under way, so a change's outcome is not replaced by "Loading…".
  return { data: state.data, error: state.key === key ? state.error : undefined, reload: () => setRound((n) => n + 1) };
}
