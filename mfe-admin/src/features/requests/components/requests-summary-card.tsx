import { ButtonLink, formatCount, Skeleton } from '@cci/shared-ui';
import { ArrowRight, Inbox } from 'lucide-react';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';
import { useRequestsInbox } from '../api/requests-inbox';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  div {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.background};
  }
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.muted};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
  dd {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: ${(p) => p.theme.fontWeight.bold};
    color: ${(p) => p.theme.color.ink};
  }
`;

/** The way from the Overview to the requests inbox, with how many of each kind are waiting there. */
export function RequestsSummaryCard() {
  const { data, error } = useRequestsInbox();
  const count = (n: number | undefined) => (n !== undefined ? formatCount(n) : error ? '—' : <Skeleton $w="2ch" $h="1.5rem" />);
  return (
    <PanelCard aria-labelledby="requests-title" data-testid="requests-summary">
      <h2 id="requests-title">
        <Inbox aria-hidden="true" /> Requests
      </h2>
      <p>Event requests, demo requests and waitlist sign-ups, newest first.</p>
      <Counts>
        <div>
          <dt>Event requests</dt>
          <dd>{count(data?.eventRequests.length)}</dd>
        </div>
        <div>
          <dt>Demo requests</dt>
          <dd>{count(data?.demoRequests.length)}</dd>
        </div>
        <div>
          <dt>Waitlist</dt>
          <dd>{count(data?.waitlist.length)}</dd>
        </div>
      </Counts>
      <ButtonLink to="/admin/requests" $variant="secondary" $size="sm">
        Open requests <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </PanelCard>
  );
}
