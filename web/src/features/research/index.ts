export { VedicResearchPage } from './pages/VedicResearchPage';
export { ResearchProjectsPage } from './pages/ResearchProjectsPage';
