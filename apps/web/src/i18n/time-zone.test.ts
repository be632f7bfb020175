import { describe, expect, test } from 'vitest';
import { validTimeZone } from './time-zone';

describe('validTimeZone', () => {
  test('accepts IANA zones Intl knows', () => {
    expect(validTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(validTimeZone('UTC')).toBe('UTC');
  });

  test('rejects what is not a zone', () => {
    expect(validTimeZone('Mars/Olympus')).toBeNull();
    expect(validTimeZone('')).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
    expect(validTimeZone(`Europe/${'x'.repeat(80)}`)).toBeNull();
  });
});
