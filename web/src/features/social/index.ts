export { SocialPage } from './pages/SocialPage';
export { MessagePage } from './pages/MessagePage';
export { PersonalProfilePage } from './pages/PersonalProfilePage';
export { VideoPreviewPage } from './pages/VideoPreviewPage';
