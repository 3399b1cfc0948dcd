import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, type WheelEvent } from 'react';
import type { MessageView } from '@contracts/messaging';

/** Within this many pixels of the end, the reader is at the newest message. */
const AT_END_PX = 24;
/** Keys that scroll a box upwards. */
const UPWARDS_KEYS = new Set(['ArrowUp', 'PageUp', 'Home']);

/**
 * Where the conversation's scroll box stands. New messages at the end scroll into view; older ones
 * added above keep what the member was reading in place. While the reader is at the end (as when
 * the conversation opens), it stays there when content above grows — a picture arriving after the
 * jump to the end pushed the newest message below the fold — until they scroll up themselves.
 * `ready` is whether the box and its list are drawn (the conversation has loaded).
 */
export function useChatScroll(messages: MessageView[], ready: boolean) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const anchor = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const pinned = useRef(true);
  const dragging = useRef(false);

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = anchor.current;
    if (before.first && first !== before.first && last === before.last) box.scrollTop += box.scrollHeight - before.height;
    else if (last !== before.last) box.scrollTop = box.scrollHeight;
    anchor.current = { first, last, height: box.scrollHeight };
  }, [messages]);

  useEffect(() => {
    const box = scroller.current;
    const content = list.current;
    if (!ready || !box || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) box.scrollTop = box.scrollHeight;
      anchor.current.height = box.scrollHeight;
    });
    // The list grows (a picture arrives) and the box itself shrinks (the composer appears, a phone's keyboard opens).
    observer.observe(content);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ready]);

  /**
   * Only the reader moves the view away from the end: the wheel or a key upwards, or a drag (finger,
   * scrollbar) that leaves it short of the end. A scroll the page makes by itself (the box clamping
   * while a picture swaps its placeholder, read a frame later when the picture has grown) never does;
   * reaching the end pins the view again.
   */
  const unpin = () => {
    pinned.current = false;
  };
  const onScroll = useCallback((box: HTMLElement) => {
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END_PX) pinned.current = true;
    else if (dragging.current) pinned.current = false;
  }, []);
  const grab = () => {
    dragging.current = true;
  };
  const release = () => {
    dragging.current = false;
  };
  const readerScrolls = {
    onWheel: (event: WheelEvent) => {
      if (event.deltaY < 0) unpin();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (UPWARDS_KEYS.has(event.key) || (event.key === ' ' && event.shiftKey)) unpin();
    },
    onPointerDown: grab,
    onPointerUp: release,
    onTouchStart: grab,
    onTouchEnd: release,
  };

  return { scroller, list, onScroll, readerScrolls };
}
