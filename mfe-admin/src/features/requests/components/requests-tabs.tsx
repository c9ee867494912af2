import type { AdminRequests, InboxRecord } from '@cci/contracts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@cci/shared-ui/tabs';
import styled from 'styled-components';
import { DemoRequestsList } from './demo-requests-list';
import { HandleControls, InboxList } from './inbox-controls';
import { EventRequestsList } from './event-requests-list';
import { WaitlistTable } from './waitlist-table';

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.5rem;
  height: 1.25rem;
  margin-left: ${(p) => p.theme.space(1.5)};
  padding: 0 ${(p) => p.theme.space(1.5)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.border};
  color: ${(p) => p.theme.color.ink};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

/** The three kinds of request, each newest first, read page by page; the counts are the spec's inbox read. */
export function RequestsTabs({ inbox }: { inbox: AdminRequests }) {
  return (
    <Tabs defaultValue="events">
      <TabsList aria-label="Request types">
        <TabsTrigger value="events">
          Event Requests <Count>{inbox.eventRequests.length}</Count>
        </TabsTrigger>
        <TabsTrigger value="demos">
          Demo Requests <Count>{inbox.demoRequests.length}</Count>
        </TabsTrigger>
        <TabsTrigger value="waitlist">
          Waitlist <Count>{inbox.waitlist.length}</Count>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="events">
        <InboxList kind="event-requests" label="event requests">
          {(rows) => (
            <EventRequestsList
              rows={rows as InboxRecord<'event-requests'>[]}
              footer={(r) => <HandleControls kind="event-requests" record={r} title={r.title} />}
            />
          )}
        </InboxList>
      </TabsContent>
      <TabsContent value="demos">
        <InboxList kind="demo-requests" label="demo requests">
          {(rows) => (
            <DemoRequestsList
              rows={rows as InboxRecord<'demo-requests'>[]}
              footer={(r) => <HandleControls kind="demo-requests" record={r} title={r.name} />}
            />
          )}
        </InboxList>
      </TabsContent>
      <TabsContent value="waitlist">
        <InboxList kind="waitlist" label="waitlist sign-ups">
          {(rows) => (
            <WaitlistTable
              rows={rows as InboxRecord<'waitlist'>[]}
              handling={(r) => <HandleControls kind="waitlist" record={r} title={r.email} />}
            />
          )}
        </InboxList>
      </TabsContent>
    </Tabs>
  );
}
