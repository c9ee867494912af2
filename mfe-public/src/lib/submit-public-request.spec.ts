import { REQUEST_TOASTS } from '@cci/contracts';
import { ApiError, useToastStore } from '@cci/shared-ui';
import { submitPublicRequest } from './submit-public-request';

const lastToast = () => useToastStore.getState().toasts[0];
const badRequest = (body: unknown) => new ApiError(400, JSON.stringify(body), 'Bad Request');

describe('submitPublicRequest (spec §8 toasts)', () => {
  it("success: shows the form's success toast and hands back the result", async () => {
    const outcome = await submitPublicRequest('demoRequest', Promise.resolve({ id: 1, confirmationId: 'DEMO-1' }), 0);
    expect(outcome).toEqual({ ok: true, result: { id: 1, confirmationId: 'DEMO-1' } });
    expect(lastToast()).toMatchObject({ ...REQUEST_TOASTS.demoRequest.success, open: true });
    expect(lastToast().variant).toBeUndefined();
  });

  it('failure: shows the destructive failure toast, without field errors for a 500', async () => {
    const outcome = await submitPublicRequest('eventRequest', Promise.reject(new ApiError(500, 'boom', 'Internal Server Error')), 0);
    expect(outcome).toEqual({ ok: false, fieldErrors: undefined });
    expect(lastToast()).toMatchObject({ ...REQUEST_TOASTS.eventRequest.failure, variant: 'destructive' });
  });

  it('a 400 with field messages hands them to the form', async () => {
    const err = badRequest({ message: 'Validation failed', errors: { email: 'Please enter a valid email address' } });
    const outcome = await submitPublicRequest('waitlist', Promise.reject(err), 0);
    expect(outcome).toEqual({ ok: false, fieldErrors: { email: 'Please enter a valid email address' } });
    expect(lastToast()).toMatchObject({
      title: 'Submission Failed',
      description: 'Please try again or contact support.',
      variant: 'destructive',
    });
  });
});
