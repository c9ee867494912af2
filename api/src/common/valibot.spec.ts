import { RegistrationSchema, SignInSchema } from '@cci/contracts';
import { BadRequestException } from '@nestjs/common';
import * as v from 'valibot';
import { NOT_AN_OBJECT, parseBody, ValibotPipe } from './valibot';

const errorsOf = (run: () => unknown): Record<string, string> => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestException);
    const body = (err as BadRequestException).getResponse() as {
      statusCode: number;
      message: string;
      error: string;
      errors: Record<string, string>;
    };
    expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Validation failed' });
    return body.errors;
  }
  throw new Error('expected a 400');
};

describe('parseBody', () => {
  it('returns the parsed output: trimmed, lower-cased, unknown fields dropped', () => {
    expect(parseBody(SignInSchema, { email: ' A@B.co ', password: 'p', extra: 1 })).toEqual({ email: 'a@b.co', password: 'p' });
  });

  it('gives a missing key the message of its field, not valibot\'s "Invalid key"', () => {
    const schema = v.object({ name: v.string('Name is required'), age: v.optional(v.number()) });
    expect(errorsOf(() => parseBody(schema, {}))).toEqual({ name: 'Name is required' });
    expect(errorsOf(() => parseBody(RegistrationSchema, { email: 'a@b.co' }))).toMatchObject({
      primaryCommunity: 'Please select a community',
      agreeToTerms: 'You must agree to the terms',
    });
  });

  it.each([undefined, null, 'text', 42, [1, 2], true])(
    'answers a body that is not an object (%j) with _root and the field messages',
    (body) => {
      expect(errorsOf(() => parseBody(SignInSchema, body))).toEqual({
        _root: NOT_AN_OBJECT,
        email: 'Please enter a valid email address',
        password: 'Password is required',
      });
    },
  );

  it('ValibotPipe returns the parsed output (trimmed, lower-cased e-mail, unknown fields dropped), or 400', () => {
    const pipe = new ValibotPipe(SignInSchema);
    expect(pipe.transform({ email: ' X@Y.co ', password: 'p', isAdmin: true })).toEqual({ email: 'x@y.co', password: 'p' });
    expect(() => pipe.transform({ email: 'nope' })).toThrow(BadRequestException);
  });
});
