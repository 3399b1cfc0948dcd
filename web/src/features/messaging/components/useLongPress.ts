import { type PointerEvent, useEffect, useRef, useState } from 'react';

/** How long a finger rests on a message before its tools appear (as a phone's own long-press). */
const LONG_PRESS_MS = 500;
/** A finger moving further than this is scrolling, not pressing. */
const MOVE_PX = 10;

/**
 * Shows a message's tools after a long press with a finger (a touch screen has no hover); any later
 * touch or click outside the message hides them again. Mouse and keyboard use hover and focus.
 */
export function useLongPress<T extends HTMLElement>() {
  const [shown, setShown] = useState(false);
  const element = useRef<T | null>(null);
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);

  useEffect(() => {
    if (!shown) return;
    const outside = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && element.current?.contains(event.target))) setShown(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [shown]);
  useEffect(
    () => () => {
      if (press.current) window.clearTimeout(press.current.timer);
    },
    [],
  );

  const cancel = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };

  return {
    shown,
    handlers: {
      onPointerDown: (event: PointerEvent<T>) => {
        if (event.pointerType !== 'touch') return;
        cancel();
        element.current = event.currentTarget;
        press.current = { timer: window.setTimeout(() => setShown(true), LONG_PRESS_MS), x: event.clientX, y: event.clientY };
      },
      onPointerMove: (event: PointerEvent<T>) => {
        const start = press.current;
        if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_PX) cancel();
      },
      onPointerUp: cancel,
      onPointerCancel: cancel,
      // The phone's own menu for a long press (copy, select) would cover the tools just shown.
      onContextMenu: (event: { preventDefault(): void }) => {
        if (press.current || shown) event.preventDefault();
      },
    },
  };
}
