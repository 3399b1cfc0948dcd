/**
 * The markup check of uploaded pictures (api/src/uploads/inspect.ts): what a browser could run is
 * found wherever it hides, and what cameras and editors write into ordinary photos is not.
 */
import { describe, expect, it } from 'vitest';
import { findMarkup } from '../../api/src/uploads/inspect';

const inPicture = (text: string) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(text, 'latin1'), Buffer.from([0xff, 0xd9])]);

describe('findMarkup', () => {
  const hostile: [string, string][] = [
    ['<script>alert(1)</script>', 'HTML'],
    ['<ScRiPt src=//evil.example/x.js>', 'HTML'],
    ['<html><body>hello', 'HTML'],
    ['<iframe src=data:text/html,x>', 'HTML'],
    ['<meta http-equiv=refresh content="0;url=https://evil.example">', 'HTML'],
    ['<form action=https://evil.example><input name=password>', 'HTML'],
    ['<img src=x onerror=alert(1)>', 'HTML'],
    ['<svg/onload=alert(1)>', 'HTML'],
    ['<img src="x"onerror=alert(1)>', 'HTML'],
    ['<details open ontoggle = alert(1)>', 'HTML'],
    ['<!DOCTYPE html>', 'XML'],
    ['<?xml-stylesheet type="text/xsl" href="#"?>', 'XML'],
    ['<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', 'SVG or XHTML'],
    ['<x:s xmlns:x="http://www.w3.org/1999/xhtml">', 'SVG or XHTML'],
    ['<a href="JavaScript:alert(1)">', 'script'],
  ];
  for (const [markup, kind] of hostile) {
    it(`finds ${kind} in ${markup}`, () => {
      expect(findMarkup(inPicture(markup))).toBe(kind);
    });
  }

  const harmless = [
    // An XMP packet as Photoshop and phones write it.
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" dc:format="image/jpeg"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
    '<?xml version="1.0" encoding="UTF-8"?>',
    'Sunset over the river, taken on holiday; a < b > c',
    '<svgfoo> <htmlish> <scripted',
  ];
  for (const text of harmless) {
    it(`finds nothing in ${text.slice(0, 40)}…`, () => {
      expect(findMarkup(inPicture(text))).toBeNull();
    });
  }

  it('finds nothing in 5 MB of noise, as compressed image data looks, and reads it quickly', () => {
    // A fixed-seed generator (xorshift32), so the bytes are the same on every run.
    let state = 0x9e3779b9;
    const noise = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < noise.length; i++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      noise[i] = state & 0xff;
    }
    const started = performance.now();
    expect(findMarkup(noise)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
