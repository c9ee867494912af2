import styled from 'styled-components';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${(p) => p.theme.space(1.5)};
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.subtle};
  }
  li::before {
    content: '';
    height: 4px;
    border-radius: 999px;
    background: ${(p) => p.theme.color.border};
  }
  li[data-done='true'] {
    color: ${(p) => p.theme.color.primaryHover};
  }
  li[data-done='true']::before {
    background: ${(p) => p.theme.gradient.brand};
  }
`;

export function StepIndicator({ step, labels }: { step: number; labels: readonly string[] }) {
  return (
    <Steps aria-label={`Step ${step} of ${labels.length}`}>
      {labels.map((label, i) => (
        <li key={label} data-done={i < step} aria-current={i + 1 === step ? 'step' : undefined}>
          Step {i + 1}: {label}
        </li>
      ))}
    </Steps>
  );
}
