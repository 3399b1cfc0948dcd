import { lazy, memo, Suspense } from 'react';
import { plainTextOf } from '@contracts/articleBasics';
import type { ArticleView } from '@contracts/insights';
import { RichText, type RichTextValue } from '~/shared/content/RichText';

// A member's article brings its own rules (fonts, sizes, alignments, uploads, video embeds): that code loads only for a member's article.
const MemberRichText = lazy(() => import('~/shared/content/MemberRichText').then((module) => ({ default: module.MemberRichText })));

type BodyProps = Pick<ArticleView, 'targetType' | 'body'>;

/** An article's text: the trust's through the site's rich text, a member's through the members' rules. */
function Body({ targetType, body }: BodyProps) {
  if (targetType !== 'member-article') return <RichText value={body as RichTextValue} />;
  // After a navigation, until the code is there, the same words as plain paragraphs hold the place.
  const words = plainTextOf(body as { _type: string }[]).split('\n');
  return (
    <Suspense fallback={words.map((paragraph, index) => <p key={index}>{paragraph}</p>)}>
      <MemberRichText value={body as RichTextValue} />
    </Suspense>
  );
}

/**
 * Drawn again only when the words change: a member's copy of the article (their like and save) arrives
 * as a new object, and an update reaching the body while its code loads would make React drop the
 * server's HTML for the plain fallback.
 */
export const ArticleBody = memo(Body, (before, after) => before.targetType === after.targetType && (before.body === after.body || JSON.stringify(before.body) === JSON.stringify(after.body)));
