import { describe, expect, it } from 'vitest';
import type { DomainEvent, LedgerTransferEvent } from '@bagel/ports';
import { UNKNOWN_SENDER, wordDomainEvent, wordLedgerEvent } from './notification-wording';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';

const transfer = (fields: Partial<LedgerTransferEvent>): LedgerTransferEvent => ({
  eventId: 1,
  transferId: '00000000-0000-4000-8000-000000000001',
  kind: 'transfer',
  category: null,
  amount: 12_50,
  description: '',
  from: { userId: ALICE, system: null },
  to: { userId: BOB, system: null },
  counterparty: 'alice',
  createdAt: new Date(),
  ...fields,
});

const fromSystem = (system: string) => ({ userId: null, system });
const toSystem = (system: string) => ({ userId: null, system });

describe('wordLedgerEvent', () => {
  it('names the sender of a transfer to the receiver as their history line does, or says another user sent it', () => {
    expect(wordLedgerEvent(transfer({}))).toEqual({
      userId: BOB,
      kind: 'transfer_received',
      message: 'alice sent you 12.50 BGL',
      link: null,
    });
    expect(wordLedgerEvent(transfer({ counterparty: null }))?.message).toBe(`${UNKNOWN_SENDER} sent you 12.50 BGL`);
  });

  it('tells a buyer their card purchase and a demo grant apart', () => {
    const bought = transfer({ kind: 'deposit', amount: 1_000_00, from: fromSystem('payments_clearing') });
    expect(wordLedgerEvent(bought)).toMatchObject({ kind: 'bagels_bought', message: 'You bought 1,000.00 BGL' });
    const granted = transfer({ kind: 'deposit', amount: 50_00, from: fromSystem('demo_grants') });
    expect(wordLedgerEvent(granted)).toMatchObject({ kind: 'bagels_bought', message: 'You received a demo grant of 50.00 BGL' });
  });

  it('words a bonus from the referral pool and a refund with what the history says of them', () => {
    const bonus = transfer({ kind: 'credit', amount: 125_00, from: fromSystem('referral_pool'), description: 'Referral bonus' });
    expect(wordLedgerEvent(bonus)).toMatchObject({
      userId: BOB,
      kind: 'bonus',
      message: 'You received a bonus of 125.00 BGL: Referral bonus',
    });
    const refund = transfer({
      kind: 'refund',
      amount: 3_05,
      from: fromSystem('platform_revenue'),
      description: 'Fine-tuning m: unused estimate returned',
    });
    expect(wordLedgerEvent(refund)).toMatchObject({
      kind: 'refund',
      message: '3.05 BGL refunded: Fine-tuning m: unused estimate returned',
    });
  });

  it('tells nobody of charges, payments between users and withdrawals', () => {
    expect(
      wordLedgerEvent(
        transfer({ kind: 'payment', category: 'llm_inference', from: { userId: BOB, system: null }, to: toSystem('platform_revenue') }),
      ),
    ).toBeNull();
    expect(wordLedgerEvent(transfer({ kind: 'payment', category: 'asset_purchase' }))).toBeNull();
    expect(
      wordLedgerEvent(transfer({ kind: 'withdrawal', from: { userId: BOB, system: null }, to: toSystem('payments_clearing') })),
    ).toBeNull();
  });
});

describe('wordDomainEvent', () => {
  const userId = BOB;
  const cases: [DomainEvent, { kind: string; message: string; link: string }][] = [
    [
      { topic: 'clone.finished', userId, key: 'k1', data: { assetId: 'm1', repoId: 'openai-community/gpt2', assetType: 'model' } },
      { kind: 'clone_finished', message: 'openai-community/gpt2 was cloned to your models', link: '/model/m1/description' },
    ],
    [
      {
        topic: 'clone.failed',
        userId,
        key: 'k2',
        data: { assetId: 'd1', repoId: 'rajpurkar/squad', assetType: 'dataset', error: 'Error cloning the dataset' },
      },
      { kind: 'clone_failed', message: 'Cloning rajpurkar/squad failed: Error cloning the dataset', link: '/dataset/d1/description' },
    ],
    [
      { topic: 'fine_tune.finished', userId, key: 'k3', data: { modelId: 'm2', modelName: 'My llama' } },
      { kind: 'fine_tune_finished', message: 'Fine-tuning My llama finished', link: '/model/m2/description' },
    ],
    [
      { topic: 'fine_tune.failed', userId, key: 'k4', data: { modelId: 'm2', modelName: 'My llama', error: 'Out of memory' } },
      { kind: 'fine_tune_failed', message: 'Fine-tuning My llama failed: Out of memory', link: '/model/m2/description' },
    ],
    [
      { topic: 'deployment.running', userId, key: 'k5', data: { podId: 'p1', modelName: 'My llama' } },
      { kind: 'deployment_running', message: 'Your deployment of My llama is running', link: '/my-deployments' },
    ],
    [
      { topic: 'deployment.failed', userId, key: 'k6', data: { podId: 'p1', modelName: 'My llama', message: 'The pod failed' } },
      { kind: 'deployment_failed', message: 'Your deployment of My llama failed. The pod failed', link: '/my-deployments' },
    ],
    [
      {
        topic: 'deployment.stopped',
        userId,
        key: 'k7',
        data: { podId: 'p1', modelName: 'My llama', reason: 'balance', message: 'Stopped: your balance ran out' },
      },
      { kind: 'deployment_stopped', message: 'Your deployment of My llama ended. Stopped: your balance ran out', link: '/my-deployments' },
    ],
  ];
  it.each(cases.map(([event, expected]) => ({ topic: event.topic, event, expected })))(
    'words $topic for its user, linking to what it is about',
    ({ event, expected }) => {
      expect(wordDomainEvent(event)).toEqual({ userId, ...expected });
    },
  );
});
