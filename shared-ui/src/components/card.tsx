import styled from 'styled-components';

export const Card = styled.div`
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  box-shadow: ${(p) => p.theme.shadow.sm};
  overflow: hidden;
`;

export const CardBody = styled.div`
  padding: ${(p) => p.theme.space(6)};
`;
