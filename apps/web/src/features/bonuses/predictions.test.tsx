import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wirePrediction } from '@/api/promotions-fixtures';
import { stubBackend } from '@/api/test-fetch';
import en from '@/i18n/messages/en.json';
import { Predictions } from './predictions';

const l = en.promotions.predictions;
const voted = (choice: string) => ({
  prediction_id: 'p-1',
  data: { choice },
  created_at: '2026-11-25T10:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

function renderPredictions(signedIn: boolean, predictionId: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Predictions
        labels={en.promotions}
        locale="en"
        signedIn={signedIn}
        predictionId={predictionId}
      />
    </QueryClientProvider>,
  );
}

describe('predictions (GET and POST /vote)', () => {
  it('a content block naming a prediction (spec §2): that one only', async () => {
    const two = [wirePrediction(), wirePrediction({ id: 'p-2', title: 'Who scores first?' })];
    stubBackend({ 'GET /v2/vote': { body: { data: two } } });
    renderPredictions(false, 'p-2');
    expect(await screen.findByText('Who scores first?')).toBeTruthy();
    expect(screen.getAllByTestId('prediction')).toHaveLength(1);
  });

  it('a named prediction that is gone shows the empty line', async () => {
    stubBackend({ 'GET /v2/vote': { body: { data: [wirePrediction()] } } });
    renderPredictions(false, 'p-9');
    expect(await screen.findByText(l.empty)).toBeTruthy();
    expect(screen.queryByTestId('prediction')).toBeNull();
  });

  it("shows the player's vote and saves a new one", async () => {
    const seen = stubBackend({
      'GET /v2/vote': { body: { data: [wirePrediction({ vote: voted('away') })] } },
      'POST /v2/vote': (request) => ({
        body: { data: voted((request.body as { data: { choice: string } }).data.choice) },
      }),
    });
    renderPredictions(true);
    expect((await screen.findByTestId('prediction-vote')).textContent).toBe('Your vote: Tigers');
    const vote = screen.getByRole<HTMLButtonElement>('button', { name: l.vote });
    // voting the same again changes nothing
    expect(vote.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Lions'));
    fireEvent.click(vote);
    await waitFor(() =>
      expect(screen.getByTestId('prediction-vote').textContent).toBe('Your vote: Lions'),
    );
    expect(screen.getByRole('status').textContent).toBe(l.saved);
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      prediction_id: 'p-1',
      data: { choice: 'home' },
    });
    expect(seen[0]?.search.get('locale')).toBe('en');
  });

  it('a refused vote says so and keeps the vote shown', async () => {
    stubBackend({
      'GET /v2/vote': { body: { data: [wirePrediction({ vote: voted('away') })] } },
      'POST /v2/vote': { status: 422, body: { code: 'prediction_closed', message: 'closed' } },
    });
    renderPredictions(true);
    fireEvent.click(await screen.findByLabelText('Lions'));
    fireEvent.click(screen.getByRole('button', { name: l.vote }));
    expect((await screen.findByRole('alert')).textContent).toBe(l.failed);
    expect(screen.getByTestId('prediction-vote').textContent).toBe('Your vote: Tigers');
  });

  it('a closed prediction cannot be voted on', async () => {
    stubBackend({ 'GET /v2/vote': { body: { data: [wirePrediction({ is_open: false })] } } });
    renderPredictions(true);
    expect(await screen.findByText(l.closed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: l.vote })).toBeNull();
    expect(
      (screen.getByLabelText('Lions').closest('fieldset') as HTMLFieldSetElement).disabled,
    ).toBe(true);
  });

  it('a visitor sees the questions and is asked to sign in to vote', async () => {
    stubBackend({ 'GET /v2/vote': { body: { data: [wirePrediction()] } } });
    renderPredictions(false);
    expect(await screen.findByText('Who wins the final?')).toBeTruthy();
    expect(screen.getByText(l.signIn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: l.vote })).toBeNull();
  });

  it('a visitor the server turns away (401) is only asked to sign in', async () => {
    stubBackend({ 'GET /v2/vote': { status: 401, body: { code: 'unauthorized', message: 'no' } } });
    renderPredictions(false);
    expect(await screen.findByText(l.signIn)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('none open: says so', async () => {
    stubBackend({ 'GET /v2/vote': { body: { data: [] } } });
    renderPredictions(true);
    expect(await screen.findByText(l.empty)).toBeTruthy();
  });
});
