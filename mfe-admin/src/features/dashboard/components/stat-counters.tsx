import type { AdminStats } from '@cci/contracts';
import { Card, formatCount, media, Skeleton, theme } from '@cci/shared-ui';
import { useAdminStats } from '@cci/shared-ui/api';
import { CalendarDays, FileText, UserCheck, Users, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { LoadError } from '../../../components/load-states';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

/** Spec §2 Overview: the four counters, in the spec's order. */
const COUNTERS: readonly { key: keyof AdminStats; label: string; icon: LucideIcon; tint: string; testId: string }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users, tint: theme.color.primary, testId: 'stat-total-users' },
  { key: 'pendingMembers', label: 'Pending Members', icon: UserCheck, tint: theme.color.warning, testId: 'stat-pending-members' },
  { key: 'totalEvents', label: 'Total Events', icon: CalendarDays, tint: theme.color.success, testId: 'stat-total-events' },
  { key: 'totalArticles', label: 'Total Articles', icon: FileText, tint: theme.color.accent, testId: 'stat-total-articles' },
];

const Grid = styled.dl`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Counter = styled(Card)<{ $tint: string }>`
  display: grid;
  grid-template-rows: 1fr auto;
  align-items: start;
  gap: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(4)};
  ${media.md} {
    padding: ${(p) => p.theme.space(5)};
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  dt span {
    display: grid;
    place-items: center;
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: ${(p) => p.theme.radius.sm};
    background: color-mix(in srgb, ${(p) => p.$tint} 10%, transparent);
    color: ${(p) => p.$tint};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize['3xl']};
    font-weight: ${(p) => p.theme.fontWeight.extrabold};
    color: ${(p) => p.theme.color.ink};
    line-height: 1;
  }
`;

export function StatCounters() {
  const { data, error, isLoading, mutate } = useAdminQuery(useAdminStats(ADMIN_READ));
  if (error && !data) return <LoadError what="The counters" error={error} onRetry={() => mutate()} />;
  return (
    <Grid aria-busy={isLoading || undefined}>
      {COUNTERS.map(({ key, label, icon: Icon, tint, testId }) => (
        <Counter key={key} $tint={tint} data-testid={testId}>
          <dt>
            <span>
              <Icon size={18} aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd>{data ? formatCount(data[key]) : <Skeleton $w="3ch" $h="1.875rem" />}</dd>
        </Counter>
      ))}
    </Grid>
  );
}
