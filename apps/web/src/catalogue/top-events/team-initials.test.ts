import { describe, expect, test } from 'vitest';
import { teamInitials } from './team-initials';

describe('teamInitials', () => {
  test.each([
    ['two words', 'Porto Lions', 'PL'],
    ['first two of many', 'Real Vale United', 'RV'],
    ['one word', 'Nadal', 'N'],
    ['lower case is raised', 'atlético norte', 'AN'],
    ['marks and numbers are skipped', '1. FC / Koblenz', 'FK'],
    ['Arabic', 'نادي الشمال', 'نا'],
    ['blank', '   ', '?'],
  ])('%s', (_name, input, expected) => {
    expect(teamInitials(input)).toBe(expected);
  });
});
