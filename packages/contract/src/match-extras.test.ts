import { describe, expect, test } from 'vitest';
import { streamResponseSchema, widgetParamsSchema, widgetResponseSchema } from './match-extras';

const possession = {
  match_id: 1,
  type: 'possession',
  items: [
    { type: 'percent', home: 55.5, away: 44.5 },
    { type: 'percent', period: 1, home: 60, away: 40 },
  ],
};

describe('statistics widgets', () => {
  test.each([
    ['soccer possession', possession],
    [
      'soccer shots',
      { match_id: 1, type: 'shots', items: [{ type: 'on_target', home: 4, away: 2 }] },
    ],
    ['soccer cards', { match_id: 1, type: 'cards', items: [{ type: 'yellow', home: 1, away: 3 }] }],
    [
      'soccer corners',
      { match_id: 1, type: 'corners', items: [{ type: 'total', home: 6, away: 1 }] },
    ],
    [
      'tennis aces per set',
      { match_id: 2, type: 'aces', items: [{ type: 'total', period: 2, home: 3, away: 0 }] },
    ],
    ['tennis double faults', { match_id: 2, type: 'double_faults', items: [] }],
  ])('accepts %s', (_, body) => {
    expect(widgetResponseSchema.parse(body)).toEqual(body);
  });

  test.each([
    ['an unknown widget type', { ...possession, type: 'heatmap' }],
    ['a negative value', { ...possession, items: [{ type: 'total', home: -1, away: 0 }] }],
    ['a value as a string', { ...possession, items: [{ type: 'total', home: '1', away: 0 }] }],
    ['period 0', { ...possession, items: [{ type: 'total', period: 0, home: 1, away: 0 }] }],
    ['a row type with spaces', { ...possession, items: [{ type: 'on target', home: 1, away: 0 }] }],
  ])('rejects %s', (_, body) => {
    expect(widgetResponseSchema.safeParse(body).success).toBe(false);
  });

  test('path params: a positive match id and a known widget', () => {
    expect(widgetParamsSchema.parse({ id: '5', widget: 'corners' })).toEqual({
      id: 5,
      widget: 'corners',
    });
    expect(widgetParamsSchema.safeParse({ id: '5', widget: 'video' }).success).toBe(false);
    expect(widgetParamsSchema.safeParse({ id: '0', widget: 'corners' }).success).toBe(false);
  });
});

describe('stream response', () => {
  test.each([
    [
      'an HLS stream',
      { available: true, kind: 'hls', url: 'https://cdn.example/live.m3u8', expires_at: null },
    ],
    [
      'a signed iframe',
      {
        available: true,
        kind: 'iframe',
        url: 'https://tv.example/1',
        expires_at: '2026-11-22T16:00:00Z',
      },
    ],
    ['explicitly no stream', { available: false, reason: 'no_stream' }],
    ['a stream for signed-in viewers only', { available: false, reason: 'login_required' }],
  ])('accepts %s', (_, body) => {
    expect(streamResponseSchema.parse(body)).toEqual(body);
  });

  test.each([
    [
      'a javascript URL',
      { available: true, kind: 'hls', url: 'javascript:alert(1)', expires_at: null },
    ],
    [
      'an unknown kind',
      { available: true, kind: 'rtmp', url: 'https://x.example', expires_at: null },
    ],
    ['an available stream without URL', { available: true, kind: 'hls', expires_at: null }],
    ['no stream without a reason', { available: false }],
    ['an unknown reason', { available: false, reason: 'tired' }],
    ['a bare null', null],
  ])('rejects %s', (_, body) => {
    expect(streamResponseSchema.safeParse(body).success).toBe(false);
  });
});
