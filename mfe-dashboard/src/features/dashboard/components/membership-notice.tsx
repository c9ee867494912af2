import type { MembershipSummary } from '@cci/contracts';
import { ButtonLink, Container, StateMessage } from '@cci/shared-ui';
import { Clock, ShieldAlert } from 'lucide-react';
import styled from 'styled-components';

const Wrap = styled(Container)`
  padding-top: ${(p) => p.theme.space(16)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;

/**
 * A membership that staff have not approved (MEMBER_APPROVAL=required) or have rejected: the dashboard says so
 * instead of showing a community the member has not been let into.
 */
export function MembershipNotice({ membership }: { membership: MembershipSummary }) {
  const pending = membership.status === 'pending';
  return (
    <Wrap data-testid="membership-notice">
      <StateMessage
        role="status"
        icon={pending ? <Clock size={36} aria-hidden="true" /> : <ShieldAlert size={36} aria-hidden="true" />}
        title={pending ? 'Your membership is awaiting approval' : 'Your membership was not approved'}
        actions={
          <ButtonLink to={`/community/${membership.slug}`} $variant="outline">
            Visit the {membership.name} community page
          </ButtonLink>
        }
      >
        {pending
          ? `Thanks for joining ${membership.name}. Our team reviews new members, usually within a day; this dashboard opens as soon as you are approved.`
          : `Your application to join ${membership.name} was not approved. If you think this is a mistake, please contact support.`}
      </StateMessage>
    </Wrap>
  );
}
