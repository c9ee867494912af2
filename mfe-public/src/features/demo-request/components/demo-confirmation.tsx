import { ButtonLink } from '@cci/shared-ui';
import { Home, UserPlus } from 'lucide-react';
import styled from 'styled-components';
import { DEMO_CONFIRMATION } from '../../../content/demo';
import { FormPanel } from '../../../components/form-panel';
import { SuccessPanel } from '../../../components/success-panel';

const Panel = styled(FormPanel)`
  max-width: 640px;
  margin: 0 auto;
`;

/** Spec §2 Demo: the confirmation screen, with buttons to / and /register. The confirmation id stays hidden (spec §7). */
export function DemoConfirmation({ name }: { name: string }) {
  return (
    <Panel>
      <SuccessPanel
        level={1}
        title={DEMO_CONFIRMATION.title}
        testId="demo-confirmation"
        actions={
          <>
            <ButtonLink to="/" $variant="outline" $size="lg">
              <Home aria-hidden="true" /> {DEMO_CONFIRMATION.home}
            </ButtonLink>
            <ButtonLink to="/register" $size="lg">
              <UserPlus aria-hidden="true" /> {DEMO_CONFIRMATION.register}
            </ButtonLink>
          </>
        }
      >
        <p>
          {name ? `Thank you, ${name}. ` : 'Thank you. '}
          {DEMO_CONFIRMATION.text}
        </p>
        <p>{DEMO_CONFIRMATION.followUp}</p>
      </SuccessPanel>
    </Panel>
  );
}
