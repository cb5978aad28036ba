import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { getAssetReadme, setAssetReadme } from '@bagel/assets-contract';
import { errorReplyShapes, fakeRoute, offContractReply, renderWithProviders, type RouteFake } from '@bagel/web-testing';
import { assetFetch, DATASET_ID } from '../testing/asset-fakes';
import { ReadmeSection } from './readme-section';

/** The asset's README as api keeps it: `initial`, replaced by what is saved. */
function readmeRoutes(initial: string | null): RouteFake[] {
  let content = initial;
  return [
    fakeRoute(getAssetReadme, () => ({ body: { content } })),
    fakeRoute(setAssetReadme, ({ body }) => {
      content = body.content.trim() === '' ? null : body.content;
      return { body: { content } };
    }),
  ];
}

const renderSection = (routes: RouteFake[], editable = true) => {
  const fetch = assetFetch(undefined, routes);
  return { ...renderWithProviders(<ReadmeSection assetId={DATASET_ID} editable={editable} noun="dataset" />, { fetch }), fetch };
};

afterEach(() => notifications.clean());

describe('ReadmeSection', () => {
  it('shows the README rendered, its front matter as facts', async () => {
    renderSection(readmeRoutes('---\nlicense: mit\n---\n# Customer reviews\n\nOne review per **row**.'), false);
    expect(await screen.findByRole('heading', { level: 3, name: 'Customer reviews' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Card facts' })).toHaveTextContent('licensemit');
    expect(screen.queryByRole('button', { name: /README/ })).toBeNull();
  });

  it('lets the owner write one in Markdown, preview it and save it as README.md', async () => {
    const { user, fetch } = renderSection(readmeRoutes(null));
    expect(await screen.findByText(/^No README yet: tell people what this dataset holds/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a README' }));
    await user.type(screen.getByRole('textbox', { name: /README \(Markdown\)/ }), '# Reviews{enter}{enter}Collected in 2024.');
    await user.click(screen.getByRole('radio', { name: 'Preview' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Reviews' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save README' }));

    expect(await screen.findByText('README saved')).toBeInTheDocument();
    expect(fetch.requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: `/api/v1/asset/${DATASET_ID}/readme`,
      body: { content: '# Reviews\n\nCollected in 2024.' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit README' })).toBeInTheDocument());
    expect(screen.getByText('Collected in 2024.')).toBeInTheDocument();
  });

  it.each(errorReplyShapes('The README must be at most 64 KiB'))(
    'keeps the text and says why when saving is refused: %s',
    async (_shape, body) => {
      const { user } = renderSection([...readmeRoutes('# Old'), fakeRoute(setAssetReadme, () => offContractReply(400, body))]);
      await user.click(await screen.findByRole('button', { name: 'Edit README' }));
      await user.type(screen.getByRole('textbox', { name: /README \(Markdown\)/ }), ' and new');
      await user.click(screen.getByRole('button', { name: 'Save README' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The README must be at most 64 KiB');
      expect(screen.getByRole('textbox', { name: /README \(Markdown\)/ })).toHaveValue('# Old and new');
    },
  );
});
