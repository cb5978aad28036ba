import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, ErrorState, Page, Sheet, UiProvider } from './index';

function renderUi(ui: React.ReactElement) {
  return render(ui, { wrapper: UiProvider });
}

describe('shared components', () => {
  it('Page renders its title as the h1 with the description', () => {
    renderUi(<Page title="My Models" description="Models you trained." />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Models' })).toBeInTheDocument();
    expect(screen.getByText('Models you trained.')).toBeInTheDocument();
  });

  it('EmptyState titles itself with an h2', () => {
    renderUi(<EmptyState title="No models yet" description="Create one." />);
    expect(screen.getByRole('heading', { level: 2, name: 'No models yet' })).toBeInTheDocument();
  });

  it('ErrorState shows the message and retries on Try again', async () => {
    const onRetry = vi.fn();
    renderUi(<ErrorState message="Network error: could not reach the server" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: could not reach the server');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('ErrorState without a retry handler offers no button', () => {
    renderUi(<ErrorState message="Gone" />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('Sheet is a dialog named by its title and closes from its close button', async () => {
    const onClose = vi.fn();
    renderUi(
      <Sheet opened onClose={onClose} title="Contact Us">
        <p>Form</p>
      </Sheet>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' });
    expect(dialog).toHaveTextContent('Form');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
