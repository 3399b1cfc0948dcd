import { plainTextOf } from '@contracts/articleBasics';
import type { ArticleView } from '@contracts/insights';
import { articlePath } from '@contracts/routes';
import { useShareItem } from '~/shared/share/useShareItem';
import { BookmarkIcon, ShareIcon } from '~/shared/ui/actionIcons';
import { TEXTS } from '../labels';
import { toggleLike, toggleSave, useMemberAction } from '../memberActions';
import styles from './ArticleActions.module.css';
import { ListenButton } from './ListenButton';
import { ThumbDownIcon, ThumbUpIcon } from './ActionIcons';

interface ArticleActionsProps {
  article: ArticleView;
  /** Puts the counts the server answered into the article on screen. */
  onChange: (change: Partial<ArticleView>) => void;
}

/** "Did you like this article?" with its yes/no pair, save, share and Listen. */
export function ArticleActions({ article, onChange }: ArticleActionsProps) {
  const action = useMemberAction();
  const target = { targetType: article.targetType, targetId: article.targetId };
  const text = `${article.title}. ${article.subtitle ?? ''}\n${plainTextOf(article.body as { _type: string }[])}`;

  const setLiked = async (wanted: boolean) => {
    if (article.liked === wanted && action.isLoggedIn) return;
    const answer = await action.run(() => toggleLike(target));
    if (answer) onChange({ liked: answer.liked, likesCount: answer.likesCount });
  };
  const save = async () => {
    const saved = await action.run(() => toggleSave(target));
    if (saved !== undefined) onChange({ saved });
  };
  const { share, dialog: shareDialog } = useShareItem(
    { type: target.targetType, id: target.targetId },
    article.title,
    articlePath(article.slug),
    (sharesCount) => onChange({ sharesCount }),
    TEXTS.shareHeading,
  );

  return (
    <div className={styles.actions}>
      <div role="group" aria-labelledby="liked-question" className={styles.pair}>
        <span id="liked-question">{TEXTS.likedQuestion}</span>
        <button type="button" className={styles.react} aria-pressed={article.liked} aria-label={TEXTS.likedYes} disabled={action.busy} onClick={() => void setLiked(true)}>
          <ThumbUpIcon />
        </button>
        <button type="button" className={styles.react} aria-pressed={action.isLoggedIn && !article.liked} aria-label={TEXTS.likedNo} disabled={action.busy} onClick={() => void setLiked(false)}>
          <ThumbDownIcon />
        </button>
      </div>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} aria-pressed={article.saved} disabled={action.busy} onClick={() => void save()}>
          <BookmarkIcon /> {article.saved ? TEXTS.savedArticle : TEXTS.saveArticle}
        </button>
        <button type="button" className={styles.tool} onClick={() => void share()}>
          <ShareIcon /> {TEXTS.share}
        </button>
        <ListenButton text={text} />
      </div>
      {shareDialog}
    </div>
  );
}
