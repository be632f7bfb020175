import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_MODAL_ATTRIBUTE,
  closeAccountModal,
  getAccountModal,
  isSessionExpiredPrompt,
  openAccountModal,
  subscribeAccountModal,
} from './account-modal-store';

/** Just enough of <html> for the marker attribute. */
function fakeDocument() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    documentElement: {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    },
  };
}

describe('account modal store', () => {
  let doc: ReturnType<typeof fakeDocument>;

  beforeEach(() => {
    doc = fakeDocument();
    vi.stubGlobal('document', doc);
    closeAccountModal();
  });

  afterEach(() => {
    closeAccountModal();
    vi.unstubAllGlobals();
  });

  it('opens and closes one modal and mirrors it on <html>', () => {
    openAccountModal('signUp');
    expect(getAccountModal()).toBe('signUp');
    expect(doc.attributes.get(ACCOUNT_MODAL_ATTRIBUTE)).toBe('signUp');
    openAccountModal('signIn');
    expect(doc.attributes.get(ACCOUNT_MODAL_ATTRIBUTE)).toBe('signIn');
    closeAccountModal();
    expect(getAccountModal()).toBeNull();
    expect(doc.attributes.has(ACCOUNT_MODAL_ATTRIBUTE)).toBe(false);
  });

  it('notifies subscribers on changes only, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAccountModal(listener);
    openAccountModal('unlock');
    openAccountModal('unlock');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    closeAccountModal();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('session-expired sign-in', () => {
  beforeEach(() => {
    vi.stubGlobal('document', fakeDocument());
    closeAccountModal();
  });
  afterEach(() => {
    closeAccountModal();
    vi.unstubAllGlobals();
  });

  it('flags only sign-in, and the flag goes with the next request', () => {
    openAccountModal('signIn', { sessionExpired: true });
    expect(isSessionExpiredPrompt()).toBe(true);
    openAccountModal('signUp', { sessionExpired: true });
    expect(isSessionExpiredPrompt()).toBe(false);
    openAccountModal('signIn');
    expect(isSessionExpiredPrompt()).toBe(false);
  });

  it('notifies when the same modal is asked again with the flag', () => {
    openAccountModal('signIn');
    const listener = vi.fn();
    const unsubscribe = subscribeAccountModal(listener);
    openAccountModal('signIn', { sessionExpired: true });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
