import { ADMIN_TOASTS } from '@cci/contracts';
import { ApiError, type ToastInput } from '@cci/shared-ui';

/** Spec §8: "Welcome Email Sent!" with "Personalised welcome email sent successfully to" the first name. */
export function welcomeSentToast(firstName: string): ToastInput {
  return {
    title: ADMIN_TOASTS.welcomeSent.title,
    description: `${ADMIN_TOASTS.welcomeSent.description} ${firstName.trim() || 'the member'}`,
  };
}

/** Spec §8: "Email Failed" with the server message or "Failed to send welcome email". */
export function welcomeFailedToast(err: unknown): ToastInput {
  const message = err instanceof ApiError ? err.serverMessage : undefined;
  return { variant: 'destructive', title: ADMIN_TOASTS.welcomeFailed.title, description: message || ADMIN_TOASTS.welcomeFailed.fallback };
}
