import { Component, Suspense, useId, type ReactElement } from 'react';

/**
 * Hydration in turns. Hydrating a whole page at once is one long task on the main thread (the
 * landing page: ~50 ms on this machine, ~200 ms on Lighthouse's phone), and a long task is a tap
 * that waits — it is what Total Blocking Time counts. A part of the page wrapped in HydrateLater
 * is hydrated in a task of its own, after the rest: its server HTML stays on screen and in place
 * meanwhile (Preact keeps a suspended node's DOM during hydration), so nothing moves or repaints.
 *
 * Only the first hydration waits. The server renders the part at once, and so does the browser
 * after the page has hydrated (a client navigation) or when it renders without server HTML.
 */

type Release = () => void;

const queue: Release[] = [];
let deferring = false;
let draining = false;
let settle: (() => void) | null = null;

/** Runs `run` in a task of its own (a message, not a timer: no 4 ms clamp). */
function nextTask(run: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

function drain() {
  const release = queue.shift();
  if (!release) {
    draining = false;
    deferring = false;
    settle?.();
    return;
  }
  release();
  // The part re-renders in this task's microtasks; the next one waits for the next task.
  nextTask(drain);
}

/** A turn for one part: resolves in a task of its own, in page order. */
function turn() {
  return new Promise<void>((resolve) => {
    queue.push(resolve);
    if (!draining) {
      draining = true;
      nextTask(drain);
    }
  });
}

/** Resolves in a new task: work before and after it are two tasks, not one long one. */
export const endOfTask = () => new Promise<void>((resolve) => nextTask(resolve));

/**
 * Starts a hydration in turns; the promise resolves once every part has hydrated (main.tsx marks
 * the page interactive then).
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  deferring = true;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  hydrate();
  if (!draining) {
    deferring = false;
    settle?.();
  }
  return settled;
}

interface GateProps {
  /** The part's own id space (see idScope). */
  scope: string;
  children: ReactElement;
}

/**
 * Preact's useId numbers ids in render order from the nearest vnode with an id "mask" (the root's).
 * A part hydrated later renders after the parts that follow it, so its ids (and theirs) would differ
 * from the server's, and the HTML's id/aria-labelledby pairs would no longer be what the code
 * believes. Giving each part a mask of its own, named by an id its parent drew in page order,
 * numbers its ids the same on the server and in the browser whenever it renders. `__v` (a
 * component's vnode) and `__m` (the mask) are Preact's property names, in preact and in
 * preact-render-to-string alike (hooks/src/index.js useId; render-to-string's lib/constants.js).
 */
function idScope(component: Component, scope: string) {
  const vnode = (component as unknown as { __v?: { __m?: [string, number] } }).__v;
  if (vnode && !vnode.__m) vnode.__m = [scope, 0];
}

/**
 * Throws its turn's promise until the turn comes. A class: the instance outlives the suspension,
 * so it remembers it was released (a suspended function component's hooks start again).
 */
class Gate extends Component<GateProps> {
  private released = !deferring;
  private waiting: Promise<void> | null = null;

  render() {
    idScope(this, this.props.scope);
    if (!this.released) {
      // The same turn if the page re-renders meanwhile.
      throw (this.waiting ??= turn().then(() => {
        this.released = true;
      }));
    }
    return this.props.children;
  }
}

interface HydrateLaterProps {
  /**
   * One element: while it waits, Preact keeps the first DOM node at its place, so a part that
   * rendered several would lose the rest.
   */
  children: ReactElement;
}

/** The same tree on the server and in the browser (the server's Gate is released from the start). */
export function HydrateLater({ children }: HydrateLaterProps) {
  const scope = useId().replace(/^P/, 'H');
  return (
    <Suspense fallback={null}>
      <Gate scope={scope}>{children}</Gate>
    </Suspense>
  );
}
