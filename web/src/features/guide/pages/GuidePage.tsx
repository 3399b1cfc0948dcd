import { useCallback } from 'react';
import { GUIDE_MESSAGES as T } from '@contracts/messages/guide';
import { pageLoader } from '~/shared/data/pageData';
import { GuideBox } from '~/shared/guide/GuideBox';
import { useGuideConversation } from '~/shared/guide/useGuideConversation';
import { contentHead } from '~/shared/route/head';
import { Page } from '~/shared/ui/Page';
import { GuideHistory, useGuideHistory } from '../components/GuideHistory';
import styles from './GuidePage.module.css';

/** /guide: the conversation with the AI guide beside the member's recent questions. */
export function GuidePage() {
  const history = useGuideHistory();
  const refresh = history.mutate;
  const onAsked = useCallback(
    (questionId: string | null) => {
      if (questionId) void refresh();
    },
    [refresh],
  );
  const conversation = useGuideConversation(onAsked);

  return (
    <Page title={T.pageTitle} lead={T.pageIntro}>
      <div className={styles.layout}>
        <section aria-labelledby="guide-conversation-heading">
          <h2 id="guide-conversation-heading" className="visually-hidden">
            {T.conversationHeading}
          </h2>
          <GuideBox conversation={conversation} linkToGuide={false} />
        </section>
        <GuideHistory onAskAgain={(question) => void conversation.ask(question)} />
      </div>
    </Page>
  );
}

export const loader = pageLoader(() => []);

export const meta = contentHead('guide');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default GuidePage;
