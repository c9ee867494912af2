import type { ContentItem } from '@cci/contracts';
import { FilePlus2 } from 'lucide-react';
import { TableEmpty, type Column } from '../../../components/data-table';
import { TabSection } from '../../../components/tab-section';
import { formatDate } from '../../../lib/format-date';
import { ContentActions, ContentList, ContentState, titleColumn } from '../../../components/content/content-list';
import { CreateArticleDialog } from './create-article-dialog';

const columns: readonly Column<ContentItem>[] = [
  titleColumn,
  { header: 'Created', cell: (a) => (a.createdAt ? formatDate(a.createdAt) : '') },
  { header: 'Status', cell: (a) => <ContentState item={a} /> },
  // View opens the article's own page (/ai-evolution/<slug>), pre-rendered.
  { header: 'Actions', actions: true, cell: (a) => <ContentActions item={a} /> },
];

/**
 * Spec §2 Articles: "Create Article" and a table of title, created date, Featured or Regular, and the actions; then
 * search, the status filter (drafts, archived), pages, and each article's Edit, Feature / Unfeature and Delete.
 */
export function ArticlesTab() {
  return (
    <TabSection
      id="articles-title"
      title="Articles"
      intro="The newest featured article leads the AI Evolution page. Each article has its own page."
      action={<CreateArticleDialog />}
    >
      <ContentList
        kind="articles"
        label="Articles"
        columns={columns}
        empty={
          <TableEmpty>
            <FilePlus2 size={28} aria-hidden="true" />
            Articles will appear here once you create them.
          </TableEmpty>
        }
      />
    </TabSection>
  );
}
