import type { MembershipSummary } from '@cci/contracts';
import { Badge, Button } from '@cci/shared-ui';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuPortal, DropdownMenuTrigger } from '@cci/shared-ui/dropdown-menu';
import { Link } from '@cci/shared-ui/router';
import { Check, ChevronDown, Settings } from 'lucide-react';
import styled from 'styled-components';
import { STATUS_LABEL } from '../../../lib/account-view';

const Item = styled(DropdownMenuItem)`
  justify-content: space-between;
  min-height: 40px;
  span {
    display: inline-flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    min-width: 0;
  }
  &[aria-current='page'] {
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
/** The current community's check mark, or its room, so every name starts at the same place. */
const Mark = styled.span`
  display: inline-grid;
  width: 16px;
  flex: none;
`;
const Separator = styled.div`
  height: 1px;
  margin: ${(p) => p.theme.space(1.5)} 0;
  background: ${(p) => p.theme.color.border};
`;
const Group = styled.p`
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(3)};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  color: ${(p) => p.theme.color.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/**
 * The dashboard header's community switcher: a menu button (Radix: arrow keys, Home/End, typeahead,
 * Escape) listing the member's communities, primary first, each a link to its dashboard; a membership staff have not
 * approved yet says so. The last item manages them in settings.
 */
export function CommunitySwitcher({ memberships, current }: { memberships: readonly MembershipSummary[]; current: string | undefined }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button $variant="outline" data-testid="community-switcher">
          Switch community <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuPortal>
        <DropdownMenuContent align="end" sideOffset={8}>
          <Group aria-hidden="true">Your communities</Group>
          {memberships.map((m) => (
            <Item key={m.slug} asChild>
              <Link to={`/dashboard/${m.slug}`} aria-current={m.slug === current ? 'page' : undefined}>
                <span>
                  <Mark>{m.slug === current && <Check aria-hidden="true" />}</Mark>
                  {m.name}
                </span>
                {m.isPrimary && <Badge $tone="primary">Primary</Badge>}
                {m.status !== 'approved' && <Badge $tone="warning">{STATUS_LABEL[m.status]}</Badge>}
              </Link>
            </Item>
          ))}
          <Separator role="separator" />
          <Item asChild>
            <Link to="/settings#communities">
              <span>
                <Settings aria-hidden="true" /> Join or leave communities
              </span>
            </Link>
          </Item>
        </DropdownMenuContent>
      </DropdownMenuPortal>
    </DropdownMenu>
  );
}
