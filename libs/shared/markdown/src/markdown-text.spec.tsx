import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { render as renderDom } from '@testing-library/react';
import { UiProvider } from '@bagel/ui';
import { MarkdownCard } from './markdown-card';
import { MarkdownText } from './markdown-text';

const renderWithProviders = (ui: ReactElement) => renderDom(ui, { wrapper: UiProvider });
const render = (source: string, baseUrl?: string) => renderWithProviders(<MarkdownText source={source} baseUrl={baseUrl} />);

describe('MarkdownText', () => {
  it('renders what READMEs use: headings under the section, lists, tables, code, emphasis', () => {
    const { container } = render('# GPT-2\n\nSome **bold** text.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n```');
    expect(screen.getByRole('heading', { level: 3, name: 'GPT-2' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toHaveTextContent('ab12');
    expect(container.querySelector('pre code')).toHaveTextContent('code');
  });

  it('never renders or shows raw HTML', () => {
    const { container } = render(
      'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> <b>bold</b>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(container.querySelector('script, iframe, [onerror], b')).toBeNull();
    expect(container).not.toHaveTextContent('<script>');
    expect(container).toHaveTextContent('Hello');
  });

  it('takes the address off javascript:, data: and vbscript: links, and opens links off the site in a new tab, unfollowed', () => {
    const { container } = render(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) [d](vbscript:x) [e](https://huggingface.co/gpt2) [f](#usage)',
    );
    // The four keep their words and lose their links.
    expect(container.querySelector('p')).toHaveTextContent(/^a b c d e f$/);
    expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['e', 'f']);
    const external = screen.getByRole('link', { name: 'e' });
    expect(external).toHaveAttribute('href', 'https://huggingface.co/gpt2');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'f' })).not.toHaveAttribute('target');
  });

  it('points relative links and images at the base address, and leaves them out without one', () => {
    render('[licence](LICENSE) ![chart](images/chart.png)', 'https://huggingface.co/openai-community/gpt2/blob/main');
    expect(screen.getByRole('link', { name: 'licence' })).toHaveAttribute(
      'href',
      'https://huggingface.co/openai-community/gpt2/blob/main/LICENSE',
    );
    expect(screen.getByRole('img', { name: 'chart' })).toHaveAttribute(
      'src',
      'https://huggingface.co/openai-community/gpt2/blob/main/images/chart.png',
    );

    const { container } = renderWithProviders(<MarkdownText source={'[licence](LICENSE) ![chart](images/chart.png)'} />);
    expect(container.querySelectorAll('a, img')).toHaveLength(0);
    expect(container).toHaveTextContent('licence');
  });
});

describe('MarkdownCard', () => {
  it('shows the front matter as facts above the text', () => {
    renderWithProviders(<MarkdownCard card={'---\nlicense: mit\ntags: [poetry, sea]\n---\n# Sea poems\n\nVerses.'} />);
    const facts = screen.getByRole('table', { name: 'Card facts' });
    expect(facts).toHaveTextContent('licensemit');
    expect(facts).toHaveTextContent('tagspoetry, sea');
    expect(screen.getByRole('heading', { name: 'Sea poems' })).toBeInTheDocument();
    expect(screen.queryByText(/^---/)).toBeNull();
  });

  it('says so when there is no text', () => {
    renderWithProviders(<MarkdownCard card={'---\nlicense: mit\n---\n'} emptyText="No README yet." />);
    expect(screen.getByText('No README yet.')).toBeInTheDocument();
  });
});
