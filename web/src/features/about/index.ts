export { AboutPage } from './pages/AboutPage';
export { MissionPage } from './pages/MissionPage';
