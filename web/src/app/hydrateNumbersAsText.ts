/**
 * A fix for Preact's hydration of numbers beside text (the app runs on Preact, vite.config.ts).
 * The server's HTML merges `{i + 1}.` into one text node "1."; hydrating, Preact keeps that node
 * for the `1` when its text loosely equals the number (`"1." == 1` is true in JavaScript) and then
 * adds the ".": the page read "1.. Eligibility". Numbers become strings before Preact compares, so
 * "1." != "1" and the node is split as for any other text.
 */
import { options, type VNode } from 'preact';

const previousHook = options.vnode;

options.vnode = (vnode: VNode) => {
  if (vnode.type == null && typeof vnode.props === 'number') (vnode as { props: unknown }).props = String(vnode.props);
  previousHook?.(vnode);
};
