import { useSession } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Keeps the visitor buttons' place while the session loads: no layout shift, and no flash of the wrong prompt. */
const Hold = styled.div`
  display: contents;
  visibility: hidden;
`;

/**
 * Spec §4: the Home buttons change with the auth state; signed-in members get their dashboard instead of the
 * register/login prompts.
 */
export function SessionActions({ visitor, member }: { visitor: ReactNode; member: ReactNode }) {
  const { status } = useSession();
  if (status === 'authenticated') return <>{member}</>;
  if (status === 'loading')
    return (
      <Hold aria-hidden="true" inert>
        {visitor}
      </Hold>
    );
  return <>{visitor}</>;
}
