import { FormError, type FieldError } from '@/http/errors';
import { t, type MessageKey, type MessageLocale } from './messages';

/** Collects the field errors of one form; {@link FieldErrors.throwIfAny} answers 422. */
export class FieldErrors {
  private readonly errors: Record<string, FieldError[]> = {};

  constructor(private readonly locale: MessageLocale) {}

  add(field: string, code: MessageKey, values: Record<string, string | number> = {}): this {
    (this.errors[field] ??= []).push({ code, message: t(this.locale, code, values) });
    return this;
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Throws a 422 with just this one field error. */
  static raise(locale: MessageLocale, field: string, code: MessageKey): never {
    throw new FieldErrors(locale).add(field, code).toError();
  }

  toError(): FormError {
    return new FormError(t(this.locale, 'validation_failed'), this.errors);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw this.toError();
  }
}
