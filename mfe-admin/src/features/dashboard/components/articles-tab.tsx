import type { Article } from '@cci/contracts';
import { Badge, ButtonLink } from '@cci/shared-ui';
import { useArticles } from '@cci/shared-ui/api';
import { ExternalLink, FilePlus2, Star } from 'lucide-react';
import { DataTable, RowActions, TableEmpty, type Column } from '../../../components/data-table';
import { ListSkeleton, LoadError } from '../../../components/load-states';
import { formatDate } from '../../../lib/format-date';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';
import { CreateArticleDialog } from './create-article-dialog';
import { TabSection } from '../../../components/tab-section';

const columns: readonly Column<Article>[] = [
  { header: 'Title', primary: true, cell: (a) => a.title },
  { header: 'Created', cell: (a) => formatDate(a.createdAt) },
  {
    header: 'Status',
    cell: (a) =>
      a.featured ? (
        <Badge $tone="warning">
          <Star aria-hidden="true" /> Featured
        </Badge>
      ) : (
        <Badge>Regular</Badge>
      ),
  },
  {
    header: 'Actions',
    actions: true,
    cell: (a) => (
      <RowActions>
        {/* Articles are read on the AI Evolution page (the featured one leads it). */}
        <ButtonLink to="/ai-evolution" $variant="outline" $size="sm">
          <ExternalLink aria-hidden="true" /> View<span className="visually-hidden"> {a.title}</span>
        </ButtonLink>
      </RowActions>
    ),
  },
];

/** Spec §2 Articles: "Create Article" and a table of title, created date, Featured or Regular, and an action. */
export function ArticlesTab() {
  const { data, error, isLoading, mutate } = useAdminQuery(useArticles(ADMIN_READ));
  return (
    <TabSection
      id="articles-title"
      title="Articles"
      intro="The newest featured article leads the AI Evolution page."
      action={<CreateArticleDialog />}
    >
      {isLoading ? (
        <ListSkeleton label="Loading articles" />
      ) : error && !data ? (
        <LoadError what="Articles" error={error} onRetry={() => mutate()} />
      ) : (
        <DataTable
          label="Articles"
          testId="articles-table"
          columns={columns}
          rows={data ?? []}
          rowKey={(a) => a.id}
          empty={
            <TableEmpty>
              <FilePlus2 size={28} aria-hidden="true" />
              Articles will appear here once you create them.
            </TableEmpty>
          }
        />
      )}
    </TabSection>
  );
}
