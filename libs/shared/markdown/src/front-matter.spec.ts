import { describe, expect, it } from 'vitest';
import { splitCard } from './front-matter';

describe('splitCard', () => {
  it('turns the front matter into facts and keeps the Markdown to read', () => {
    const card = [
      '---',
      'license: apache-2.0',
      'language:',
      '- en',
      '- fr',
      'pipeline_tag: text-generation',
      'model-index:',
      '- name: gpt2',
      '  results: []',
      'private: false',
      '---',
      '',
      '# GPT-2',
      '',
      'A model.',
    ].join('\n');
    expect(splitCard(card)).toEqual({
      facts: [
        { name: 'license', value: 'apache-2.0' },
        { name: 'language', value: 'en, fr' },
        { name: 'pipeline_tag', value: 'text-generation' },
        { name: 'private', value: 'false' },
      ],
      body: '# GPT-2\n\nA model.',
    });
  });

  it('leaves a card without front matter as it is, and reads no facts from front matter that has no keys', () => {
    expect(splitCard('\n# Title\n\ntext\n')).toEqual({ facts: [], body: '# Title\n\ntext' });
    expect(splitCard('---\n: : not yaml [\n---\nBody')).toEqual({ facts: [], body: 'Body' });
    expect(splitCard('---\n- a list\n---\nBody')).toEqual({ facts: [], body: 'Body' });
    expect(splitCard('\uFEFF---\r\ntags: [a, b]\r\n---\r\nBody\r\n')).toEqual({ facts: [{ name: 'tags', value: 'a, b' }], body: 'Body' });
  });

  it('shows nothing of a card cut off inside its front matter, and shortens a fact too long for a line', () => {
    expect(splitCard('---\nlicense: mit\ntags:\n- a')).toEqual({ facts: [], body: '' });
    const long = splitCard(`---\ndescription: ${'x'.repeat(500)}\n---\n`);
    expect(long.facts[0]?.value).toHaveLength(200);
    expect(long.facts[0]?.value.endsWith('…')).toBe(true);
  });

  it('expands nothing: aliases stay as written, so a card built to explode costs its length', () => {
    const bomb = [
      '---',
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(',')}]`),
      '---',
      'Body',
    ].join('\n');
    const { facts, body } = splitCard(bomb);
    expect(body).toBe('Body');
    expect(facts[0]).toEqual({ name: 'a', value: 'x, x, x, x, x, x, x, x, x' });
    expect(facts[1]?.value).toBe(Array(9).fill('*a').join(', '));
  });

  it('reads quoted values and comments, and skips block text and nested records', () => {
    const card = [
      '---',
      'pretty_name: "SQuAD: questions" # the name',
      "license: 'cc-by-4.0'",
      'homepage: https://example.com/#anchor',
      'description: |',
      '  A long',
      '  text.',
      'configs:',
      '- config_name: default',
      '  data_files: train.csv',
      'dataset_info: {features: []}',
      '---',
    ].join('\n');
    expect(splitCard(card).facts).toEqual([
      { name: 'pretty_name', value: 'SQuAD: questions' },
      { name: 'license', value: 'cc-by-4.0' },
      { name: 'homepage', value: 'https://example.com/#anchor' },
    ]);
  });
});
