import { media } from '@cci/shared-ui';
import { discussionKeys } from '@cci/shared-ui/api';
import styled from 'styled-components';
import { FeedColumn } from './feed-column';
import { ProfileColumn } from './profile-column';
import { SidebarColumn } from './sidebar-column';
import { useFreshOnMount } from '../use-fresh-on-mount';

/** One column on phones and tablets; from lg up three columns at 1/4, 1/2 and 1/4 of the width (spec §2). */
const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr);
  }
`;

export function FeedTab({ slug, firstName, onStartDiscussion }: { slug: string; firstName: string; onStartDiscussion: () => void }) {
  useFreshOnMount([discussionKeys.activity(slug), discussionKeys.trending(slug), discussionKeys.stats(slug)]);
  return (
    <Grid data-testid="feed-grid">
      <ProfileColumn slug={slug} firstName={firstName} onStartDiscussion={onStartDiscussion} />
      <FeedColumn slug={slug} firstName={firstName} onStartDiscussion={onStartDiscussion} />
      <SidebarColumn slug={slug} />
    </Grid>
  );
}
