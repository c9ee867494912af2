import { Button } from '@cci/shared-ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(4)};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  > div {
    display: flex;
    gap: ${(p) => p.theme.space(2)};
  }
`;

/** Previous / Next under an admin list of numbered pages; nothing when everything fits on one. */
export function Pager({
  label,
  page,
  total,
  pageSize,
  noun = 'in all',
  onPage,
}: {
  /** "Members pages": the navigation's name. */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  /** After the total: "in all", "members"... */
  noun?: string;
  onPage: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Nav aria-label={label}>
      <span aria-live="polite">
        Page {page} of {pages} · {total} {noun}
      </span>
      <div>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </Nav>
  );
}
