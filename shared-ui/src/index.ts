import type {} from './styled'; // DefaultTheme is the site theme wherever shared-ui is compiled
export * from './theme';
export * from './global-style';
export * from './format';
export * from './components/button';
export * from './components/card';
export * from './components/badge';
export * from './components/skeleton';
export * from './components/layout';
// Tabs, DropdownMenu, the community card and icon, LoadMore, the engagement and mentor cards and the Avatar are their own
// entries (@cci/shared-ui/tabs, /dropdown-menu, /community-card, /community-icon, /load-more, /engagement-card, /mentor-card, /avatar): code a first visit
// to most pages does not need. They hold no state across apps, so they are not shared.
export * from './components/toaster';
export * from './stores/toast-store';
export * from './api/api-request';
export * from './api/swr-config';
export * from './session/use-session';
export * from './session/time-zone';
export * from './page-title';
export * from './components/state-message';
export * from './components/card-image';
export * from './components/responsive-image';
export * from './use-is-browser';
// The route table's URL builder, once for every app: the client (bundled into each) takes it from this singleton.
export { href } from '@cci/contracts';
