import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { controlInUse, TOAST_DURATION, useToastStore } from '../stores/toast-store';
import { theme } from '../theme';

const slideIn = keyframes`from { transform: translateX(calc(100% + 24px)); } to { transform: translateX(0); }`;
const swipeOut = keyframes`from { transform: translateX(var(--radix-toast-swipe-end-x)); } to { transform: translateX(calc(100% + 24px)); }`;

/**
 * Bottom right (full width less the margins on a phone), never over the nav: a toast at the top covered the nav bar's
 * Login, Join Now and Logout buttons. The mobile drawer (an open dialog holding a nav) has its Login / Logout at the
 * bottom, so while it is open the toasts go under it (they stay announced); other dialogs keep toasts on top.
 * The area itself lets clicks through; only the toasts take them. A toast never covers the control the visitor just
 * used (a Save button low on the screen): then the area goes to the top, under the nav (bottomOrTop).
 */
const Viewport = styled(RadixToast.Viewport)<{ $top: boolean }>`
  position: fixed;
  z-index: ${(p) => p.theme.z.toast};
  bottom: 0;
  right: 0;
  ${(p) =>
    p.$top &&
    css`
      top: ${p.theme.layout.navHeight};
      bottom: auto;
    `}
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  width: 100%;
  max-width: 420px;
  max-height: 100vh;
  margin: 0;
  padding: ${(p) => p.theme.space(4)};
  list-style: none;
  outline: none;
  pointer-events: none;
  > li {
    pointer-events: auto;
  }
  body:has([role='dialog'][data-state='open'] nav) & {
    z-index: ${(p) => p.theme.z.nav};
  }
`;

const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  position: relative;
  display: grid;
  gap: ${(p) => p.theme.space(1)};
  padding: ${(p) => p.theme.space(4)} ${(p) => p.theme.space(10)} ${(p) => p.theme.space(4)} ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  box-shadow: ${(p) => p.theme.shadow.lg};
  ${(p) =>
    p.$destructive &&
    css`
      background: ${p.theme.color.danger};
      border-color: ${p.theme.color.danger};
      color: ${(p) => p.theme.color.onDark};
    `}
  &[data-state='open'] {
    animation: ${slideIn} 180ms ease-out;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 120ms ease-out;
  }
`;

const Title = styled(RadixToast.Title)`
  font-weight: ${(p) => p.theme.fontWeight.semibold};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Description = styled(RadixToast.Description)`
  font-size: ${(p) => p.theme.fontSize.sm};
  opacity: 0.9;
`;
const Close = styled(RadixToast.Close)`
  position: absolute;
  top: ${(p) => p.theme.space(2)};
  right: ${(p) => p.theme.space(2)};
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover {
    opacity: 1;
  }
`;

/**
 * The notification area (loaded by <Toaster> with the first toast). Radix gives the spec's §9 behaviour: swipe right past
 * 50 px to dismiss, F8 focuses the area; the store keeps one toast at a time.
 */
export function ToasterView() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const viewport = useRef<HTMLOListElement>(null);
  const [top, setTop] = useState(false);
  useLayoutEffect(() => {
    const area = viewport.current;
    if (!area || toasts.length === 0) return;
    setTop(bottomOrTop(area, controlInUse()) === 'top');
  }, [toasts]);
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION}>
      {toasts.map((t) => (
        <Root key={t.id} open={t.open} onOpenChange={(open) => !open && dismiss(t.id)} $destructive={t.variant === 'destructive'}>
          <Title>{t.title}</Title>
          {t.description && <Description>{t.description}</Description>}
          <Close aria-label="Close">
            <X size={16} aria-hidden="true" />
          </Close>
        </Root>
      ))}
      <Viewport ref={viewport} hotkey={['F8']} $top={top} />
    </RadixToast.Provider>
  );
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the toasts go: at the bottom right, unless there they would cover `control` (the focused element: the button
 * that was just pressed: controlInUse) and at the top they would not. The area's size is the same in both places.
 */
export function bottomOrTop(area: Element, control: Element | null): 'bottom' | 'top' {
  if (!control) return 'bottom';
  const { width, height } = area.getBoundingClientRect();
  const target = control.getBoundingClientRect();
  const [vw, vh] = [window.innerWidth, window.innerHeight];
  const nav = parseFloat(theme.layout.navHeight);
  const atBottom = { left: vw - width, right: vw, top: vh - height, bottom: vh };
  const atTop = { left: vw - width, right: vw, top: nav, bottom: nav + height };
  return overlaps(atBottom, target) && !overlaps(atTop, target) ? 'top' : 'bottom';
}
