import { ApiError } from '@cci/shared-ui';
import { createFailedToast, failureMessage, fieldErrorsOf, isUnauthorized } from './admin-errors';

const validation = new ApiError(
  400,
  JSON.stringify({
    message: 'Validation failed',
    errors: { title: 'Title is required', color: ['Colour must be a hex colour like #4F46E5'] },
  }),
  'Bad Request',
);

describe('admin call failures', () => {
  it('recognises a 401 only', () => {
    expect(isUnauthorized(new ApiError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiError(403, '', 'Forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('401: nope'))).toBe(false);
  });

  it('turns a 400 body into form errors and ignores anything else', () => {
    expect(fieldErrorsOf(validation)).toEqual({ title: 'Title is required', color: 'Colour must be a hex colour like #4F46E5' });
    expect(fieldErrorsOf(new ApiError(400, 'not json', 'Bad Request'))).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(400, '{"message":"x","errors":{}}', 'Bad Request'))).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(500, '{"errors":{"a":"b"}}', 'Server Error'))).toBeUndefined();
  });

  it('prefers the field messages, then the server message, then the fallback', () => {
    expect(failureMessage(validation, 'fallback')).toBe('Title is required · Colour must be a hex colour like #4F46E5');
    expect(failureMessage(new ApiError(502, '{"message":"Mail server unreachable"}', 'Bad Gateway'), 'fallback')).toBe(
      'Mail server unreachable',
    );
    expect(failureMessage(new ApiError(500, '', 'Internal Server Error'), 'fallback')).toBe('fallback');
    expect(failureMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('names what was not created in a destructive toast', () => {
    expect(createFailedToast(new ApiError(503, '', 'Service Unavailable'), 'event')).toEqual({
      variant: 'destructive',
      title: 'Could not create the event',
      description: 'Please check your connection and try again.',
    });
    expect(createFailedToast(validation, 'trend').description).toBe('Title is required · Colour must be a hex colour like #4F46E5');
  });
});
