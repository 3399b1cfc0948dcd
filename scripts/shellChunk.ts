/**
 * The browser build's "shell" chunk: every module that every page runs before it can work — React,
 * react-dom, React Router, the root route's layout (header, session, SWR, toasts) and what each page
 * route imports anyway (its head helpers, the page-data loader) — in one file instead of ~20.
 *
 * Rolldown's automatic splitting gives each set of importing entries its own chunk, so the root's
 * small modules arrived as ~17 files of 0.2–4 KiB; each costs its own gzip stream and the import and
 * export lines between chunks (4.8 KiB gzip on every page, measured with `npm run bench -- bundle`).
 * A module goes in only when every page loads it anyway, so no page downloads more than before.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** `appDirectory`: where root.tsx and entry.client.tsx are (React Router's app directory). */
export function shellChunk(appDirectory: string) {
  const always = new Set<string>();
  const shellEntries = [path.resolve(appDirectory, 'root.tsx'), path.resolve(appDirectory, 'entry.client.tsx')];
  const isShellEntry = (id: string) => shellEntries.includes(id.replace(/\?.*$/, ''));

  const plugin: Plugin = {
    name: 'jnanam-shell-chunk',
    apply: 'build',
    buildEnd(this: ModuleGraph) {
      // Which entries reach each module through static imports (dynamic imports load later).
      const reachedBy = new Map<string, Set<string>>();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const entry of entries) {
        const stack = [entry];
        while (stack.length) {
          const id = stack.pop()!;
          const by = reachedBy.get(id) ?? new Set<string>();
          if (by.has(entry)) continue;
          by.add(entry);
          reachedBy.set(id, by);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      }
      const pages = entries.filter((id) => !isShellEntry(id));
      always.clear();
      for (const [id, by] of reachedBy) {
        if ([...by].some(isShellEntry) || pages.every((page) => by.has(page))) always.add(id);
      }
    },
  };

  /** A `codeSplitting` group for the client build. */
  const group = {
    name: (id: string) => (always.has(id) ? 'shell' : null),
    priority: 10,
  };
  return { plugin, group };
}
