import { gitattributes, lfsFile, safetensorsShards, textFile, type CatalogueEntry, type CatalogueFileEntry } from '../catalogue-entry';

/** Meta's Llama 3 repositories: gated behind the licence form, with Meta's original checkpoint under original/. */

const LANGUAGES_3_1 = ['en', 'de', 'fr', 'it', 'pt', 'hi', 'es', 'th'];

function llamaTags(version: '3' | '3.1' | '3.2', instruct: boolean, baseModel?: string) {
  return [
    'transformers',
    'safetensors',
    'llama',
    'text-generation',
    'facebook',
    'meta',
    'pytorch',
    'llama-3',
    ...(instruct ? ['conversational'] : []),
    ...(version === '3' ? ['en'] : LANGUAGES_3_1),
    ...(version === '3.2' ? ['arxiv:2204.05149', 'arxiv:2405.16406'] : version === '3.1' ? ['arxiv:2204.05149'] : []),
    ...(baseModel ? [`base_model:${baseModel}`, `base_model:finetune:${baseModel}`] : []),
    `license:llama${version}`,
    'autotrain_compatible',
    'text-generation-inference',
    'endpoints_compatible',
    'region:us',
  ];
}

const specialTokens = (eos: string) =>
  textFile(
    'special_tokens_map.json',
    `{
  "bos_token": {
    "content": "<|begin_of_text|>",
    "lstrip": false,
    "normalized": false,
    "rstrip": false,
    "single_word": false
  },
  "eos_token": {
    "content": "${eos}",
    "lstrip": false,
    "normalized": false,
    "rstrip": false,
    "single_word": false
  }
}
`,
  );

const EOS_INSTRUCT = `[
    128001,
    128008,
    128009
  ]`;

/** A Llama 3.1 or 3.2 config.json; the sizes differ, the rest is shared. */
function llama31Config(
  size: { head_dim?: number; hidden: number; intermediate: number; heads: number; layers: number },
  options: {
    eos: string;
    ropeFactor: string;
    tied: boolean;
    transformers: string;
  },
) {
  return textFile(
    'config.json',
    `{
  "architectures": [
    "LlamaForCausalLM"
  ],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 128000,
  "eos_token_id": ${options.eos},
${size.head_dim ? `  "head_dim": ${size.head_dim},\n` : ''}  "hidden_act": "silu",
  "hidden_size": ${size.hidden},
  "initializer_range": 0.02,
  "intermediate_size": ${size.intermediate},
  "max_position_embeddings": 131072,
  "mlp_bias": false,
  "model_type": "llama",
  "num_attention_heads": ${size.heads},
  "num_hidden_layers": ${size.layers},
  "num_key_value_heads": 8,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": {
    "factor": ${options.ropeFactor},
    "high_freq_factor": 4.0,
    "low_freq_factor": 1.0,
    "original_max_position_embeddings": 8192,
    "rope_type": "llama3"
  },
  "rope_theta": 500000.0,
  "tie_word_embeddings": ${options.tied},
  "torch_dtype": "bfloat16",
  "transformers_version": "${options.transformers}",
  "use_cache": true,
  "vocab_size": 128256
}
`,
  );
}

const generationConfig = (eos: string, transformers: string, fromModelConfig: boolean) =>
  textFile(
    'generation_config.json',
    `{
${fromModelConfig ? '  "_from_model_config": true,\n' : ''}  "bos_token_id": 128000,
  "do_sample": true,
  "eos_token_id": ${eos},
  "temperature": 0.6,
  "top_p": 0.9,
  "transformers_version": "${transformers}"
}
`,
  );

const originalParams = (params: string) => textFile('original/params.json', params);

const LLAMA_3_2_FRONT_MATTER = `language:
- en
- de
- fr
- it
- pt
- hi
- es
- th
library_name: transformers
license: llama3.2
pipeline_tag: text-generation
tags:
- facebook
- meta
- pytorch
- llama
- llama-3
extra_gated_prompt: >-
  ### LLAMA 3.2 COMMUNITY LICENSE AGREEMENT

  Llama 3.2 Version Release Date: September 25, 2024

  “Agreement” means the terms and conditions for use, reproduction, distribution
  and modification of the Llama Materials set forth herein.
extra_gated_fields:
  First Name: text
  Last Name: text
  Date of birth: date_picker
  Country: country
  Affiliation: text
  Job title:
    type: select
    options:
    - Student
    - Research Graduate
    - AI researcher
    - AI developer/engineer
    - Reporter
    - Other
  geo: ip_location
  By clicking Submit below I accept the terms of the license and acknowledge that the information I provide will be collected stored processed and shared in accordance with the Meta Privacy Policy: checkbox
extra_gated_description: >-
  The information you provide will be collected, stored, processed and shared in
  accordance with the [Meta Privacy
  Policy](https://www.facebook.com/privacy/policy/).
extra_gated_button_content: Submit`;

function llama32Card(id: string, instruct: boolean) {
  const usage = instruct
    ? `messages = [
    {"role": "system", "content": "You are a pirate chatbot who always responds in pirate speak!"},
    {"role": "user", "content": "Who are you?"},
]
outputs = pipe(
    messages,
    max_new_tokens=256,
)
print(outputs[0]["generated_text"][-1])`
    : `pipe("The key to life is")`;
  return `---
${LLAMA_3_2_FRONT_MATTER}
---

## Model Information

The Llama 3.2 collection of multilingual large language models (LLMs) is a collection of pretrained and instruction-tuned generative models in 1B and 3B sizes (text in/text out). The Llama 3.2 instruction-tuned text only models are optimized for multilingual dialogue use cases, including agentic retrieval and summarization tasks. They outperform many of the available open source and closed chat models on common industry benchmarks.

**Model Developer:** Meta

**Model Architecture:** Llama 3.2 is an auto-regressive language model that uses an optimized transformer architecture. The tuned versions use supervised fine-tuning (SFT) and reinforcement learning with human feedback (RLHF) to align with human preferences for helpfulness and safety.

| | Training Data | Params | Input modalities | Output modalities | Context Length | GQA | Shared Embeddings | Token count | Knowledge cutoff |
| :---- | :---- | :---- | :---- | :---- | :---- | :---- | :---- | :---- | :---- |
| Llama 3.2 (text only) | A new mix of publicly available online data. | 1B (1.23B) | Multilingual Text | Multilingual Text and code | 128k | Yes | Yes | Up to 9T tokens | December 2023 |
| | | 3B (3.21B) | Multilingual Text | Multilingual Text and code | | | | | |

**Supported Languages:** English, German, French, Italian, Portuguese, Hindi, Spanish, and Thai are officially supported. Llama 3.2 has been trained on a broader collection of languages than these 8 supported languages.

**Model Release Date:** Sept 25, 2024

**Status:** This is a static model trained on an offline dataset. Future versions may be released that improve model capabilities and safety.

**License:** Use of Llama 3.2 is governed by the [Llama 3.2 Community License](https://github.com/meta-llama/llama-models/blob/main/models/llama3_2/LICENSE) (a custom, commercial license agreement).

## How to use

This repository contains two versions of ${id.split('/')[1]}, for use with transformers and with the original \`llama\` codebase.

### Use with transformers

\`\`\`python
import torch
from transformers import pipeline

model_id = "${id}"
pipe = pipeline(
    "text-generation",
    model=model_id,
    torch_dtype=torch.bfloat16,
    device_map="auto",
)
${usage}
\`\`\`

### Use with \`llama\`

\`\`\`
huggingface-cli download ${id} --include "original/*" --local-dir ${id.split('/')[1]}
\`\`\`
`;
}

function llama31Card(id: string, instruct: boolean) {
  return `---
language:
- en
- de
- fr
- it
- pt
- hi
- es
- th
license: llama3.1
pipeline_tag: text-generation
tags:
- facebook
- meta
- pytorch
- llama
- llama-3
extra_gated_prompt: >-
  ### LLAMA 3.1 COMMUNITY LICENSE AGREEMENT

  Llama 3.1 Version Release Date: July 23, 2024
extra_gated_button_content: Submit
---

## Model Information

The Meta Llama 3.1 collection of multilingual large language models (LLMs) is a collection of pretrained and instruction tuned generative models in 8B, 70B and 405B sizes (text in/text out). The Llama 3.1 instruction tuned text only models (8B, 70B, 405B) are optimized for multilingual dialogue use cases and outperform many of the available open source and closed chat models on common industry benchmarks.

**Model developer:** Meta

**Model Architecture:** Llama 3.1 is an auto-regressive language model that uses an optimized transformer architecture. The tuned versions use supervised fine-tuning (SFT) and reinforcement learning with human feedback (RLHF) to align with human preferences for helpfulness and safety.

| | Training Data | Params | Input modalities | Output modalities | Context length | GQA | Token count | Knowledge cutoff |
| :---- | :---- | :---- | :---- | :---- | :---- | :---- | :---- | :---- |
| Llama 3.1 (text only) | A new mix of publicly available online data. | 8B | Multilingual Text | Multilingual Text and code | 128k | Yes | 15T+ | December 2023 |

**Supported languages:** English, German, French, Italian, Portuguese, Hindi, Spanish, and Thai.

**Model Release Date:** July 23, 2024.

**License:** A custom commercial license, the Llama 3.1 Community License, is available at: [https://github.com/meta-llama/llama-models/blob/main/models/llama3_1/LICENSE](https://github.com/meta-llama/llama-models/blob/main/models/llama3_1/LICENSE)

## How to use

This repository contains two versions of ${id.split('/')[1]}, for use with transformers and with the original \`llama\` codebase.

### Use with transformers

\`\`\`python
import transformers
import torch

model_id = "${id}"

pipeline = transformers.pipeline(
    "text-generation", model=model_id, model_kwargs={"torch_dtype": torch.bfloat16}, device_map="auto"
)
${instruct ? 'messages = [{"role": "user", "content": "Who are you?"}]\npipeline(messages, max_new_tokens=256)' : 'pipeline("Hey how are you doing today?")'}
\`\`\`
`;
}

const LLAMA_3_CARD = `---
language:
- en
pipeline_tag: text-generation
tags:
- facebook
- meta
- pytorch
- llama
- llama-3
license: llama3
extra_gated_prompt: >-
  ### META LLAMA 3 COMMUNITY LICENSE AGREEMENT

  Meta Llama 3 Version Release Date: April 18, 2024
extra_gated_button_content: Submit
---

## Model Details

Meta developed and released the Meta Llama 3 family of large language models (LLMs), a collection of pretrained and instruction tuned generative text models in 8 and 70B sizes. The Llama 3 instruction tuned models are optimized for dialogue use cases and outperform many of the available open source chat models on common industry benchmarks. Further, in developing these models, we took great care to optimize helpfulness and safety.

**Model developers** Meta

**Variations** Llama 3 comes in two sizes — 8B and 70B parameters — in pre-trained and instruction tuned variants.

**Input** Models input text only.

**Output** Models generate text and code only.

**Model Architecture** Llama 3 is an auto-regressive language model that uses an optimized transformer architecture. The tuned versions use supervised fine-tuning (SFT) and reinforcement learning with human feedback (RLHF) to align with human preferences for helpfulness and safety.

| | Training Data | Params | Context length | GQA | Token count | Knowledge cutoff |
| :---- | :---- | :---- | :---- | :---- | :---- | :---- |
| Llama 3 | A new mix of publicly available online data. | 8B | 8k | Yes | 15T+ | March, 2023 |

**Model Release Date** April 18, 2024.

**License** A custom commercial license is available at: [https://llama.meta.com/llama3/license](https://llama.meta.com/llama3/license)

## How to use

### Use with transformers

\`\`\`python
import transformers
import torch

model_id = "meta-llama/Meta-Llama-3-8B-Instruct"

pipeline = transformers.pipeline(
    "text-generation",
    model=model_id,
    model_kwargs={"torch_dtype": torch.bfloat16},
    device_map="auto",
)

messages = [
    {"role": "system", "content": "You are a pirate chatbot who always responds in pirate speak!"},
    {"role": "user", "content": "Who are you?"},
]

terminators = [
    pipeline.tokenizer.eos_token_id,
    pipeline.tokenizer.convert_tokens_to_ids("<|eot_id|>")
]

outputs = pipeline(
    messages,
    max_new_tokens=256,
    eos_token_id=terminators,
    do_sample=True,
    temperature=0.6,
    top_p=0.9,
)
print(outputs[0]["generated_text"][-1])
\`\`\`
`;

const LLAMA_3_2_1B_PARAMS = `{"dim": 2048, "n_layers": 16, "n_heads": 32, "n_kv_heads": 8, "vocab_size": 128256, "ffn_dim_multiplier": 1.5, "multiple_of": 256, "norm_eps": 1e-05, "rope_theta": 500000.0, "use_scaled_rope": true}`;
const LLAMA_3_2_3B_PARAMS = `{"dim": 3072, "n_layers": 28, "n_heads": 24, "n_kv_heads": 8, "vocab_size": 128256, "ffn_dim_multiplier": 1.0, "multiple_of": 256, "norm_eps": 1e-05, "rope_theta": 500000.0, "use_scaled_rope": true}`;
const LLAMA_8B_PARAMS = `{"dim": 4096, "n_layers": 32, "n_heads": 32, "n_kv_heads": 8, "vocab_size": 128256, "ffn_dim_multiplier": 1.3, "multiple_of": 1024, "norm_eps": 1e-05, "rope_theta": 500000.0, "use_scaled_rope": true}`;

/** The four shards every Llama 3 and 3.1 8B repository holds. */
const LLAMA_8B_SHARDS = safetensorsShards([4_976_698_672, 4_999_802_720, 4_915_916_176, 1_168_138_808], 23_950);

function metaFiles(
  licenseFile: 'LICENSE' | 'LICENSE.txt',
  usePolicySize: number,
  tokenizerConfigSize: number,
  ...rest: CatalogueFileEntry[]
): CatalogueFileEntry[] {
  return [
    gitattributes('model'),
    lfsFile(licenseFile, 7_712),
    lfsFile('USE_POLICY.md', usePolicySize),
    lfsFile('tokenizer.json', 9_085_657),
    lfsFile('tokenizer_config.json', tokenizerConfigSize),
    lfsFile('original/tokenizer.model', 2_183_982),
    ...rest,
  ];
}

export const META_LLAMA: CatalogueEntry[] = [
  {
    id: 'meta-llama/Llama-3.2-1B',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: llamaTags('3.2', false),
    downloads: 1_912_408,
    likes: 1_936,
    lastModified: '2024-10-24T15:08:03.000Z',
    gated: 'manual',
    card: llama32Card('meta-llama/Llama-3.2-1B', false),
    files: metaFiles(
      'LICENSE.txt',
      6_021,
      50_500,
      llama31Config(
        { head_dim: 64, hidden: 2048, intermediate: 8192, heads: 32, layers: 16 },
        { eos: '128001', ropeFactor: '32.0', tied: true, transformers: '4.45.0.dev0' },
      ),
      generationConfig('128001', '4.45.0.dev0', true),
      specialTokens('<|end_of_text|>'),
      lfsFile('model.safetensors', 2_471_645_608),
      lfsFile('original/consolidated.00.pth', 2_471_677_246),
      originalParams(LLAMA_3_2_1B_PARAMS),
    ),
  },
  {
    id: 'meta-llama/Llama-3.2-1B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: llamaTags('3.2', true, 'meta-llama/Llama-3.2-1B'),
    downloads: 3_104_226,
    likes: 1_047,
    lastModified: '2024-10-24T15:07:51.000Z',
    gated: 'manual',
    card: llama32Card('meta-llama/Llama-3.2-1B-Instruct', true),
    files: metaFiles(
      'LICENSE.txt',
      6_021,
      54_528,
      llama31Config(
        { head_dim: 64, hidden: 2048, intermediate: 8192, heads: 32, layers: 16 },
        { eos: EOS_INSTRUCT, ropeFactor: '32.0', tied: true, transformers: '4.45.0.dev0' },
      ),
      generationConfig(EOS_INSTRUCT, '4.45.0.dev0', false),
      specialTokens('<|eot_id|>'),
      lfsFile('model.safetensors', 2_471_645_608),
      lfsFile('original/consolidated.00.pth', 2_471_677_246),
      originalParams(LLAMA_3_2_1B_PARAMS),
    ),
  },
  {
    id: 'meta-llama/Llama-3.2-3B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: llamaTags('3.2', true, 'meta-llama/Llama-3.2-3B'),
    downloads: 1_587_331,
    likes: 1_523,
    lastModified: '2024-10-24T15:07:29.000Z',
    gated: 'manual',
    card: llama32Card('meta-llama/Llama-3.2-3B-Instruct', true),
    files: metaFiles(
      'LICENSE.txt',
      6_021,
      54_528,
      llama31Config(
        { head_dim: 128, hidden: 3072, intermediate: 8192, heads: 24, layers: 28 },
        { eos: EOS_INSTRUCT, ropeFactor: '32.0', tied: true, transformers: '4.45.0.dev0' },
      ),
      generationConfig(EOS_INSTRUCT, '4.45.0.dev0', false),
      specialTokens('<|eot_id|>'),
      ...safetensorsShards([4_965_799_096, 1_459_729_952], 20_919),
      lfsFile('original/consolidated.00.pth', 6_425_585_114),
      originalParams(LLAMA_3_2_3B_PARAMS),
    ),
  },
  {
    id: 'meta-llama/Llama-3.1-8B',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: llamaTags('3.1', false),
    downloads: 827_950,
    likes: 1_712,
    lastModified: '2024-10-16T22:00:37.000Z',
    gated: 'manual',
    card: llama31Card('meta-llama/Llama-3.1-8B', false),
    files: metaFiles(
      'LICENSE',
      4_691,
      50_977,
      llama31Config(
        { hidden: 4096, intermediate: 14336, heads: 32, layers: 32 },
        { eos: '128001', ropeFactor: '8.0', tied: false, transformers: '4.43.0.dev0' },
      ),
      generationConfig('128001', '4.43.0.dev0', true),
      specialTokens('<|end_of_text|>'),
      ...LLAMA_8B_SHARDS,
      lfsFile('original/consolidated.00.pth', 16_060_617_592),
      originalParams(LLAMA_8B_PARAMS),
    ),
  },
  {
    id: 'meta-llama/Llama-3.1-8B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: llamaTags('3.1', true, 'meta-llama/Llama-3.1-8B'),
    downloads: 5_487_192,
    likes: 4_291,
    lastModified: '2024-09-25T17:00:57.000Z',
    gated: 'manual',
    card: llama31Card('meta-llama/Llama-3.1-8B-Instruct', true),
    files: metaFiles(
      'LICENSE',
      4_691,
      55_351,
      llama31Config(
        { hidden: 4096, intermediate: 14336, heads: 32, layers: 32 },
        { eos: EOS_INSTRUCT, ropeFactor: '8.0', tied: false, transformers: '4.43.0.dev0' },
      ),
      generationConfig(EOS_INSTRUCT, '4.43.0.dev0', false),
      specialTokens('<|eot_id|>'),
      ...LLAMA_8B_SHARDS,
      lfsFile('original/consolidated.00.pth', 16_060_617_592),
      originalParams(LLAMA_8B_PARAMS),
    ),
  },
  {
    id: 'meta-llama/Meta-Llama-3-8B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: llamaTags('3', true),
    downloads: 1_120_543,
    likes: 4_012,
    lastModified: '2024-09-27T15:52:39.000Z',
    gated: 'manual',
    card: LLAMA_3_CARD,
    files: metaFiles(
      'LICENSE',
      4_696,
      51_039,
      textFile(
        'config.json',
        `{
  "architectures": [
    "LlamaForCausalLM"
  ],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 128000,
  "eos_token_id": 128009,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 8192,
  "model_type": "llama",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "pretraining_tp": 1,
  "rms_norm_eps": 1e-05,
  "rope_scaling": null,
  "rope_theta": 500000.0,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.40.0.dev0",
  "use_cache": true,
  "vocab_size": 128256
}
`,
      ),
      generationConfig('[128001, 128009]', '4.40.0.dev0', false),
      specialTokens('<|eot_id|>'),
      ...LLAMA_8B_SHARDS,
      lfsFile('original/consolidated.00.pth', 16_060_617_592),
      originalParams(
        `{"dim": 4096, "n_layers": 32, "n_heads": 32, "n_kv_heads": 8, "vocab_size": 128256, "multiple_of": 1024, "ffn_dim_multiplier": 1.3, "norm_eps": 1e-05, "rope_theta": 500000.0}`,
      ),
    ),
  },
];
