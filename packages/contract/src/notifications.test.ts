import { describe, expect, test } from 'vitest';
import {
  notificationSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readNotificationsRequestSchema,
  unreadCountersSchema,
} from './notifications';
import { notification, page } from './test-fixtures';

describe('notification wire schemas', () => {
  test('accepts a spec §3 notification', () => {
    expect(notificationSchema.parse(notification)).toEqual(notification);
    expect(notificationsResponseSchema.parse(page([notification])).data).toHaveLength(1);
  });

  test.each([
    ['read as a string', { read: 'no' }],
    ['a missing body', { body: undefined }],
    ['a created_at that is not ISO', { created_at: 'now' }],
    ['a string id', { id: '7' }],
  ])('rejects %s', (_, patch) => {
    expect(notificationSchema.safeParse({ ...notification, ...patch }).success).toBe(false);
  });

  test.each([
    [{ unread: 0 }, true],
    [{ unread: 3 }, true],
    [{ unread: -1 }, false],
    [{ unread: '3' }, false],
    [{}, false],
  ])('unread counters %j', (row, valid) => {
    expect(unreadCountersSchema.safeParse(row).success).toBe(valid);
  });

  test('list query defaults and the mark-as-read body', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({ page: 1, limit: 500 });
    expect(readNotificationsRequestSchema.parse({ ids: [1, 2] })).toEqual({ ids: [1, 2] });
    expect(readNotificationsRequestSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
