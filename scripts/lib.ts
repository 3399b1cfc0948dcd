import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Runs a command with its output held back; resolves with its exit code and that output, for showing only on failure. */
export function runQuietly(command: string, args: string[], options: SpawnOptions = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Newest modification time of any file under the given paths. */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** True when a build is missing any of its `built` files or any source is newer than the first of them. */
export function buildIsStale(built: string[], sources: string[]): boolean {
  const [first] = built;
  if (!first || built.some((file) => !fs.existsSync(file))) return true;
  return newestMtime(sources) > fs.statSync(first).mtimeMs;
}

const webBuildEnv = (outDir?: string, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  ...env,
  NODE_ENV: 'production',
  ...(outDir ? { WEB_DIST_DIR: outDir } : {}),
});

/**
 * Builds the web app with React Router's build (the browser's code in <dir>/client, the server's
 * request handler in <dir>/server); `outDir` builds elsewhere than dist/web. Resolves with the exit code.
 */
export function buildWeb(outDir?: string, options: SpawnOptions = {}): Promise<number> {
  return run(BIN('react-router'), ['build'], { ...options, env: webBuildEnv(outDir, options.env) });
}

/** Builds the web app into dist/web with its output (every file it wrote) shown only when it fails. */
export async function buildWebQuietly(): Promise<number> {
  const { code, output } = await runQuietly(BIN('react-router'), ['build'], { env: webBuildEnv() });
  if (code !== 0) process.stderr.write(output);
  return code;
}

/** True when the web build (the browser's app and the server-rendering bundle) is missing or older than its sources. */
export function webBuildIsStale(): boolean {
  const built = ['dist/web/server/index.js', 'dist/web/client'].map((p) => path.join(ROOT, p));
  return buildIsStale(built, ['web', 'contracts', 'vite.config.ts', 'scripts/shellChunk.ts', 'react-router.config.ts', 'package-lock.json'].map((p) => path.join(ROOT, p)));
}

/** Where `npm run studio:build` puts the Studio, and what goes into it (its config imports the schemas and a few contracts). */
export const STUDIO_DIST_DIR = path.join(ROOT, 'dist/studio');
export const STUDIO_SOURCES = ['studio', 'schemas', 'contracts', 'package-lock.json'].map((p) => path.join(ROOT, p));

/** True when the built Studio is missing or older than its sources. */
export function studioBuildIsStale(distDir = STUDIO_DIST_DIR, sources = STUDIO_SOURCES): boolean {
  return buildIsStale([path.join(distDir, 'index.html')], sources);
}

/** Builds the Studio with `npm run studio:build` (into dist/studio); its output is shown only when it fails. */
export async function buildStudio(): Promise<boolean> {
  const { code, output } = await runQuietly('npm', ['run', '--silent', 'studio:build']);
  if (code !== 0) process.stderr.write(output);
  return code === 0;
}
