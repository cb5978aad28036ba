import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { buyAsset, createAsset, setAssetListing, uploadAssetFile, type AssetRecord } from '@bagel/assets-contract';
import { buildPath, getWaitlistSetting, WAITLIST_REFUSAL } from '@bagel/contract';
import { sendBagels, transferTokens } from '@bagel/wallet-contract';
import { multipartFile, startTestApi, TEST_SERVICE_KEY, type TestApi, type TestUser } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());
afterEach(() => api.setWaitlist(false));

const fundedUser = (role?: 'waitlist') => api.fundedUser(10, role);

const sendBagelsAs = (from: TestUser, to: TestUser) =>
  api.call(
    {
      method: 'POST',
      url: sendBagels.path,
      headers: { 'idempotency-key': randomUUID() },
      payload: { sender_id: from.id, recipient_username: to.username, amount: 1 },
    },
    from.apiKey,
  );
const transferAs = (from: TestUser, to: TestUser) =>
  api.call(
    {
      method: 'POST',
      url: transferTokens.path,
      headers: { 'idempotency-key': randomUUID() },
      payload: { user_id: from.id, recipient_id: to.username, amount: 1 },
    },
    from.apiKey,
  );

const balanceOf = (user: TestUser) => api.balanceOf(user);

describe('the waitlist on api', () => {
  it('refuses a waitlisted user’s sends with 403 while the setting is on, moving nothing, and lets them send when it is off', async () => {
    const dana = await fundedUser('waitlist');
    const eve = await api.createUser();
    await api.setWaitlist(true);
    for (const send of [sendBagelsAs, transferAs]) {
      const refused = await send(dana, eve);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', detail: WAITLIST_REFUSAL });
    }
    expect(await balanceOf(dana)).toBe(10);
    expect(await balanceOf(eve)).toBe(0);

    await api.setWaitlist(false);
    expect((await sendBagelsAs(dana, eve)).statusCode).toBe(200);
    expect((await transferAs(dana, eve)).statusCode).toBe(200);
    expect(await balanceOf(dana)).toBe(8);
  });

  it('leaves other users alone while it is on, and a waitlisted user may still receive', async () => {
    const frank = await fundedUser();
    const gina = await api.createUser('waitlist');
    await api.setWaitlist(true);
    expect((await sendBagelsAs(frank, gina)).statusCode).toBe(200);
    expect((await transferAs(frank, gina)).statusCode).toBe(200);
    expect(await balanceOf(gina)).toBe(2);
  });

  it('follows the role edge pushes: onto the waitlist is refused at once, off it sends again', async () => {
    const hugo = await fundedUser();
    const ida = await api.createUser();
    await api.setWaitlist(true);
    expect((await sendBagelsAs(hugo, ida)).statusCode).toBe(200);

    await api.setRole(hugo, 'waitlist');
    const refused = await sendBagelsAs(hugo, ida);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(WAITLIST_REFUSAL);

    await api.setRole(hugo, 'user');
    expect((await sendBagelsAs(hugo, ida)).statusCode).toBe(200);
  });

  it('refuses a waitlisted buyer with 403 while the setting is on, moving nothing', async () => {
    const seller = await api.createUser();
    const payload = { dataset_type: 'RAW', title: 'Books 1', category: 'Book', user_id: seller.id };
    const { dataset_id: id } = (await api.call({ method: 'POST', url: createAsset.path, payload }, seller.apiKey)).json<{
      asset: AssetRecord;
    }>().asset;
    await api.call(
      { method: 'POST', url: buildPath(uploadAssetFile.path, { id }), ...multipartFile('data.csv', 'a,b\n1,2\n') },
      seller.apiKey,
    );
    const listing = { is_published: true, price: 1 };
    expect(
      (await api.call({ method: 'PUT', url: buildPath(setAssetListing.path, { id }), payload: listing }, seller.apiKey)).statusCode,
    ).toBe(200);
    const waitlisted = await api.fundedUser(100, 'waitlist');
    await api.setWaitlist(true);
    const bought = await api.call(
      {
        method: 'POST',
        url: buildPath(buyAsset.path, { id }),
        headers: { 'idempotency-key': randomUUID() },
        payload: { user_id: waitlisted.id },
      },
      waitlisted.apiKey,
    );
    expect(bought.statusCode).toBe(403);
    expect(await balanceOf(waitlisted)).toBe(100);
  });

  it('lets users and the service read the setting', async () => {
    const reader = await api.createUser('waitlist');
    await api.setWaitlist(true);
    for (const key of [reader.apiKey, TEST_SERVICE_KEY]) {
      const reply = await api.call({ url: getWaitlistSetting.path }, key);
      expect(reply.json()).toEqual({ enabled: true });
    }
  });
});
