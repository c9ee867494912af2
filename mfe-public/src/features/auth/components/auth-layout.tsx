import { Container, media } from '@cci/shared-ui';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formSurface } from '../../../components/form-panel';
import { checkList } from '../../../components/list-styles';

const Page = styled.div`
  background: ${(p) => p.theme.gradient.hero};
  padding: ${(p) => p.theme.space(8)} 0 ${(p) => p.theme.space(12)};
  ${media.md} {
    padding: ${(p) => p.theme.space(14)} 0;
  }
`;
const Grid = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(10)};
  align-items: start;
  ${media.lg} {
    grid-template-columns: 1fr 1.1fr;
    gap: ${(p) => p.theme.space(16)};
  }
`;
const Aside = styled.aside`
  display: none;
  ${media.lg} {
    display: grid;
    gap: ${(p) => p.theme.space(6)};
    padding-top: ${(p) => p.theme.space(6)};
  }
  h2 {
    font-size: ${(p) => p.theme.fontSize['4xl']};
    letter-spacing: -0.02em;
  }
  h2 span {
    background: ${(p) => p.theme.gradient.brand};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  > p {
    font-size: ${(p) => p.theme.fontSize.lg};
    color: ${(p) => p.theme.color.muted};
  }
  ${checkList(22)}
  li {
    color: ${(p) => p.theme.color.text};
  }
`;
export const FormCard = styled.section`
  ${formSurface}
  width: 100%;
  max-width: 560px;
  justify-self: center;
  padding: ${(p) => p.theme.space(6)};
  h1 {
    font-size: ${(p) => p.theme.fontSize['3xl']};
    letter-spacing: -0.02em;
  }
  header p {
    margin-top: ${(p) => p.theme.space(2)};
    color: ${(p) => p.theme.color.muted};
  }
`;
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  justify-content: space-between;
  align-items: center;
  > :only-child {
    margin-left: auto;
  }
`;
/** Under the form: the line that leads to the other form (sign in ↔ join). */
export const SwitchLine = styled.p`
  text-align: center;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.muted};
  a {
    color: ${(p) => p.theme.color.primary};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
  }
`;

const POINTS = [
  'Join themed communities of people who use AI the way you do',
  'Weekly AI trends and practical guides, without the hype',
  'Events, mentoring and early access to the AI Coach',
];

/** The two-column frame of the sign-in and registration pages: the pitch on the left, the form on the right. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Grid>
        <Aside aria-label="Why join">
          <h2>
            Connect, Create, <span>Innovate</span>
          </h2>
          <p>
            The AI Network brings together entrepreneurs, creatives, educators, parents, students and more to share what AI is doing for
            them.
          </p>
          <ul>
            {POINTS.map((p) => (
              <li key={p}>
                <CheckCircle2 aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </Aside>
        {children}
      </Grid>
    </Page>
  );
}
