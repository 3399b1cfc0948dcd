export { StreamPage } from './pages/StreamPage';
export { DialoguePage } from './pages/DialoguePage';
export { VideoPlayerPage } from './pages/VideoPlayerPage';
