import {
  type AdminMemberDetail,
  type AdminMemberRow,
  MEMBER_STATUSES,
  type MemberStatus,
  SUSPENSION_LIMITS,
  SuspendMemberSchema,
  validateWith,
} from '@cci/contracts';
import { Badge, Button, useSession } from '@cci/shared-ui';
import {
  sendMemberPasswordReset,
  setMemberRole,
  suspendMember,
  unsuspendMember,
  useAdminMember,
  useAdminMembers,
  useCommunities,
} from '@cci/shared-ui/api';
import { Input, Select, SelectField, TextAreaField } from '@cci/shared-ui/forms';
import { Ban, KeyRound, Search, Shield, ShieldOff, UserCog, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../components/pager';
import { AdminDialog } from '../../components/admin-dialog';
import { DataTable, RowActions, TableEmpty, type Column } from '../../components/data-table';
import { FormDialog } from '../../components/form-dialog';
import { ListSkeleton, LoadError } from '../../components/load-states';
import { TabSection } from '../../components/tab-section';
import { failureMessage } from '../../lib/admin-errors';
import { useAdminAction } from '../../lib/admin-lock';
import { formatDate } from '../../lib/format-date';
import { ADMIN_READ, useAdminQuery } from '../../lib/use-admin-query';

// Every member, searchable; a member's page with their memberships, posts, reports, points and sessions;
// suspend (7-30 days or indefinitely, with a reason they receive by e-mail), lift, the admin role, a password reset.

const Toolbar = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(min(160px, 100%), 1fr));
  margin-bottom: ${(p) => p.theme.space(4)};
  input,
  select {
    min-width: 0;
    width: 100%;
  }
  > label:first-child {
    position: relative;
    grid-column: 1 / -1;
    @media (min-width: 900px) {
      grid-column: span 2;
    }
    svg {
      position: absolute;
      left: 12px;
      top: 50%;
      transform: translateY(-50%);
      color: ${(p) => p.theme.color.muted};
    }
    input {
      padding-left: 38px;
    }
  }
`;
const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${(p) => p.theme.space(3)};
  margin: 0 0 ${(p) => p.theme.space(4)};
  div {
    padding: ${(p) => p.theme.space(3)};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
  }
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    color: ${(p) => p.theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;
const Block = styled.section`
  margin-bottom: ${(p) => p.theme.space(4)};
  h3 {
    font-size: ${(p) => p.theme.fontSize.sm};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  ul {
    margin: 0;
    padding-left: ${(p) => p.theme.space(5)};
    font-size: ${(p) => p.theme.fontSize.sm};
    display: grid;
    gap: ${(p) => p.theme.space(1)};
  }
  p {
    font-size: ${(p) => p.theme.fontSize.sm};
    color: ${(p) => p.theme.color.muted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  padding-top: ${(p) => p.theme.space(4)};
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

const STATUS_LABELS: Record<MemberStatus, string> = { active: 'Active', suspended: 'Suspended', unverified: 'Unverified' };

const until = (iso: string) => (iso === 'infinity' ? 'indefinitely' : `until ${formatDate(iso)}`);

function MemberBadges({ m }: { m: AdminMemberRow }) {
  return (
    <Badges>
      {m.role === 'admin' && (
        <Badge $tone="primary">
          <Shield aria-hidden="true" /> Admin
        </Badge>
      )}
      {m.suspendedUntil ? (
        <Badge $tone="danger">Suspended {until(m.suspendedUntil)}</Badge>
      ) : m.verified ? (
        <Badge $tone="success">Active</Badge>
      ) : (
        <Badge $tone="warning">Unverified</Badge>
      )}
    </Badges>
  );
}

interface SuspendValues {
  days?: string;
  reason?: string;
}
const validateSuspension = validateWith(SuspendMemberSchema);
const toSuspension = (v: SuspendValues) => ({ days: v.days === 'indefinitely' ? null : Number(v.days ?? 7), reason: v.reason ?? '' });

function SuspendDialog({ member }: { member: AdminMemberDetail }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <FormDialog<SuspendValues>
      trigger={
        <Button $variant="danger" $size="sm">
          <Ban aria-hidden="true" /> Suspend
        </Button>
      }
      title={`Suspend ${name}?`}
      description="They cannot sign in or post until it ends, and every session they have ends now. They receive your reason by e-mail."
      submitLabel="Suspend member"
      submittingLabel="Suspending..."
      destructive
      initialValues={{ days: String(SUSPENSION_LIMITS.minDays) }}
      validate={(v) => validateSuspension(toSuspension(v))}
      onSubmit={(v) => suspendMember(member.id, toSuspension(v))}
      done={{ title: `${name} is suspended`, description: 'The reason is on its way to them.' }}
      failed={(err) => ({
        variant: 'destructive',
        title: 'Could not suspend the member',
        description: failureMessage(err, 'Please try again.'),
      })}
    >
      <SelectField
        name="days"
        label="For"
        placeholder="Choose how long"
        options={[
          { value: '7', label: '7 days' },
          { value: '14', label: '14 days' },
          { value: '30', label: '30 days' },
          { value: 'indefinitely', label: 'Indefinitely' },
        ]}
      />
      <TextAreaField name="reason" label="Reason (sent to the member)" rows={3} placeholder="e.g. Repeated spam in the forum" />
    </FormDialog>
  );
}

function MemberPanel({ id }: { id: number }) {
  const { data, error, mutate } = useAdminQuery(useAdminMember(id, ADMIN_READ));
  const me = useSession().user;
  const act = useAdminAction();
  if (error && !data) return <LoadError what="The member" error={error} onRetry={() => mutate()} />;
  if (!data) return <ListSkeleton label="Loading the member" />;
  const name = `${data.firstName} ${data.lastName}`;
  return (
    <div data-testid="member-panel">
      <p style={{ marginBottom: 12 }}>
        {data.email} · joined {formatDate(data.joinedAt)} <MemberBadges m={data} />
      </p>
      {data.suspendedUntil && data.suspensionReason && (
        <Block>
          <h3>Suspension</h3>
          <p>
            {until(data.suspendedUntil)}: {data.suspensionReason}
          </p>
        </Block>
      )}
      <Facts>
        <div>
          <dt>Points</dt>
          <dd>{data.points}</dd>
        </div>
        <div>
          <dt>Reports made</dt>
          <dd>{data.reportsMade}</dd>
        </div>
        <div>
          <dt>Reports received</dt>
          <dd>{data.reportsReceived}</dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{data.sessions.length}</dd>
        </div>
      </Facts>
      <Block>
        <h3>Memberships</h3>
        {data.memberships.length ? (
          <ul>
            {data.memberships.map((ms) => (
              <li key={ms.id}>
                {ms.community.name} · {ms.status}
                {ms.primary ? ' · primary' : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>None.</p>
        )}
      </Block>
      <Block>
        <h3>Latest posts</h3>
        {data.posts.length ? (
          <ul>
            {data.posts.map((p) => (
              <li key={`${p.kind}-${p.id}`}>
                <a href={`/community/${p.community}/discussions/${p.threadId}`}>{p.kind === 'reply' ? `Reply in “${p.title}”` : p.title}</a>{' '}
                · {formatDate(p.createdAt)}
                {p.hidden ? ' · hidden' : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p>No posts yet.</p>
        )}
      </Block>
      <Actions>
        {data.suspendedUntil ? (
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => act(() => unsuspendMember(id), `${name} can sign in again`, 'Could not lift the suspension')}
          >
            Lift suspension
          </Button>
        ) : (
          me?.id !== id && <SuspendDialog member={data} />
        )}
        {data.role === 'admin' ? (
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => act(() => setMemberRole(id, 'member'), `${name} is no longer an admin`, 'Could not change the role')}
          >
            <ShieldOff aria-hidden="true" /> Remove admin
          </Button>
        ) : (
          <Button
            $variant="outline"
            $size="sm"
            onClick={() => act(() => setMemberRole(id, 'admin'), `${name} is now an admin`, 'Could not change the role')}
          >
            <Shield aria-hidden="true" /> Make admin
          </Button>
        )}
        <Button
          $variant="outline"
          $size="sm"
          onClick={() =>
            act(() => sendMemberPasswordReset(id), `A password reset link is on its way to ${name}`, 'Could not send the e-mail')
          }
        >
          <KeyRound aria-hidden="true" /> Send password reset
        </Button>
      </Actions>
    </div>
  );
}

function ManageButton({ member }: { member: AdminMemberRow }) {
  const [open, setOpen] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      title={name}
      description="Their memberships, posts, reports, points and sessions, and what staff can do."
      trigger={
        <Button $variant="outline" $size="sm" data-testid={`manage-member-${member.id}`}>
          <UserCog aria-hidden="true" /> Manage<span className="visually-hidden"> {name}</span>
        </Button>
      }
    >
      {open && <MemberPanel id={member.id} />}
    </AdminDialog>
  );
}

const columns: readonly Column<AdminMemberRow>[] = [
  { header: 'Name', primary: true, cell: (m) => `${m.firstName} ${m.lastName}` },
  { header: 'Email', cell: (m) => m.email },
  { header: 'Communities', cell: (m) => m.communities.join(', ') || '—' },
  { header: 'Joined', cell: (m) => formatDate(m.joinedAt) },
  { header: 'Status', cell: (m) => <MemberBadges m={m} /> },
  { header: 'Actions', actions: true, cell: (m) => <RowActions>{<ManageButton member={m} />}</RowActions> },
];

export function MemberDirectory() {
  const id = useId();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [role, setRole] = useState('');
  const [community, setCommunity] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(q.trim()), 250);
    return () => clearTimeout(timer);
  }, [q]);
  const { data: communities } = useCommunities();
  const { data, error, isLoading, mutate } = useAdminQuery(
    useAdminMembers(
      { q: search || undefined, status: status || undefined, role: role || undefined, community: community || undefined, page },
      ADMIN_READ,
    ),
  );
  const choose = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  return (
    <TabSection id="member-directory-title" title="Members" intro="Every member: find them by name or e-mail, and manage their account.">
      <Toolbar role="search" aria-label="Find members">
        <label htmlFor={`${id}-q`}>
          <span className="visually-hidden">Search members by name or e-mail</span>
          <Search size={16} aria-hidden="true" />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            placeholder="Search by name or e-mail"
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label htmlFor={`${id}-status`} className="visually-hidden">
          Status
        </label>
        <Select id={`${id}-status`} value={status} onChange={(e) => choose(setStatus)(e.target.value)}>
          <option value="">Any status</option>
          {MEMBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
        <label htmlFor={`${id}-role`} className="visually-hidden">
          Role
        </label>
        <Select id={`${id}-role`} value={role} onChange={(e) => choose(setRole)(e.target.value)}>
          <option value="">Any role</option>
          <option value="member">Members</option>
          <option value="admin">Admins</option>
        </Select>
        <label htmlFor={`${id}-community`} className="visually-hidden">
          Community
        </label>
        <Select id={`${id}-community`} value={community} onChange={(e) => choose(setCommunity)(e.target.value)}>
          <option value="">Any community</option>
          {(communities ?? []).map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      </Toolbar>
      {isLoading && !data ? (
        <ListSkeleton label="Loading members" />
      ) : error && !data ? (
        <LoadError what="Members" error={error} onRetry={() => mutate()} />
      ) : (
        <>
          <DataTable
            label="Members"
            testId="member-directory"
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(m) => m.id}
            empty={
              <TableEmpty>
                <Users size={28} aria-hidden="true" />
                No member matches. Try another search or filter.
              </TableEmpty>
            }
          />
          {data && (
            <Pager label="Member pages" page={data.page} total={data.total} pageSize={data.pageSize} noun="members" onPage={setPage} />
          )}
        </>
      )}
    </TabSection>
  );
}
