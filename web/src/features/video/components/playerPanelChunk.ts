/** The player's chunk, started early where a visitor is about to play a video (Watch Now, PLAY). */
export const importPlayerPanel = () => import('./VideoPlayerPanel');
