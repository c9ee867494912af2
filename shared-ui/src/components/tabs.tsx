import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import styled from 'styled-components';
// The shared singleton's, by name: a relative import would bundle the whole theme again into every app using tabs.
import { media } from '@cci/shared-ui';

/**
 * Tabs with the WAI-ARIA APG tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): tablist / tab / tabpanel,
 * aria-selected, aria-controls and aria-labelledby, a roving tabindex (only the selected tab is in the Tab sequence;
 * each panel is), arrow keys with wrap-around plus Home / End, and automatic activation (moving focus selects).
 * Controlled (`value` + `onValueChange`) or not (`defaultValue`). Only the selected panel's content is mounted;
 * the others stay as empty hidden panels, so every aria-controls points at an element.
 *
 * The same API and markup as the Radix Tabs this replaces (Root / List / Trigger / Content, `data-state` and
 * `data-orientation`), without its ~9 KB brotli of roving-focus, collection and presence machinery. The markup depends
 * only on props and React's useId, so the server's HTML and the browser's first render are the same (hydration).
 */

type Orientation = 'horizontal' | 'vertical';
type Direction = 'ltr' | 'rtl';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: Orientation;
  dir: Direction;
  activationMode: 'automatic' | 'manual';
  /** The tab that takes the Tab stop when no tab is selected (the value matches none): the first enabled one. */
  fallbackStop: string | null;
  setFallbackStop: (id: string | null) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be used within <Tabs>`);
  return context;
}

const triggerIdOf = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentIdOf = (baseId: string, value: string) => `${baseId}-content-${value}`;

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab (controlled); pair with onValueChange. */
  value?: string;
  /** The tab selected first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: Orientation;
  dir?: Direction;
  /** automatic (default): focusing a tab selects it; manual: Enter, Space or a click does. */
  activationMode?: 'automatic' | 'manual';
}

function TabsRoot({
  value: valueProp,
  defaultValue = '',
  onValueChange,
  orientation = 'horizontal',
  dir = 'ltr',
  activationMode = 'automatic',
  ...rest
}: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const [fallbackStop, setFallbackStop] = useState<string | null>(null);
  const controlled = valueProp !== undefined;
  const value = controlled ? valueProp : own;
  const select = (next: string) => {
    if (next === value) return;
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select, orientation, dir, activationMode, fallbackStop, setFallbackStop }}>
      <div dir={dir} data-orientation={orientation} {...rest} />
    </TabsContext.Provider>
  );
}

const KEYS: Record<Orientation, Record<string, 'prev' | 'next'>> = {
  horizontal: { ArrowLeft: 'prev', ArrowRight: 'next' },
  vertical: { ArrowUp: 'prev', ArrowDown: 'next' },
};

function TabsListBase({ onKeyDown, ref, ...rest }: ComponentPropsWithRef<'div'>) {
  const { orientation, dir, value, setFallbackStop } = useTabsContext('TabsList');
  const listRef = useRef<HTMLDivElement | null>(null);
  const tabsOf = (list: HTMLElement) =>
    [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')].filter((t) => t.closest('[role="tablist"]') === list && !t.disabled);

  // No tab selected (a value with no trigger): the first enabled tab keeps the list reachable with Tab. After hydration
  // only, from the DOM, so the first render is the same on the server and in the browser.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const tabs = tabsOf(list);
    setFallbackStop(tabs.some((t) => t.getAttribute('aria-selected') === 'true') ? null : (tabs[0]?.id ?? null));
  }, [value, setFallbackStop]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const list = event.currentTarget;
    const tabs = tabsOf(list);
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    let step: 'prev' | 'next' | 'first' | 'last' | undefined = KEYS[orientation][event.key];
    if (step && orientation === 'horizontal' && dir === 'rtl') step = step === 'prev' ? 'next' : 'prev';
    if (event.key === 'Home') step = 'first';
    if (event.key === 'End') step = 'last';
    if (!step) return;
    event.preventDefault();
    const n = tabs.length;
    const to = step === 'first' ? 0 : step === 'last' ? n - 1 : (index + (step === 'next' ? 1 : -1) + n) % n;
    tabs[to].focus();
  };

  const setRefs = (node: HTMLDivElement | null) => {
    listRef.current = node;
    assignRef(ref, node);
  };

  return (
    <div role="tablist" aria-orientation={orientation} data-orientation={orientation} {...rest} ref={setRefs} onKeyDown={handleKeyDown} />
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  value: string;
}

function TabsTriggerBase({ value, disabled = false, onClick, onFocus, ref, ...rest }: TabsTriggerProps) {
  const { baseId, value: selectedValue, select, orientation, activationMode, fallbackStop } = useTabsContext('TabsTrigger');
  const selected = value === selectedValue;
  const id = triggerIdOf(baseId, value);
  const self = useRef<HTMLButtonElement | null>(null);
  // A tab focused on the server's HTML before the page hydrated (with Tab: a click there is held and replayed by
  // shell/src/early-input) got no onFocus: once live, the focused tab is selected, as focus moving onto it would have
  // done (automatic activation).
  const selectIfFocused = useEffectEvent(() => {
    if (activationMode === 'automatic' && !disabled && self.current === document.activeElement) select(value);
  });
  // Once, when the tab goes live: later focus changes go through onFocus.
  useEffect(() => selectIfFocused(), []);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentIdOf(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      id={id}
      tabIndex={selected || fallbackStop === id ? 0 : -1}
      {...rest}
      ref={(node: HTMLButtonElement | null) => {
        self.current = node;
        assignRef(ref, node);
      }}
      // A click, Enter or Space (a button's click) selects; so does focus when activation is automatic.
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && !disabled) select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        if (!event.defaultPrevented && !disabled && activationMode === 'automatic') select(value);
      }}
    />
  );
}

export interface TabsContentProps extends Omit<ComponentPropsWithRef<'div'>, 'value'> {
  value: string;
}

function TabsContentBase({ value, children, ...rest }: TabsContentProps) {
  const { baseId, value: selectedValue, orientation } = useTabsContext('TabsContent');
  const selected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={orientation}
      aria-labelledby={triggerIdOf(baseId, value)}
      hidden={!selected}
      id={contentIdOf(baseId, value)}
      tabIndex={0}
      {...rest}
    >
      {selected ? children : null}
    </div>
  );
}

export const Tabs = TabsRoot;

/**
 * One pattern for every tab strip on every page: below md the tabs form a two-column grid (a last odd tab spans the
 * row), each label fully visible and wrapping onto a second line if it must; from md they sit in one row that wraps
 * rather than overflows. Nothing scrolls sideways, so no tab hides behind the edge of the screen, and no overflow
 * clips the focus ring.
 */
export const TabsList = styled(TabsListBase)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(1)};
  background: ${(p) => p.theme.color.backgroundAlt};
  border-radius: ${(p) => p.theme.radius.md};
  > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
  ${media.md} {
    display: flex;
    flex-wrap: wrap;
  }
`;

export const TabsTrigger = styled(TabsTriggerBase)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  min-height: 44px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  line-height: 1.25;
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.color.ink};
  }
  &[data-state='active'] {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.primaryHover};
    box-shadow: ${(p) => p.theme.shadow.sm};
  }
  ${media.md} {
    flex: 1 0 auto;
    min-height: 40px;
    padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
    white-space: nowrap;
  }
`;

export const TabsContent = styled(TabsContentBase)`
  padding-top: ${(p) => p.theme.space(6)};
  &:focus-visible {
    outline-offset: 6px;
  }
`;

const Segments = styled.div<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  width: fit-content;
  padding: 3px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.backgroundAlt};
  button {
    min-height: ${(p) => (p.$size === 'sm' ? '32px' : '40px')};
    border: 0;
    border-radius: ${(p) => p.theme.radius.pill};
    padding: 0 ${(p) => p.theme.space(p.$size === 'sm' ? 3 : 4)};
    background: transparent;
    font: inherit;
    font-size: ${(p) => (p.$size === 'sm' ? p.theme.fontSize.xs : 'inherit')};
    font-weight: ${(p) => p.theme.fontWeight.semibold};
    color: ${(p) => p.theme.color.muted};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.ink};
    box-shadow: ${(p) => p.theme.shadow.sm};
  }
`;

/**
 * A choice of one view among a few (a period, a list's scope): toggle buttons in a labelled group, the chosen one
 * pressed. Not tabs: the content below is the same list, read again.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  size = 'md',
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <Segments role="group" aria-label={label} $size={size}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
          {o.label}
        </button>
      ))}
    </Segments>
  );
}
