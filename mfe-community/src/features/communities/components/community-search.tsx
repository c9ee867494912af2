import { Search } from 'lucide-react';
import styled from 'styled-components';

const Field = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  svg {
    position: absolute;
    left: 16px;
    top: 50%;
    transform: translateY(-50%);
    width: 20px;
    height: 20px;
    color: ${(p) => p.theme.color.subtle};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 52px;
    padding: 0 ${(p) => p.theme.space(4)} 0 48px;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.ink};
    box-shadow: ${(p) => p.theme.shadow.sm};
    font-size: ${(p) => p.theme.fontSize.base};
  }
  input::placeholder {
    color: ${(p) => p.theme.color.subtle};
  }
  input:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
    border-color: ${(p) => p.theme.color.primary};
  }
`;

export function CommunitySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field role="search">
      <label htmlFor="community-search" className="visually-hidden">
        Search communities
      </label>
      <Search aria-hidden="true" />
      <input
        id="community-search"
        type="search"
        placeholder="Search communities..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
    </Field>
  );
}
