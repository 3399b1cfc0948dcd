export { AcademyPage } from './pages/AcademyPage';
