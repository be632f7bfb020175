import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

const noop = () => undefined;

function Stack({ second }: { second: boolean }) {
  return (
    <>
      <Modal title="Deposit" closeLabel="Close" onClose={noop} keepAlive>
        <input aria-label="Amount" />
      </Modal>
      {second ? (
        <Modal title="Sign in" closeLabel="Close" onClose={noop}>
          <p>again</p>
        </Modal>
      ) : null}
    </>
  );
}

const dialogNamed = (name: string) =>
  screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.includes(name)) as
    HTMLDialogElement | undefined;

describe('Modal keep-alive (spec §2: kept hidden in the background and restored)', () => {
  it('hides a keep-alive modal under a newer one, inert, and restores it with its focus', () => {
    const view = render(<Stack second={false} />);
    const deposit = dialogNamed('Deposit');
    expect(deposit?.open).toBe(true);
    const amount = screen.getByLabelText('Amount');
    amount.focus();

    view.rerender(<Stack second />);
    expect(deposit?.open).toBe(false);
    expect(deposit?.inert).toBe(true);
    expect(deposit?.hasAttribute('data-backgrounded')).toBe(true);
    // still mounted: what it holds (an iframe's page) is kept
    expect(deposit?.isConnected).toBe(true);
    expect(dialogNamed('Sign in')?.open).toBe(true);

    view.rerender(<Stack second={false} />);
    expect(deposit?.open).toBe(true);
    expect(deposit?.inert).toBe(false);
    expect(deposit?.hasAttribute('data-backgrounded')).toBe(false);
    expect(document.activeElement).toBe(amount);
  });

  it('closes on open={false} while still mounted (the exit transition plays)', () => {
    const view = render(
      <Modal title="Quick" closeLabel="Close" onClose={noop}>
        body
      </Modal>,
    );
    const dialog = dialogNamed('Quick');
    expect(dialog?.open).toBe(true);
    view.rerender(
      <Modal title="Quick" closeLabel="Close" onClose={noop} open={false}>
        body
      </Modal>,
    );
    expect(dialog?.open).toBe(false);
    expect(dialog?.isConnected).toBe(true);
  });

  it('gives the stylesheet the spec §9 timings and height', () => {
    render(
      <Modal title="Timed" closeLabel="Close" onClose={noop}>
        body
      </Modal>,
    );
    const style = dialogNamed('Timed')?.style;
    expect(style?.getPropertyValue('--modal-enter')).toBe('50ms');
    expect(style?.getPropertyValue('--modal-exit')).toBe('500ms');
    expect(style?.getPropertyValue('--modal-max-block-size')).toBe('95dvh');
  });
});
