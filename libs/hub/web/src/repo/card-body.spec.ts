import { describe, expect, it } from 'vitest';
import { cardBody } from './card-body';

describe('cardBody', () => {
  it('drops the YAML front matter', () => {
    expect(cardBody('---\nlicense: mit\ntags:\n- llama\n---\n\n# Llama\n\nA model.\n')).toBe('# Llama\n\nA model.');
  });

  it('drops empty front matter and Windows line ends alike', () => {
    expect(cardBody('---\n---\n# Card')).toBe('# Card');
    expect(cardBody('\uFEFF---\r\nlicense: mit\r\n---\r\n# Card\r\n')).toBe('# Card');
  });

  it('keeps a card without front matter, and a rule further down', () => {
    expect(cardBody('# Card\n\n---\n\nMore')).toBe('# Card\n\n---\n\nMore');
  });

  it('keeps front matter that never closes, as a card cut off inside it', () => {
    expect(cardBody('---\nlicense: mit\ntags:')).toBe('---\nlicense: mit\ntags:');
  });
});
