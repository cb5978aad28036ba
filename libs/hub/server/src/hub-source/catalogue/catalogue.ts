import type { CatalogueEntry } from './catalogue-entry';
import { catalogueRepo, type CatalogueRepo } from './catalogue-repo';
import { INSTRUCTION_TUNING } from './datasets/instruction-tuning';
import { NLP_BENCHMARKS } from './datasets/nlp-benchmarks';
import { BERT } from './models/bert';
import { GEMMA } from './models/gemma';
import { GPT2_STARCODER2 } from './models/gpt2-starcoder2';
import { LLAMA_COMMUNITY } from './models/llama-community';
import { META_LLAMA } from './models/meta-llama';
import { MISTRAL } from './models/mistral';
import { PHI } from './models/phi';
import { QWEN } from './models/qwen';
import { T5 } from './models/t5';

/** Every repository of the offline catalogue, as the data modules write them. */
export const CATALOGUE_ENTRIES: readonly CatalogueEntry[] = [
  ...META_LLAMA,
  ...LLAMA_COMMUNITY,
  ...QWEN,
  ...MISTRAL,
  ...GEMMA,
  ...PHI,
  ...GPT2_STARCODER2,
  ...BERT,
  ...T5,
  ...NLP_BENCHMARKS,
  ...INSTRUCTION_TUNING,
];

let repos: readonly CatalogueRepo[] | undefined;

/** The catalogue's repositories with their commits, LFS ids and families worked out (once, on first use). */
export function catalogueRepos(): readonly CatalogueRepo[] {
  repos ??= CATALOGUE_ENTRIES.map(catalogueRepo);
  return repos;
}
