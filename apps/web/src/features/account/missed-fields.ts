import type { AuthField } from '@/api/platform-types';
import { isEmail, isPhone, type FieldErrors } from './form-validation';

const ORDER: readonly AuthField[] = ['first_name', 'last_name', 'email', 'phone', 'country'];

/** The form's fields: the missed ones, and the current password that a new email needs. */
export type MissedField = AuthField | 'current_password';

/** The fields the form shows for the missed ones: a new email asks for the current password. */
export function missedFormFields(missed: readonly AuthField[]): MissedField[] {
  const fields: MissedField[] = ORDER.filter((field) => missed.includes(field));
  return fields.includes('email') ? [...fields, 'current_password'] : fields;
}

/** The problems of the missed fields before they are sent. */
export function validateMissedFields(
  fields: readonly MissedField[],
  values: Readonly<Partial<Record<MissedField, string>>>,
): FieldErrors<MissedField> {
  const errors: FieldErrors<MissedField> = {};
  for (const field of fields) {
    // a password is sent as typed: spaces count
    const value = (field === 'current_password' ? values[field] : values[field]?.trim()) ?? '';
    if (!value) errors[field] = 'required';
    else if (field === 'email' && !isEmail(value)) errors[field] = 'email';
    else if (field === 'phone' && !isPhone(value)) errors[field] = 'phone';
  }
  return errors;
}
