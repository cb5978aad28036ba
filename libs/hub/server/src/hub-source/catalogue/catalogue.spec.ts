import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataFile } from './catalogue';
import { gitattributes } from './gitattributes';

const entry = {
  id: 'acme/tiny',
  repoType: 'model',
  pipelineTag: 'text-generation',
  tags: ['transformers', 'license:mit'],
  downloads: 12,
  likes: 3,
  lastModified: '2025-01-02T03:04:05.000Z',
  gated: false,
  addedLfsPatterns: ['*.gguf'],
  files: [
    { path: 'config.json', content: '{"model_type": "llama"}\n' },
    { path: 'model.safetensors', lfsSize: 1_000 },
  ],
};

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true })));

/** A data folder holding `files` (path → text). */
function dataFolder(files: Record<string, string>): URL {
  const folder = mkdtempSync(join(tmpdir(), 'hub-catalogue-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return pathToFileURL(folder + '/');
}

describe('A hub catalogue data file', () => {
  it('gives its entries with their cards and the .gitattributes they add to', () => {
    const folder = dataFolder({ 'models/acme.json': JSON.stringify([entry]), 'models/cards/acme/tiny.md': '# Tiny\n' });

    const { addedLfsPatterns, files, ...fields } = entry;
    expect(readDataFile(folder, 'models/acme.json')).toEqual([
      { ...fields, card: '# Tiny\n', files: [gitattributes('model', addedLfsPatterns), ...files] },
    ]);
  });

  it('names the file and field of a wrong value', () => {
    const folder = dataFolder({ 'models/acme.json': JSON.stringify([{ ...entry, downloads: 'many' }]) });

    expect(() => readDataFile(folder, 'models/acme.json')).toThrow(
      'Hub catalogue models/acme.json: 0.downloads: Invalid type: Expected number but received "many"',
    );
  });

  it('names the file and field of a file listed with neither text nor size', () => {
    const folder = dataFolder({ 'models/acme.json': JSON.stringify([{ ...entry, files: [{ path: 'vocab.txt' }] }]) });

    expect(() => readDataFile(folder, 'models/acme.json')).toThrow(
      'Hub catalogue models/acme.json: 0.files.0: must be { path, content } (bundled text) or { path, lfsSize }',
    );
  });

  it('names a file that is not JSON', () => {
    const folder = dataFolder({ 'models/acme.json': '[{' });

    expect(() => readDataFile(folder, 'models/acme.json')).toThrow(/^Hub catalogue models\/acme.json: /);
  });

  it('names the card it could not find', () => {
    const folder = dataFolder({ 'models/acme.json': JSON.stringify([entry]) });

    expect(() => readDataFile(folder, 'models/acme.json')).toThrow(/models\/cards\/acme\/tiny\.md/);
  });
});
