import type { ComponentProps, ReactNode } from 'react';
import { Typography } from '@mantine/core';
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

export interface MarkdownTextProps {
  /** Markdown as people write READMEs: GitHub's flavour (tables, task lists, strikethrough, bare links). */
  source: string;
  /**
   * Where the text's relative links and images point: a hub repository's address, say. Without it a relative link is
   * plain text and a relative image is left out, rather than links that lead nowhere.
   */
  baseUrl?: string;
  /** Where relative images point, when not at `baseUrl` (a hub serves a file's page and its bytes apart). */
  imageBaseUrl?: string;
  /** The level a `#` heading takes: below the heading of the section the text sits in. */
  topHeading?: 2 | 3 | 4;
}

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** The address a link or image points at, or undefined when it points nowhere this page can follow. */
function resolved(url: string | undefined, baseUrl: string | undefined): string | undefined {
  if (!url) return undefined;
  if (ABSOLUTE.test(url) || url.startsWith('#')) return url;
  if (!baseUrl) return undefined;
  try {
    return new URL(url, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
  } catch {
    return undefined;
  }
}

const shifted = (level: number, top: number) => `h${Math.min(6, level - 1 + top)}` as 'h2';

/**
 * Markdown rendered for reading, and safely: raw HTML is dropped (never run or shown), links that are not http(s),
 * mailto or in-page (`javascript:` and the like) lose their address, and a link off the site opens in a new tab as
 * `noopener noreferrer nofollow`: a card is anyone's text.
 */
export function MarkdownText({ source, baseUrl, imageBaseUrl = baseUrl, topHeading = 3 }: MarkdownTextProps) {
  const heading =
    (level: number) =>
    ({ children }: { children?: ReactNode }) => {
      const Tag = shifted(level, topHeading);
      return <Tag>{children}</Tag>;
    };
  const components: Components = {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    a: ({ href, children }: ComponentProps<'a'>) => {
      if (!href) return <>{children}</>;
      if (href.startsWith('#')) return <a href={href}>{children}</a>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    },
    img: ({ src, alt }: ComponentProps<'img'>) =>
      typeof src === 'string' && src !== '' ? (
        <img src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" style={{ maxWidth: '100%', height: 'auto' }} />
      ) : null,
    table: ({ children }: ComponentProps<'table'>) => (
      // A wide table scrolls inside the text rather than widening a phone's page.
      <div style={{ overflowX: 'auto' }}>
        <table>{children}</table>
      </div>
    ),
  };
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        components={components}
        urlTransform={(url, key) => {
          const address = resolved(url, key === 'src' ? imageBaseUrl : baseUrl);
          return address === undefined ? '' : defaultUrlTransform(address);
        }}
      >
        {source}
      </Markdown>
    </Typography>
  );
}
