import { describe, expect, it } from 'vitest';
import { missedFormFields, validateMissedFields } from './missed-fields';

describe('missed fields form', () => {
  it('a missed email brings the current password (a new email needs it)', () => {
    expect(missedFormFields(['email'])).toEqual(['email', 'current_password']);
    expect(missedFormFields(['country', 'first_name', 'email'])).toEqual([
      'first_name',
      'email',
      'country',
      'current_password',
    ]);
    expect(missedFormFields(['phone', 'country'])).toEqual(['phone', 'country']);
  });

  it('the password is required and kept as typed; other fields are trimmed', () => {
    const fields = missedFormFields(['email']);
    expect(validateMissedFields(fields, { email: 'a@b.co' })).toEqual({
      current_password: 'required',
    });
    expect(validateMissedFields(fields, { email: ' nope ', current_password: ' ' })).toEqual({
      email: 'email',
    });
    expect(validateMissedFields(fields, { email: 'a@b.co', current_password: 'secret' })).toEqual(
      {},
    );
  });
});
