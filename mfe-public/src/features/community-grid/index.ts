/** The community card grid, shared by the Home page and the AI Coach page. */
export { CommunityGrid, type CommunityGridProps } from './components/community-grid';
