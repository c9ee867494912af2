import { media } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(5)};
`;
const Head = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  ${media.sm} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize.xl};
    font-weight: ${(p) => p.theme.fontWeight.bold};
  }
  p {
    margin-top: ${(p) => p.theme.space(1)};
    color: ${(p) => p.theme.color.muted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

/** One tab's body: its heading and intro, an optional action (a create button), then the content. */
export function TabSection({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <Head>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{intro}</p>
        </div>
        {action && <div>{action}</div>}
      </Head>
      {children}
    </Section>
  );
}
