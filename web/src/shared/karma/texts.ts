/** The Karmic Points panel's and leaderboard's words, in one place. */
import { KARMA_STANDING_TEXTS } from './standingTexts';

export const KARMA_TEXTS = {
  ...KARMA_STANDING_TEXTS,
  topStage: 'The highest stage: there is no stage beyond it.',
  progressLabel: (stage: string) => `Progress to ${stage}`,
  missing: (stage: string, points: number, members: number) => {
    const parts = [points > 0 ? `${points.toLocaleString('en-IN')} more ${points === 1 ? 'point' : 'points'}` : null, members > 0 ? `points from ${members} more ${members === 1 ? 'member' : 'members'}` : null].filter(Boolean);
    return parts.length ? `${parts.join(' and ')} to reach ${stage}` : `Ready for ${stage}`;
  },
  historyHeading: 'How you earned them',
  noHistory: 'No points yet: they come from what others do for you — a like on your comment, post, article or review, a comment on what you wrote.',
  moreHistory: 'Show earlier entries',
  loadError: 'The Karmic Points could not be loaded just now.',
  leaderboardHeading: 'Leaderboard',
  pageTitle: 'Karmic Points leaderboard',
  pageAbout: 'Karmic Points come from what other members do for you: likes on your comments, posts, articles and reviews, comments on what you wrote, and the courses you complete. Many different members must give them before a stage is reached.',
  stagesLink: 'The five stages',
  periods: { '7d': '7 days', '30d': '30 days', all: 'All time' },
  periodsLabel: 'Period',
  seeAll: 'See all',
  noLeaders: 'Nobody has earned points in this period yet.',
  pointsColumn: 'Points',
  memberColumn: 'Member',
  rankColumn: 'Rank',
} as const;
