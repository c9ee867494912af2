import { ADMIN_TOASTS } from '@cci/contracts';
import { ApiError } from '@cci/shared-ui';
import { accessFailure } from './access-failure';

describe('accessFailure', () => {
  it('a wrong password (401) shows the spec toast of the gate and clears the field', () => {
    const err = new ApiError(401, '{"message":"Incorrect password"}', 'Unauthorized');
    expect(accessFailure(err, ADMIN_TOASTS.accessDenied)).toEqual({
      toast: { variant: 'destructive', title: 'Access Denied', description: 'Incorrect password' },
      clearPassword: true,
    });
    expect(accessFailure(err, ADMIN_TOASTS.commsDenied).toast.description).toBe('Invalid admin password');
  });

  it('a throttled attempt (429) shows the server message under "Access Denied"', () => {
    const err = new ApiError(429, '{"message":"Too many attempts. Try again in 60 seconds."}', 'Too Many Requests');
    expect(accessFailure(err, ADMIN_TOASTS.accessDenied).toast).toEqual({
      variant: 'destructive',
      title: 'Access Denied',
      description: 'Too many attempts. Try again in 60 seconds.',
    });
    expect(accessFailure(new ApiError(429, '', 'Too Many Requests'), ADMIN_TOASTS.accessDenied).toast.description).toMatch(
      /Too many attempts/,
    );
  });

  it('a server or network failure is not reported as a wrong password and keeps the field', () => {
    for (const err of [new ApiError(500, '', 'Internal Server Error'), new TypeError('Failed to fetch')]) {
      const out = accessFailure(err, ADMIN_TOASTS.accessDenied);
      expect(out.toast.title).toBe('Verification Failed');
      expect(out.clearPassword).toBe(false);
    }
  });
});
