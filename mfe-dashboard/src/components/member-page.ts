import { Container } from '@cci/shared-ui';
import styled from 'styled-components';

/** The frame of a member's own page (a mentorship, the bookmarks): one readable column under the nav. */
export const MemberPage = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  max-width: 860px;
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;
