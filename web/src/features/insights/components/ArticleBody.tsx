import { lazy, Suspense } from 'react';
import { plainTextOf } from '@contracts/articleBasics';
import type { ArticleView } from '@contracts/insights';
import { RichText, type RichTextValue } from '~/shared/content/RichText';

// A member's article brings its own rules (fonts, sizes, alignments, uploads, video embeds): that code loads only for a member's article.
const MemberRichText = lazy(() => import('~/shared/content/MemberRichText').then((module) => ({ default: module.MemberRichText })));

/** An article's text: the trust's through the site's rich text, a member's through the members' rules. */
export function ArticleBody({ article }: { article: Pick<ArticleView, 'targetType' | 'body'> }) {
  if (article.targetType !== 'member-article') return <RichText value={article.body as RichTextValue} />;
  // After a navigation, until the code is there, the same words as plain paragraphs hold the place.
  const words = plainTextOf(article.body as { _type: string }[]).split('\n');
  return (
    <Suspense fallback={words.map((paragraph, index) => <p key={index}>{paragraph}</p>)}>
      <MemberRichText value={article.body as RichTextValue} />
    </Suspense>
  );
}
