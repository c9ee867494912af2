import type { Trend } from '@cci/contracts';
import { ButtonLink, formatCount } from '@cci/shared-ui';
import { useTrends } from '@cci/shared-ui/api';
import { ExternalLink, TrendingUp } from 'lucide-react';
import styled from 'styled-components';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';
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
    border: 1px solid rgba(15, 23, 42, 0.15);
  }
`;

const columns: readonly Column<Trend>[] = [
  { header: 'Title', primary: true, cell: (t) => t.title },
  { header: 'Discussions', cell: (t) => formatCount(t.discussionCount) },
  {
    header: 'Colour',
    cell: (t) => (
      <Colour data-testid="trend-swatch">
        <i style={{ background: t.color }} aria-hidden="true" />
        {t.color}
      </Colour>
    ),
  },
  {
    header: 'Actions',
    actions: true,
    cell: (t) => (
      <RowActions>
        <ButtonLink to="/ai-evolution" $variant="outline" $size="sm">
          <ExternalLink aria-hidden="true" /> View<span className="visually-hidden"> {t.title}</span>
        </ButtonLink>
      </RowActions>
    ),
  },
];

/** Spec §2 Trends: "Create Trend" and a table of title, discussion count, a colour swatch and an action. */
export function TrendsTab() {
  const { data, error, isLoading, mutate } = useAdminQuery(useTrends(ADMIN_READ));
  return (
    <TabSection
      id="trends-title"
      title="Trends"
      intro="The first six trends show under “Trending This Week” on the AI Evolution page."
      action={<CreateTrendDialog />}
    >
      {isLoading ? (
        <ListSkeleton label="Loading trends" />
      ) : error && !data ? (
        <LoadError what="Trends" error={error} onRetry={() => mutate()} />
      ) : (
        <DataTable
          label="Trends"
          testId="trends-table"
          columns={columns}
          rows={data ?? []}
          rowKey={(t) => t.id}
          empty={
            <TableEmpty>
              <TrendingUp size={28} aria-hidden="true" />
              Trends will appear here once you create them.
            </TableEmpty>
          }
        />
      )}
    </TabSection>
  );
}
