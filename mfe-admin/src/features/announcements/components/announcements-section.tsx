import { type AdminAnnouncement, CreateAnnouncementSchema, type CreateAnnouncementInput, validateWith } from '@cci/contracts';
import { RelativeTime } from '@cci/forum-ui';
import { ApiError, Badge, Button, StateMessage, toast } from '@cci/shared-ui';
import { createAnnouncement, useAdminAnnouncements, useCommunities } from '@cci/shared-ui/api';
import { SelectField, TextAreaField, TextField } from '@cci/shared-ui/forms';
import { Megaphone } from 'lucide-react';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { PanelCard } from '../../../components/panel-card';
import { fieldErrorsOf, isUnauthorized } from '../../../lib/admin-errors';
import { useAdminLock } from '../../../lib/admin-lock';
import { ADMIN_READ, useAdminQuery } from '../../../lib/use-admin-query';

const Columns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;
const Fields = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  > button {
    justify-self: start;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  li {
    display: grid;
    gap: ${(p) => p.theme.space(1)};
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
  li > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
  }
  strong {
    color: ${(p) => p.theme.color.ink};
    font-size: ${(p) => p.theme.fontSize.base};
    overflow-wrap: anywhere;
  }
`;
const Heading = styled.h3`
  font-size: ${(p) => p.theme.fontSize.base};
`;

type Values = { title?: string; body?: string; community?: string };
/** The form's audience: '' is everyone (null to the API). */
const input = (v: Values): CreateAnnouncementInput => ({ title: v.title ?? '', body: v.body ?? '', community: v.community || null });
const check = validateWith(CreateAnnouncementSchema);
const validate = (v: Values) => check(input(v));

/** "Delivered to 12 of 40 members · 3 e-mailed". */
export const progressText = (a: Pick<AdminAnnouncement, 'delivered' | 'recipients' | 'emailed'>) =>
  `Delivered to ${a.delivered} of ${a.recipients} ${a.recipients === 1 ? 'member' : 'members'} · ${a.emailed} e-mailed`;

function Sent({ items }: { items: AdminAnnouncement[] }) {
  if (!items.length)
    return (
      <StateMessage icon={<Megaphone size={28} aria-hidden="true" />} title="No announcements yet">
        Announcements you send show here with their progress.
      </StateMessage>
    );
  return (
    <List aria-label="Sent announcements">
      {items.map((a) => (
        <li key={a.id} data-testid="announcement-row">
          <strong>{a.title}</strong>
          <div>
            <Badge $tone={a.state === 'sent' ? 'success' : 'warning'}>{a.state === 'sent' ? 'Sent' : 'Sending'}</Badge>
            <span>To {a.community ? a.community.name : 'everyone'}</span>
            <span aria-hidden="true">·</span>
            <RelativeTime iso={a.createdAt} />
          </div>
          <span data-testid="announcement-progress">{progressText(a)}</span>
        </li>
      ))}
    </List>
  );
}

/**
 * Staff announcements (issue 30 §4), beside the spec's Communications screens: a title, a Markdown message and the
 * audience (everyone, or one community's members). Each goes to the bell of every member it is for, by e-mail to those
 * who allowed it, and as a banner; the list shows how far each has gone, read again every few seconds while one sends.
 */
export function AnnouncementsSection() {
  const lock = useAdminLock();
  const { data: communities } = useCommunities();
  const { data, error } = useAdminQuery(
    useAdminAnnouncements({
      ...ADMIN_READ,
      refreshInterval: (latest?: AdminAnnouncement[]) => (latest?.some((a) => a.state === 'sending') ? 2_000 : 0),
    }),
  );
  const options = (communities ?? []).map((c) => ({ value: c.slug, label: c.name }));

  async function onSubmit(values: Values, form: FormApi<Values>) {
    try {
      const made = await createAnnouncement(input(values));
      toast({
        title: 'Announcement sent',
        description: `“${made.title}” is on its way to ${made.community ? made.community.name : 'everyone'}.`,
      });
      // After this submission settles (a restart inside it would be undone by its end).
      void Promise.resolve().then(() => form.restart());
      return undefined;
    } catch (err) {
      if (isUnauthorized(err)) lock();
      const fields = fieldErrorsOf(err);
      if (fields) return fields;
      const message = err instanceof ApiError ? err.serverMessage : undefined;
      toast({ variant: 'destructive', title: 'Announcement not sent', description: message || 'Something went wrong. Try again.' });
      return undefined;
    }
  }

  return (
    <PanelCard aria-labelledby="announcements-title" data-testid="admin-announcements">
      <h2 id="announcements-title">
        <Megaphone aria-hidden="true" /> Announcements
      </h2>
      <p>
        Tell a community, or every member, something new. It shows as a banner and in their notifications, and is e-mailed to those who
        allow it.
      </p>
      <Columns>
        <Form<Values>
          onSubmit={onSubmit}
          validate={validate}
          render={({ handleSubmit, submitting }) => (
            <Fields aria-label="New announcement" noValidate onSubmit={handleSubmit}>
              <TextField name="title" label="Title" />
              <TextAreaField name="body" label="Message" rows={5} hint="Markdown: **bold**, lists and links." />
              <SelectField name="community" label="Audience" placeholder="Everyone" options={options} />
              <Button type="submit" disabled={submitting}>
                <Megaphone aria-hidden="true" /> {submitting ? 'Sending...' : 'Send announcement'}
              </Button>
            </Fields>
          )}
        />
        <div>
          <Heading>Sent</Heading>
          {data ? (
            <Sent items={data} />
          ) : error ? (
            <p role="alert">The announcements could not be loaded.</p>
          ) : (
            <p aria-busy="true">Loading…</p>
          )}
        </div>
      </Columns>
    </PanelCard>
  );
}
