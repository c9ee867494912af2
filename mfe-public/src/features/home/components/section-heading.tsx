import { Lead, SectionTitle } from '@cci/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header<{ $align: 'center' | 'start' }>`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  max-width: 680px;
  margin: 0 ${(p) => (p.$align === 'center' ? 'auto' : '0')} ${(p) => p.theme.space(10)};
  text-align: ${(p) => p.$align};
`;
const Eyebrow = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${(p) => p.theme.color.accent};
`;

/** Eyebrow, h2 and lead line of a Home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: string;
  align?: 'center' | 'start';
}) {
  return (
    <Head $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <SectionTitle id={id}>{title}</SectionTitle>
      {lead && <Lead>{lead}</Lead>}
    </Head>
  );
}
