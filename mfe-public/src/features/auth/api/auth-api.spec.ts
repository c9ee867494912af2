import { ApiError } from '@cci/shared-ui';
import { fieldErrorsOf } from './auth-api';

describe('fieldErrorsOf', () => {
  it('turns a 400 body with field messages into form errors', () => {
    const err = new ApiError(400, JSON.stringify({ message: 'Validation failed', errors: { email: 'Please enter a valid email address', password: ['a', 'b'] } }), 'Bad Request');
    expect(fieldErrorsOf(err)).toEqual({ email: 'Please enter a valid email address', password: 'a' });
  });
  it('ignores other failures', () => {
    expect(fieldErrorsOf(new ApiError(409, '{"message":"taken"}', 'Conflict'))).toBeUndefined();
    expect(fieldErrorsOf(new ApiError(400, 'not json', 'Bad Request'))).toBeUndefined();
    expect(fieldErrorsOf(new Error('x'))).toBeUndefined();
  });
});
