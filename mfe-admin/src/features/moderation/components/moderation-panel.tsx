import { lazy, Suspense } from 'react';
import { ListSkeleton } from '../../../components/load-states';

// The queue renders posts with shared-ui's discussion pieces (markdown-it, highlight.js): loaded when the tab opens,
// not with the dashboard.
const ModerationTab = lazy(() => import('./moderation-tab'));

/** The Moderation tab's panel. */
export function ModerationPanel() {
  return (
    <Suspense fallback={<ListSkeleton label="Loading reports" />}>
      <ModerationTab />
    </Suspense>
  );
}
