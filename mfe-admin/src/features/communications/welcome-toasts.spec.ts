import { ApiError } from '@cci/shared-ui';
import { welcomeFailedToast, welcomeSentToast } from './welcome-toasts';

describe('welcome e-mail toasts (spec §8)', () => {
  it('names the recipient on success', () => {
    expect(welcomeSentToast('Ada')).toEqual({
      title: 'Welcome Email Sent!',
      description: 'Personalised welcome email sent successfully to Ada',
    });
  });
  it('shows the server message on failure, or the fallback', () => {
    expect(welcomeFailedToast(new ApiError(502, '{"message":"Mail server unreachable"}', 'Bad Gateway'))).toEqual({
      variant: 'destructive',
      title: 'Email Failed',
      description: 'Mail server unreachable',
    });
    expect(welcomeFailedToast(new ApiError(500, '', 'Internal Server Error')).description).toBe('Failed to send welcome email');
    expect(welcomeFailedToast(new TypeError('Failed to fetch')).description).toBe('Failed to send welcome email');
  });
});
