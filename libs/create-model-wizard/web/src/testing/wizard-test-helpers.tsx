import { expect } from 'vitest';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { listDatasets } from '@bagel/assets-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { TEST_USER } from '@bagel/session/testing';
import { renderWithProviders, setViewportWidth, type FakeFetch, type FakeRequest } from '@bagel/web-testing';
import { CreateModelSheet } from '../create-model-sheet';
import { multipartUpload } from '../create/upload-model-file';
import { createModelFetch } from './create-model-fakes';
import { wizardDriver } from './wizard-driver';

export { toReview, toTrainingParameters } from './wizard-driver';

/** My Models and the onboarding checklist, as the app shows them, so a test sees whether creating refreshes them. */
function ShellReads() {
  const call = useApiCall();
  useQuery(routeQuery(call, listDatasets, { query: { owner: TEST_USER.id, types: 'MODEL' } }));
  useQuery(routeQuery(call, getOnboarding, { params: { userId: TEST_USER.id } }));
  return null;
}

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/** The sheet as the shell mounts it, behind a button, so a test can close and open it again. */
function Harness({ fetch }: { fetch: FakeFetch }) {
  const [opened, setOpened] = useState(false);
  // Files go through the same fake server as the contract's calls.
  const [uploadFile] = useState(() => multipartUpload(fetch));
  return (
    <>
      <ShellReads />
      <Where />
      <button type="button" onClick={() => setOpened(true)}>
        Open Create Model
      </button>
      <CreateModelSheet opened={opened} onClose={() => setOpened(false)} uploadFile={uploadFile} />
    </>
  );
}

/** Renders the shell's way in and opens the sheet; `width` sets the window first (jsdom's is 1024 px). */
export async function openWizard(fetch: FakeFetch = createModelFetch(), { width }: { width?: number } = {}) {
  if (width !== undefined) setViewportWidth(width);
  const rendered = renderWithProviders(<Harness fetch={fetch} />, { fetch });
  await rendered.user.click(screen.getByRole('button', { name: 'Open Create Model' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Model' });
  return { ...rendered, fetch, dialog, wizard: wizardDriver(rendered.user, dialog) };
}

export type OpenedWizard = Awaited<ReturnType<typeof openWizard>>;

/** The toast (Mantine's notification, role alert, outside the sheet) with this title (null: none) and message, once shown. */
export async function findToast(title: string | null, message: string) {
  const matching = () =>
    screen
      .queryAllByRole('alert')
      .filter((toast) => toast.classList.contains('mantine-Notification-root'))
      .filter((toast) => (title === null || within(toast).queryByText(title) !== null) && within(toast).queryByText(message) !== null);
  await waitFor(() => expect(matching()).not.toHaveLength(0));
  return matching()[0];
}

/** Whether any toast says this. */
export const toastSays = (text: string) =>
  screen
    .queryAllByRole('alert')
    .some((toast) => toast.classList.contains('mantine-Notification-root') && toast.textContent?.includes(text));

export const requestsTo = (fetch: FakeFetch, method: string, path: string | RegExp): FakeRequest[] =>
  fetch.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));

/** Lets pending promise callbacks (a fetch answered by the fake) run. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
