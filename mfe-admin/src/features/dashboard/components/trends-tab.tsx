import type { ContentItem } from '@cci/contracts';
import { formatCount } from '@cci/shared-ui';
import { TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { TableEmpty, type Column } from '../../../components/data-table';
import { ContentActions, ContentList, titleColumn } from '../../../components/content/content-list';
import { CreateTrendDialog } from './create-trend-dialog';
import { TabSection } from '../../../components/tab-section';

const Colour = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  font-family: ${(p) => p.theme.font.mono};
  font-size: ${(p) => p.theme.fontSize.xs};
  i {
    display: inline-block;
    width: 20px;
    height: 20px;
    border-radius: 6px;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
  }
`;

const columns: readonly Column<ContentItem>[] = [
  titleColumn,
  { header: 'Discussions', cell: (t) => formatCount(Number(t.fields.discussionCount ?? 0)) },
  {
    header: 'Colour',
    cell: (t) => (
      <Colour data-testid="trend-swatch">
        <i style={{ background: String(t.fields.color) }} aria-hidden="true" />
        {String(t.fields.color)}
      </Colour>
    ),
  },
  { header: 'Actions', actions: true, cell: (t) => <ContentActions item={t} /> },
];

/**
 * Spec §2 Trends: "Create Trend" and a table of title, discussion count, a colour swatch and the actions; then
 * search, the status filter, pages, and each trend's Edit, Feature / Unfeature and Delete (restored from Archived).
 */
export function TrendsTab() {
  return (
    <TabSection
      id="trends-title"
      title="Trends"
      intro="The first six trends show under “Trending This Week” on the AI Evolution page; featured ones lead."
      action={<CreateTrendDialog />}
    >
      <ContentList
        kind="trends"
        label="Trends"
        columns={columns}
        empty={
          <TableEmpty>
            <TrendingUp size={28} aria-hidden="true" />
            Trends will appear here once you create them.
          </TableEmpty>
        }
      />
    </TabSection>
  );
}
