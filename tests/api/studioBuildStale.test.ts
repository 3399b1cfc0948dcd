/** `npm start` builds the Studio when its build is missing or older than any of its sources. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STUDIO_SOURCES, studioBuildIsStale } from '../../scripts/lib';

describe("the Studio build's staleness check", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-studio-stale-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A source tree (studio/ and schemas/) and a build of it, the build written `buildAge` seconds after the sources. */
  function arrange(buildAge: number) {
    const root = tempDir();
    const source = path.join(root, 'schemas', 'documents', 'book.ts');
    fs.mkdirSync(path.dirname(source), { recursive: true });
    fs.mkdirSync(path.join(root, 'studio'));
    fs.writeFileSync(source, 'export {};\n');
    const dist = path.join(root, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    const sourceTime = new Date(Date.now() - 60_000);
    fs.utimesSync(source, sourceTime, sourceTime);
    const builtTime = new Date(sourceTime.getTime() + buildAge * 1000);
    fs.utimesSync(path.join(dist, 'index.html'), builtTime, builtTime);
    return { dist, source, sources: [path.join(root, 'studio'), path.join(root, 'schemas')] };
  }

  it('says build when there is no build', () => {
    const { dist, sources } = arrange(10);
    fs.rmSync(path.join(dist, 'index.html'));
    expect(studioBuildIsStale(dist, sources)).toBe(true);
    expect(studioBuildIsStale(path.join(tempDir(), 'never-built'), sources)).toBe(true);
  });

  it('says build when a source is newer than the build, and not otherwise', () => {
    const { dist, source, sources } = arrange(10);
    expect(studioBuildIsStale(dist, sources)).toBe(false);
    const later = new Date(Date.now());
    fs.utimesSync(source, later, later);
    expect(studioBuildIsStale(dist, sources)).toBe(true);
  });

  it("watches the Studio's own folder and the schemas it imports", () => {
    const watched = STUDIO_SOURCES.map((p) => path.basename(p));
    expect(watched).toEqual(expect.arrayContaining(['studio', 'schemas']));
  });
});
