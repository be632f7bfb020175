import { describe, expect, it } from 'vitest';
import { dueReminder, DEPOSIT_REMINDED_MAX_AGE_S, type ReminderState } from './reminder-rules';

const system: ReminderState['system'] = {
  signUpEnabled: true,
  signUpReminderSeconds: 60,
  depositReminder: { show: true, remindAfterSeconds: 10, playerGroupId: 'regular' },
};
const visitor: ReminderState = {
  status: 'notLoggedIn',
  system,
  groups: null,
  reminded: new Set(),
  registered: false,
  busy: false,
};
const player: ReminderState = { ...visitor, status: 'loggedIn', groups: ['regular'] };

describe('dueReminder (spec §4 reminders)', () => {
  it('reminds an anonymous visitor to sign up after the configured seconds', () => {
    expect(dueReminder(visitor)).toEqual({ reminder: 'signUp', delayMs: 60_000 });
  });

  it('reminds a visitor once, never one who has signed in before, never with sign-up off', () => {
    expect(dueReminder({ ...visitor, reminded: new Set(['signUp']) })).toBeNull();
    expect(dueReminder({ ...visitor, registered: true })).toBeNull();
    expect(dueReminder({ ...visitor, system: { ...system, signUpEnabled: false } })).toBeNull();
    expect(dueReminder({ ...visitor, system: { ...system, signUpReminderSeconds: 0 } })).toBeNull();
  });

  it('reminds a player of the configured group to deposit after remindAfter, once a day', () => {
    expect(dueReminder(player)).toEqual({ reminder: 'deposit', delayMs: 10_000 });
    expect(dueReminder({ ...player, reminded: new Set(['deposit']) })).toBeNull();
    expect(DEPOSIT_REMINDED_MAX_AGE_S).toBe(86_400);
  });

  it('leaves out players of other groups and sites without the deposit reminder', () => {
    expect(dueReminder({ ...player, groups: ['vip'] })).toBeNull();
    const off = { ...system, depositReminder: { ...system.depositReminder, show: false } };
    expect(dueReminder({ ...player, system: off })).toBeNull();
  });

  it('waits while the session is unknown, the settings load or the cookie notice is open', () => {
    expect(dueReminder({ ...visitor, status: 'unknown' })).toBeNull();
    expect(dueReminder({ ...visitor, system: undefined })).toBeNull();
    expect(dueReminder({ ...visitor, busy: true })).toBeNull();
    expect(dueReminder({ ...player, busy: true })).toBeNull();
  });
});
