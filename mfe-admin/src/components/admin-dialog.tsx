import * as RadixDialog from '@radix-ui/react-dialog';
import { media } from '@cci/shared-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)); } to { opacity: 1; transform: translate(-50%, -50%); }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.drawer};
  background: ${(p) => p.theme.color.scrimStrong};
  animation: ${fadeIn} 150ms ease-out;
`;
const Content = styled(RadixDialog.Content)`
  position: fixed;
  z-index: ${(p) => p.theme.z.drawer};
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - ${(p) => p.theme.space(6)});
  max-width: 560px;
  max-height: calc(100dvh - ${(p) => p.theme.space(8)});
  overflow-y: auto;
  padding: ${(p) => p.theme.space(5)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.color.surface};
  box-shadow: ${(p) => p.theme.shadow.lg};
  animation: ${rise} 180ms ease-out;
  ${media.md} {
    padding: ${(p) => p.theme.space(8)};
  }
  form {
    display: grid;
    gap: ${(p) => p.theme.space(4)};
  }
`;
const Title = styled(RadixDialog.Title)`
  font-size: ${(p) => p.theme.fontSize.xl};
  font-weight: ${(p) => p.theme.fontWeight.bold};
  padding-right: ${(p) => p.theme.space(10)};
`;
const Description = styled(RadixDialog.Description)`
  margin: ${(p) => p.theme.space(1)} 0 ${(p) => p.theme.space(5)};
  color: ${(p) => p.theme.color.muted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
const Close = styled(RadixDialog.Close)`
  position: absolute;
  top: ${(p) => p.theme.space(3)};
  right: ${(p) => p.theme.space(3)};
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => p.theme.color.muted};
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.backgroundAlt};
    color: ${(p) => p.theme.color.ink};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${(p) => p.theme.space(3)};
  margin-top: ${(p) => p.theme.space(2)};
`;
export const DialogClose = RadixDialog.Close;

/**
 * A modal dialog (Radix: focus trapped inside, Escape and the close button close it, focus returns to the trigger),
 * in the site's look. The trigger is the caller's button; the body is usually a form.
 */
export function AdminDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{description}</Description>
          {children}
          <Close aria-label="Close">
            <X size={18} aria-hidden="true" />
          </Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
