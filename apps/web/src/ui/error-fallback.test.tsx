import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ErrorPageBoundary, FALLBACK_TEXTS, RenderFailureNotice } from './error-fallback';

function BrokenErrorPage(): never {
  throw new Error('the error page broke');
}

afterEach(() => vi.restoreAllMocks());

describe('spec §8 render failure fallbacks', () => {
  test('an error page shows UNEXPECTED ERROR', () => {
    const onError = vi.fn();
    render(
      <ErrorPageBoundary onError={onError}>
        <RenderFailureNotice />
      </ErrorPageBoundary>,
    );
    expect(screen.getByTestId('render-fallback').textContent).toBe('UNEXPECTED ERROR');
    expect(onError).not.toHaveBeenCalled();
  });

  test('an error page that fails itself shows UNEXPECTED ERROR IN ERROR APP and is reported', () => {
    // React logs the caught error; the test only wants the outcome
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <ErrorPageBoundary onError={onError}>
        <BrokenErrorPage />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(FALLBACK_TEXTS.errorPageFailure);
    expect(FALLBACK_TEXTS.errorPageFailure).toBe('UNEXPECTED ERROR IN ERROR APP');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the error page broke' }),
    );
  });
});
