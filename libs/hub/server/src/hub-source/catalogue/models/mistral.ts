import { gitattributes, lfsFile, safetensorsShards, textFile, type CatalogueEntry } from '../catalogue-entry';

/** Mistral AI's 7B models: public weights, but the hub asks for contact details first (gated `auto`). */

const TEAM = `## The Mistral AI Team

Albert Jiang, Alexandre Sablayrolles, Arthur Mensch, Chris Bamford, Devendra Singh Chaplot, Diego de las Casas, Florian Bressand, Gianna Lengyel, Guillaume Lample, Lélio Renard Lavaud, Lucile Saulnier, Marie-Anne Lachaux, Pierre Stock, Teven Le Scao, Thibaut Lavril, Thomas Wang, Timothée Lacroix, William El Sayed.
`;

const PRIVACY = `extra_gated_description: If you want to learn more about how we process your personal data, please read our <a href="https://mistral.ai/terms/">Privacy Policy</a>.`;

const TAIL_TAGS = ['license:apache-2.0', 'autotrain_compatible', 'text-generation-inference', 'endpoints_compatible', 'region:us'];

export const MISTRAL: CatalogueEntry[] = [
  {
    id: 'mistralai/Mistral-7B-Instruct-v0.3',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'mistral',
      'text-generation',
      'vllm',
      'conversational',
      'base_model:mistralai/Mistral-7B-v0.3',
      'base_model:finetune:mistralai/Mistral-7B-v0.3',
      ...TAIL_TAGS,
    ],
    downloads: 1_007_338,
    likes: 1_812,
    lastModified: '2024-08-21T12:20:50.000Z',
    gated: 'auto',
    card: `---
library_name: transformers
license: apache-2.0
tags:
- vllm
base_model: mistralai/Mistral-7B-v0.3
${PRIVACY}
---

# Model Card for Mistral-7B-Instruct-v0.3

The Mistral-7B-Instruct-v0.3 Large Language Model (LLM) is an instruct fine-tuned version of the Mistral-7B-v0.3.

Mistral-7B-v0.3 has the following changes compared to [Mistral-7B-v0.2](https://huggingface.co/mistralai/Mistral-7B-Instruct-v0.2/edit/main/README.md)
- Extended vocabulary to 32768
- Supports v3 Tokenizer
- Supports function calling

## Installation

It is recommended to use \`mistralai/Mistral-7B-Instruct-v0.3\` with [mistral-inference](https://github.com/mistralai/mistral-inference). For HF transformers code snippets, please keep scrolling.

\`\`\`
pip install mistral_inference
\`\`\`

## Download

\`\`\`py
from huggingface_hub import snapshot_download
from pathlib import Path

mistral_models_path = Path.home().joinpath('mistral_models', '7B-Instruct-v0.3')
mistral_models_path.mkdir(parents=True, exist_ok=True)

snapshot_download(repo_id="mistralai/Mistral-7B-Instruct-v0.3", allow_patterns=["params.json", "consolidated.safetensors", "tokenizer.model.v3"], local_dir=mistral_models_path)
\`\`\`

## Generate with \`transformers\`

\`\`\`py
from transformers import pipeline

messages = [
    {"role": "system", "content": "You are a pirate chatbot who always responds in pirate speak!"},
    {"role": "user", "content": "Who are you?"},
]
chatbot = pipeline("text-generation", model="mistralai/Mistral-7B-Instruct-v0.3")
chatbot(messages)
\`\`\`

## Limitations

The Mistral 7B Instruct model is a quick demonstration that the base model can be easily fine-tuned to achieve compelling performance.
It does not have any moderation mechanisms. We're looking forward to engaging with the community on ways to
make the model finely respect guardrails, allowing for deployment in environments requiring moderated outputs.

${TEAM}`,
    files: [
      gitattributes('model'),
      textFile(
        'config.json',
        `{
  "architectures": [
    "MistralForCausalLM"
  ],
  "attention_dropout": 0.0,
  "bos_token_id": 1,
  "eos_token_id": 2,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 32768,
  "model_type": "mistral",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "rms_norm_eps": 1e-05,
  "rope_theta": 1000000.0,
  "sliding_window": null,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.42.0.dev0",
  "use_cache": true,
  "vocab_size": 32768
}
`,
      ),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 1,
  "eos_token_id": 2,
  "transformers_version": "4.42.0.dev0"
}
`,
      ),
      textFile(
        'params.json',
        `{
    "dim": 4096,
    "n_layers": 32,
    "head_dim": 128,
    "hidden_dim": 14336,
    "n_heads": 32,
    "n_kv_heads": 8,
    "norm_eps": 1e-05,
    "vocab_size": 32768,
    "rope_theta": 1000000.0
}`,
      ),
      lfsFile('consolidated.safetensors', 14_496_078_512),
      ...safetensorsShards([4_949_453_792, 4_999_819_336, 4_546_807_800], 23_950),
      lfsFile('special_tokens_map.json', 414),
      lfsFile('tokenizer.json', 3_671_325),
      lfsFile('tokenizer.model', 587_404),
      lfsFile('tokenizer.model.v3', 587_404),
      lfsFile('tokenizer_config.json', 137_453),
    ],
  },
  {
    id: 'mistralai/Mistral-7B-v0.1',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: ['transformers', 'pytorch', 'safetensors', 'mistral', 'text-generation', 'pretrained', 'en', 'arxiv:2310.06825', ...TAIL_TAGS],
    downloads: 318_466,
    likes: 3_914,
    lastModified: '2024-07-24T14:04:53.000Z',
    gated: 'auto',
    card: `---
language:
- en
license: apache-2.0
tags:
- pretrained
pipeline_tag: text-generation
inference:
  parameters:
    temperature: 0.7
${PRIVACY}
---

# Model Card for Mistral-7B-v0.1

The Mistral-7B-v0.1 Large Language Model (LLM) is a pretrained generative text model with 7 billion parameters.
Mistral-7B-v0.1 outperforms Llama 2 13B on all benchmarks we tested.

For full details of this model please read our [paper](https://arxiv.org/abs/2310.06825) and [release blog post](https://mistral.ai/news/announcing-mistral-7b/).

## Model Architecture

Mistral-7B-v0.1 is a transformer model, with the following architecture choices:
- Grouped-Query Attention
- Sliding-Window Attention
- Byte-fallback BPE tokenizer

## Troubleshooting

- If you see the following error:
\`\`\`
KeyError: 'mistral'
\`\`\`
- Or:
\`\`\`
NotImplementedError: Cannot copy out of meta tensor; no data!
\`\`\`

Ensure you are utilizing a stable version of Transformers, 4.34.0 or newer.

## Notice

Mistral 7B is a pretrained base model and therefore does not have any moderation mechanisms.

${TEAM}`,
    files: [
      gitattributes('model'),
      textFile(
        'config.json',
        `{
  "architectures": [
    "MistralForCausalLM"
  ],
  "bos_token_id": 1,
  "eos_token_id": 2,
  "hidden_act": "silu",
  "hidden_size": 4096,
  "initializer_range": 0.02,
  "intermediate_size": 14336,
  "max_position_embeddings": 32768,
  "model_type": "mistral",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 8,
  "rms_norm_eps": 1e-05,
  "rope_theta": 10000.0,
  "sliding_window": 4096,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.34.0.dev0",
  "use_cache": true,
  "vocab_size": 32000
}
`,
      ),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 1,
  "eos_token_id": 2,
  "transformers_version": "4.34.0.dev0"
}
`,
      ),
      ...safetensorsShards([9_942_981_696, 4_540_516_344], 25_125),
      lfsFile('pytorch_model-00001-of-00002.bin', 9_943_028_044),
      lfsFile('pytorch_model-00002-of-00002.bin', 5_064_823_659),
      lfsFile('pytorch_model.bin.index.json', 23_950),
      lfsFile('special_tokens_map.json', 414),
      lfsFile('tokenizer.json', 1_795_188),
      lfsFile('tokenizer.model', 493_443),
      lfsFile('tokenizer_config.json', 996),
    ],
  },
];
