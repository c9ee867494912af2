import type { AdminActivityKind } from '@cci/contracts';
import { Badge, ButtonLink, media } from '@cci/shared-ui';
import { Link } from '@cci/shared-ui/router';
import { useAdminOverview } from '@cci/shared-ui/api';
import { Activity, ArrowRight, Flag, Inbox, Mail, ShieldCheck, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';
import { StatCounters } from './stat-counters';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(6)};
`;
const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1.4fr 1fr;
  }
`;
const Side = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
`;
const Quiet = styled.p`
  display: grid;
  place-items: center;
  min-height: 120px;
  ${media.md} {
    min-height: 180px;
  }
  padding: ${(p) => p.theme.space(6)};
  border: 1px dashed ${(p) => p.theme.color.borderStrong};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.background};
  text-align: center;
  color: ${(p) => p.theme.color.muted};
`;

const Waiting = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  margin-bottom: ${(p) => p.theme.space(4)};
`;
const Feed = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr) auto;
    gap: ${(p) => p.theme.space(3)};
    align-items: start;
    padding: ${(p) => p.theme.space(3)} 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  li:last-child {
    border-bottom: 0;
  }
  svg {
    color: ${(p) => p.theme.color.primary};
    margin-top: 2px;
  }
  span {
    overflow-wrap: anywhere;
  }
  time {
    color: ${(p) => p.theme.color.muted};
    white-space: nowrap;
  }
`;

const ICONS: Record<AdminActivityKind, typeof Activity> = {
  registration: UserPlus,
  'event-request': Inbox,
  'demo-request': Inbox,
  waitlist: Users,
  report: Flag,
  staff: ShieldCheck,
};

const ago = (iso: string) => {
  const minutes = Math.max(0, Math.round((Date.now() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date(iso));
};

/** What waits for staff, and the latest registrations, requests, reports and staff actions. */
function RecentActivity() {
  const { data } = useAdminQuery(useAdminOverview(ADMIN_READ));
  if (!data || (data.activity.length === 0 && data.waiting.requests === 0 && data.waiting.reports === 0))
    return <Quiet>Recent member activity will appear here.</Quiet>;
  return (
    <>
      <Waiting aria-label="Waiting for staff">
        <Badge $tone={data.waiting.requests ? 'warning' : 'neutral'} data-testid="waiting-requests">
          {data.waiting.requests} request{data.waiting.requests === 1 ? '' : 's'} to handle
        </Badge>
        <Badge $tone={data.waiting.reports ? 'danger' : 'neutral'} data-testid="waiting-reports">
          {data.waiting.reports} reported post{data.waiting.reports === 1 ? '' : 's'} to review
        </Badge>
      </Waiting>
      <Feed aria-label="Latest activity" data-testid="activity-feed">
        {data.activity.map((a, i) => {
          const Icon = ICONS[a.kind];
          return (
            <li key={`${a.at}-${i}`}>
              <Icon size={16} aria-hidden="true" />
              <span>{a.href ? <Link to={a.href}>{a.text}</Link> : a.text}</span>
              <time dateTime={a.at}>{ago(a.at)}</time>
            </li>
          );
        })}
      </Feed>
    </>
  );
}

/**
 * Spec §2 Overview: the four counters and the "Recent Activity" box, plus the ways to the requests inbox
 * (given by the page, from its own feature) and to the communications panel.
 */
export function OverviewTab({ requests }: { requests: ReactNode }) {
  return (
    <Stack>
      <StatCounters />
      <Columns>
        <PanelCard aria-labelledby="recent-activity-title" data-testid="recent-activity">
          <h2 id="recent-activity-title">
            <Activity aria-hidden="true" /> Recent Activity
          </h2>
          <RecentActivity />
        </PanelCard>
        <Side>
          {requests}
          <PanelCard aria-labelledby="communications-title">
            <h2 id="communications-title">
              <Mail aria-hidden="true" /> Communications
            </h2>
            <p>Send personalised welcome emails to new members.</p>
            <ButtonLink to="/admin/communications" $variant="secondary" $size="sm">
              Open communications <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </PanelCard>
        </Side>
      </Columns>
    </Stack>
  );
}
