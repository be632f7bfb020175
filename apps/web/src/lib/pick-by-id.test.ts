import { describe, expect, it } from 'vitest';
import { pickById } from './pick-by-id';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('pickById (content blocks naming a jackpot or prediction)', () => {
  it.each([
    ['no id: every item', null, ['a', 'b', 'c']],
    ['an id: that item only', 'b', ['b']],
    ['an id that is gone: none', 'z', []],
  ])('%s', (_, id, expected) => {
    expect(pickById(items, id).map((item) => item.id)).toEqual(expected);
  });
});
