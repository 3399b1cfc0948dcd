/**
 * Slips a reader noticed in the seeded texts: paragraphs set as headings in the privacy policy, a
 * misspelt language, a copyright year typed into a page, and counts with the wrong plural.
 */
import { describe, expect, it } from 'vitest';
import { portableText } from '../../content/seed/helpers';
import { commentsText, forwardsText } from '../../web/src/features/social/components/PostCard';
import { byId } from './seed';

type Block = { style?: string; children?: { text: string }[] };
const text = (block: Block) => (block.children ?? []).map((child) => child.text).join('');

describe('seeded texts', () => {
  it('a heading is its own line: the text on the next line is a paragraph', () => {
    const blocks = portableText('### India\nJnanam is a trust.\n\n## Next\nMore text.') as Block[];
    expect(blocks.map((b) => [b.style, text(b)])).toEqual([
      ['h3', 'India'],
      ['normal', 'Jnanam is a trust.'],
      ['h2', 'Next'],
      ['normal', 'More text.'],
    ]);
  });

  it("the privacy policy's Special Disclosures: three short headings, each followed by its paragraph", () => {
    const privacy = byId.get('legalPage-privacy') as unknown as { sections: { heading: string; body: Block[] }[] };
    const section = privacy.sections.find((s) => s.heading === 'Special Disclosures')!;
    expect(section.body.filter((b) => b.style === 'h3').map(text)).toEqual(['India', 'California', 'EEA, UK and Switzerland']);
    expect(section.body.filter((b) => b.style === 'normal')).toHaveLength(3);
    for (const s of privacy.sections) for (const b of s.body.filter((b) => b.style?.startsWith('h'))) expect(text(b).length, text(b)).toBeLessThan(60);
  });

  it('Gujarati is spelt right in the language filter and on books', () => {
    const settings = byId.get('marketplaceSettings') as unknown as { languages: string[] };
    expect(settings.languages).toContain('gujarati');
    expect(JSON.stringify([...byId.values()])).not.toMatch(/gujrati/i);
  });

  it('no page types a copyright year: the social sidebar takes the line from the site settings', () => {
    expect(JSON.stringify(byId.get('socialPage'))).not.toMatch(/©|copyright/i);
    expect(JSON.stringify(byId.get('sparksPage'))).not.toContain('RITUALS-SPARKS');
  });

  it('counts take the singular for one', () => {
    expect([commentsText(1), commentsText(2), commentsText(0)]).toEqual(['1 Comment', '2 Comments', '0 Comments']);
    expect([forwardsText(1), forwardsText(3)]).toEqual(['1 Forward', '3 Forwards']);
  });
});
