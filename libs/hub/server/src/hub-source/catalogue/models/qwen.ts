import { gitattributes, lfsFile, safetensorsShards, textFile, type CatalogueEntry, type CatalogueFileEntry } from '../catalogue-entry';

/** Alibaba's Qwen 2.5 and Qwen 3 repositories (`model_type` qwen2 and qwen3). */

const TAIL_TAGS = ['license:apache-2.0', 'autotrain_compatible', 'text-generation-inference', 'endpoints_compatible', 'region:us'];

const finetuneOf = (base: string) => [`base_model:${base}`, `base_model:finetune:${base}`];

interface Qwen25Shape {
  params: string;
  nonEmbedding: string;
  layers: number;
  heads: string;
  context: string;
  tied: boolean;
}

function qwen25Card(id: string, shape: Qwen25Shape, instruct: { base: string } | null, coder = false) {
  const name = id.split('/')[1] ?? id;
  const series = coder ? 'Qwen2.5-Coder' : 'Qwen2.5';
  const intro = coder
    ? `Qwen2.5-Coder is the latest series of Code-Specific Qwen large language models (formerly known as CodeQwen). As of now, Qwen2.5-Coder has covered six mainstream model sizes, 0.5, 1.5, 3, 7, 14, 32 billion parameters, to meet the needs of different developers. Qwen2.5-Coder brings the following improvements upon CodeQwen1.5:

- Significantly improvements in **code generation**, **code reasoning** and **code fixing**. Base on the strong Qwen2.5, we scale up the training tokens into 5.5 trillion including source code, text-code grounding, Synthetic data, etc.
- A more comprehensive foundation for real-world applications such as **Code Agents**. Not only enhancing coding capabilities but also maintaining its strengths in mathematics and general competencies.
- **Long-context Support** up to 128K tokens.`
    : `Qwen2.5 is the latest series of Qwen large language models. For Qwen2.5, we release a number of base language models and instruction-tuned language models ranging from 0.5 to 72 billion parameters. Qwen2.5 brings the following improvements upon Qwen2:

- Significantly **more knowledge** and has greatly improved capabilities in **coding** and **mathematics**, thanks to our specialized expert models in these domains.
- Significant improvements in **instruction following**, **generating long texts** (over 8K tokens), **understanding structured data** (e.g, tables), and **generating structured outputs** especially JSON. **More resilient to the diversity of system prompts**, enhancing role-play implementation and condition-setting for chatbots.
- **Long-context Support** up to 128K tokens and can generate up to 8K tokens.
- **Multilingual support** for over 29 languages, including Chinese, English, French, Spanish, Portuguese, German, Italian, Russian, Japanese, Korean, Vietnamese, Thai, Arabic, and more.`;
  const quickstart = instruct
    ? `## Quickstart

Here provides a code snippet with \`apply_chat_template\` to show you how to load the tokenizer and model and how to generate contents.

\`\`\`python
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "${id}"

model = AutoModelForCausalLM.from_pretrained(
    model_name,
    torch_dtype="auto",
    device_map="auto"
)
tokenizer = AutoTokenizer.from_pretrained(model_name)

prompt = "${coder ? 'write a quick sort algorithm.' : 'Give me a short introduction to large language model.'}"
messages = [
    {"role": "system", "content": "You are Qwen, created by Alibaba Cloud. You are a helpful assistant."},
    {"role": "user", "content": prompt}
]
text = tokenizer.apply_chat_template(
    messages,
    tokenize=False,
    add_generation_prompt=True
)
model_inputs = tokenizer([text], return_tensors="pt").to(model.device)

generated_ids = model.generate(
    **model_inputs,
    max_new_tokens=512
)
generated_ids = [
    output_ids[len(input_ids):] for input_ids, output_ids in zip(model_inputs.input_ids, generated_ids)
]

response = tokenizer.batch_decode(generated_ids, skip_special_tokens=True)[0]
\`\`\``
    : `**We do not recommend using base language models for conversations.** Instead, you can apply post-training, e.g., SFT, RLHF, continued pretraining, etc., on this model.`;
  return `---
license: apache-2.0
license_link: https://huggingface.co/${id}/blob/main/LICENSE
language:
- en
pipeline_tag: text-generation
${instruct ? `base_model: ${instruct.base}\n` : ''}tags:
${coder ? '- code\n- codeqwen\n- chat\n- qwen\n- qwen-coder\n' : instruct ? '- chat\n' : ''}library_name: transformers
---

# ${name}

## Introduction

${intro}

**This repo contains the ${instruct ? 'instruction-tuned' : 'base'} ${shape.params.replace(/B$/, '')}B ${series} model**, which has the following features:
- Type: Causal Language Models
- Training Stage: ${instruct ? 'Pretraining & Post-training' : 'Pretraining'}
- Architecture: transformers with RoPE, SwiGLU, RMSNorm, Attention QKV bias${shape.tied ? ' and tied word embeddings' : ''}
- Number of Parameters: ${shape.params}
- Number of Paramaters (Non-Embedding): ${shape.nonEmbedding}
- Number of Layers: ${shape.layers}
- Number of Attention Heads (GQA): ${shape.heads}
- Context Length: ${shape.context}

## Requirements

The code of Qwen2.5 has been in the latest Hugging face \`transformers\` and we advise you to use the latest version of \`transformers\`.

With \`transformers<4.37.0\`, you will encounter the following error:
\`\`\`
KeyError: 'qwen2'
\`\`\`

${quickstart}

## Citation

If you find our work helpful, feel free to give us a cite.

\`\`\`
@misc{qwen2.5,
    title = {Qwen2.5: A Party of Foundation Models},
    url = {https://qwenlm.github.io/blog/qwen2.5/},
    author = {Qwen Team},
    month = {September},
    year = {2024}
}
\`\`\`
`;
}

interface Qwen2Config {
  eos: number;
  hidden: number;
  intermediate: number;
  maxPositions: number;
  maxWindowLayers: number;
  heads: number;
  layers: number;
  kvHeads: number;
  slidingWindow: number;
  tied: boolean;
  transformers: string;
  vocab: number;
}

const qwen2Config = (config: Qwen2Config) =>
  textFile(
    'config.json',
    `{
  "architectures": [
    "Qwen2ForCausalLM"
  ],
  "attention_dropout": 0.0,
  "bos_token_id": 151643,
  "eos_token_id": ${config.eos},
  "hidden_act": "silu",
  "hidden_size": ${config.hidden},
  "initializer_range": 0.02,
  "intermediate_size": ${config.intermediate},
  "max_position_embeddings": ${config.maxPositions},
  "max_window_layers": ${config.maxWindowLayers},
  "model_type": "qwen2",
  "num_attention_heads": ${config.heads},
  "num_hidden_layers": ${config.layers},
  "num_key_value_heads": ${config.kvHeads},
  "rms_norm_eps": 1e-06,
  "rope_theta": 1000000.0,
  "sliding_window": ${config.slidingWindow},
  "tie_word_embeddings": ${config.tied},
  "torch_dtype": "bfloat16",
  "transformers_version": "${config.transformers}",
  "use_cache": true,
  "use_sliding_window": false,
  "vocab_size": ${config.vocab}
}
`,
  );

const QWEN25_BASE_GENERATION = textFile(
  'generation_config.json',
  `{
  "bos_token_id": 151643,
  "do_sample": false,
  "eos_token_id": 151643,
  "max_new_tokens": 2048,
  "transformers_version": "4.37.0"
}
`,
);

const qwen25InstructGeneration = (repetitionPenalty: string) =>
  textFile(
    'generation_config.json',
    `{
  "bos_token_id": 151643,
  "pad_token_id": 151643,
  "do_sample": true,
  "eos_token_id": [
    151645,
    151643
  ],
  "repetition_penalty": ${repetitionPenalty},
  "temperature": 0.7,
  "top_p": 0.8,
  "top_k": 20,
  "transformers_version": "4.37.0"
}
`,
  );

/** The tokenizer files every Qwen 2.5 repository holds (one tokenizer for the whole series). */
const qwenTokenizer = (tokenizerJson: number, tokenizerConfig: number): CatalogueFileEntry[] => [
  lfsFile('LICENSE', 11_343),
  lfsFile('merges.txt', 1_671_853),
  lfsFile('tokenizer.json', tokenizerJson),
  lfsFile('tokenizer_config.json', tokenizerConfig),
  lfsFile('vocab.json', 2_776_833),
];

const QWEN25_7B_SHARDS = safetensorsShards([3_945_441_440, 3_864_726_352, 3_864_726_424, 3_556_377_672], 27_752);

const SMALL_SHAPE = { params: '0.49B', nonEmbedding: '0.36B', layers: 24, heads: '14 for Q and 2 for KV', tied: true };
const SEVEN_B_SHAPE = { params: '7.61B', nonEmbedding: '6.53B', layers: 28, heads: '28 for Q and 4 for KV', tied: false };

function qwen3Card(id: string, shape: { params: string; nonEmbedding: string; layers: number; heads: string }) {
  return `---
library_name: transformers
license: apache-2.0
license_link: https://huggingface.co/${id}/blob/main/LICENSE
pipeline_tag: text-generation
base_model:
- ${id}-Base
---

# ${id.split('/')[1]}
<a href="https://chat.qwen.ai/" target="_blank" style="margin: 2px;">
    <img alt="Chat" src="https://img.shields.io/badge/%F0%9F%92%9C%EF%B8%8F%20Qwen%20Chat%20-536af5" style="display: inline-block; vertical-align: middle;"/>
</a>

## Qwen3 Highlights

Qwen3 is the latest generation of large language models in Qwen series, offering a comprehensive suite of dense and mixture-of-experts (MoE) models. Built upon extensive training, Qwen3 delivers groundbreaking advancements in reasoning, instruction-following, agent capabilities, and multilingual support, with the following key features:

- **Uniquely support of seamless switching between thinking mode** (for complex logical reasoning, math, and coding) and **non-thinking mode** (for efficient, general-purpose dialogue) **within single model**, ensuring optimal performance across various scenarios.
- **Significantly enhancement in its reasoning capabilities**, surpassing previous QwQ (in thinking mode) and Qwen2.5 instruct models (in non-thinking mode) on mathematics, code generation, and commonsense logical reasoning.
- **Superior human preference alignment**, excelling in creative writing, role-playing, multi-turn dialogues, and instruction following, to deliver a more natural, engaging, and immersive conversational experience.
- **Expertise in agent capabilities**, enabling precise integration with external tools in both thinking and unthinking modes and achieving leading performance among open-source models in complex agent-based tasks.
- **Support of 100+ languages and dialects** with strong capabilities for **multilingual instruction following** and **translation**.

## Model Overview

**${id.split('/')[1]}** has the following features:
- Type: Causal Language Models
- Training Stage: Pretraining & Post-training
- Number of Parameters: ${shape.params}
- Number of Paramaters (Non-Embedding): ${shape.nonEmbedding}
- Number of Layers: ${shape.layers}
- Number of Attention Heads (GQA): ${shape.heads}
- Context Length: 32,768

## Quickstart

The code of Qwen3 has been in the latest Hugging Face \`transformers\` and we advise you to use the latest version of \`transformers\`.

\`\`\`python
from transformers import AutoModelForCausalLM, AutoTokenizer

model_name = "${id}"

tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name, torch_dtype="auto", device_map="auto")

messages = [{"role": "user", "content": "Give me a short introduction to large language model."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True, enable_thinking=True)
model_inputs = tokenizer([text], return_tensors="pt").to(model.device)
generated_ids = model.generate(**model_inputs, max_new_tokens=32768)
\`\`\`

## Citation

\`\`\`
@misc{qwen3technicalreport,
      title={Qwen3 Technical Report},
      author={Qwen Team},
      year={2025},
      eprint={2505.09388},
      archivePrefix={arXiv},
      primaryClass={cs.CL},
      url={https://arxiv.org/abs/2505.09388},
}
\`\`\`
`;
}

const qwen3Config = (size: { hidden: number; intermediate: number; heads: number; layers: number; tied: boolean }) =>
  textFile(
    'config.json',
    `{
  "architectures": [
    "Qwen3ForCausalLM"
  ],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 151643,
  "eos_token_id": 151645,
  "head_dim": 128,
  "hidden_act": "silu",
  "hidden_size": ${size.hidden},
  "initializer_range": 0.02,
  "intermediate_size": ${size.intermediate},
  "max_position_embeddings": 40960,
  "max_window_layers": ${size.layers},
  "model_type": "qwen3",
  "num_attention_heads": ${size.heads},
  "num_hidden_layers": ${size.layers},
  "num_key_value_heads": 8,
  "rms_norm_eps": 1e-06,
  "rope_scaling": null,
  "rope_theta": 1000000,
  "sliding_window": null,
  "tie_word_embeddings": ${size.tied},
  "torch_dtype": "bfloat16",
  "transformers_version": "4.51.0",
  "use_cache": true,
  "use_sliding_window": false,
  "vocab_size": 151936
}
`,
  );

const QWEN3_GENERATION = textFile(
  'generation_config.json',
  `{
  "bos_token_id": 151643,
  "do_sample": true,
  "eos_token_id": [
    151645,
    151643
  ],
  "pad_token_id": 151643,
  "temperature": 0.6,
  "top_k": 20,
  "top_p": 0.95,
  "transformers_version": "4.51.0"
}
`,
);

const GGUF_QUANTS: [string, number][] = [
  ['fp16', 1_271_662_816],
  ['q2_k', 415_491_328],
  ['q3_k_m', 432_131_104],
  ['q4_0', 428_622_080],
  ['q4_k_m', 491_400_064],
  ['q5_0', 472_621_312],
  ['q5_k_m', 522_315_520],
  ['q6_k', 650_408_704],
  ['q8_0', 675_710_816],
];

export const QWEN: CatalogueEntry[] = [
  {
    id: 'Qwen/Qwen2.5-0.5B',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: ['transformers', 'safetensors', 'qwen2', 'text-generation', 'conversational', 'en', 'arxiv:2407.10671', ...TAIL_TAGS],
    downloads: 1_043_812,
    likes: 301,
    lastModified: '2024-09-25T12:32:36.000Z',
    gated: false,
    card: qwen25Card('Qwen/Qwen2.5-0.5B', { ...SMALL_SHAPE, context: '32,768 tokens' }, null),
    files: [
      gitattributes('model'),
      qwen2Config({
        eos: 151643,
        hidden: 896,
        intermediate: 4864,
        maxPositions: 32768,
        maxWindowLayers: 24,
        heads: 14,
        layers: 24,
        kvHeads: 2,
        slidingWindow: 32768,
        tied: true,
        transformers: '4.40.1',
        vocab: 151936,
      }),
      QWEN25_BASE_GENERATION,
      lfsFile('model.safetensors', 988_097_824),
      ...qwenTokenizer(7_031_645, 7_230),
    ],
  },
  {
    id: 'Qwen/Qwen2.5-0.5B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'qwen2',
      'text-generation',
      'chat',
      'conversational',
      'en',
      'arxiv:2407.10671',
      ...finetuneOf('Qwen/Qwen2.5-0.5B'),
      ...TAIL_TAGS,
    ],
    downloads: 2_521_634,
    likes: 352,
    lastModified: '2024-09-25T12:32:56.000Z',
    gated: false,
    card: qwen25Card(
      'Qwen/Qwen2.5-0.5B-Instruct',
      { ...SMALL_SHAPE, context: 'Full 32,768 tokens and generation 8192 tokens' },
      { base: 'Qwen/Qwen2.5-0.5B' },
    ),
    files: [
      gitattributes('model'),
      qwen2Config({
        eos: 151645,
        hidden: 896,
        intermediate: 4864,
        maxPositions: 32768,
        maxWindowLayers: 21,
        heads: 14,
        layers: 24,
        kvHeads: 2,
        slidingWindow: 32768,
        tied: true,
        transformers: '4.43.1',
        vocab: 151936,
      }),
      qwen25InstructGeneration('1.1'),
      lfsFile('model.safetensors', 988_097_824),
      ...qwenTokenizer(7_031_645, 7_305),
    ],
  },
  {
    id: 'Qwen/Qwen2.5-1.5B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'qwen2',
      'text-generation',
      'chat',
      'conversational',
      'en',
      'arxiv:2407.10671',
      ...finetuneOf('Qwen/Qwen2.5-1.5B'),
      ...TAIL_TAGS,
    ],
    downloads: 1_633_097,
    likes: 456,
    lastModified: '2024-09-25T12:32:50.000Z',
    gated: false,
    card: qwen25Card(
      'Qwen/Qwen2.5-1.5B-Instruct',
      {
        params: '1.54B',
        nonEmbedding: '1.31B',
        layers: 28,
        heads: '12 for Q and 2 for KV',
        context: 'Full 32,768 tokens and generation 8192 tokens',
        tied: true,
      },
      { base: 'Qwen/Qwen2.5-1.5B' },
    ),
    files: [
      gitattributes('model'),
      qwen2Config({
        eos: 151645,
        hidden: 1536,
        intermediate: 8960,
        maxPositions: 32768,
        maxWindowLayers: 21,
        heads: 12,
        layers: 28,
        kvHeads: 2,
        slidingWindow: 32768,
        tied: true,
        transformers: '4.43.1',
        vocab: 151936,
      }),
      qwen25InstructGeneration('1.1'),
      lfsFile('model.safetensors', 3_087_467_144),
      ...qwenTokenizer(7_031_645, 7_305),
    ],
  },
  {
    id: 'Qwen/Qwen2.5-7B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'qwen2',
      'text-generation',
      'chat',
      'conversational',
      'en',
      'arxiv:2309.00071',
      'arxiv:2407.10671',
      ...finetuneOf('Qwen/Qwen2.5-7B'),
      ...TAIL_TAGS,
    ],
    downloads: 2_046_519,
    likes: 803,
    lastModified: '2025-01-12T02:10:10.000Z',
    gated: false,
    card: qwen25Card(
      'Qwen/Qwen2.5-7B-Instruct',
      { ...SEVEN_B_SHAPE, context: 'Full 131,072 tokens and generation 8192 tokens' },
      { base: 'Qwen/Qwen2.5-7B' },
    ),
    files: [
      gitattributes('model'),
      qwen2Config({
        eos: 151645,
        hidden: 3584,
        intermediate: 18944,
        maxPositions: 32768,
        maxWindowLayers: 28,
        heads: 28,
        layers: 28,
        kvHeads: 4,
        slidingWindow: 131072,
        tied: false,
        transformers: '4.43.1',
        vocab: 152064,
      }),
      qwen25InstructGeneration('1.05'),
      ...QWEN25_7B_SHARDS,
      ...qwenTokenizer(7_031_645, 7_305),
    ],
  },
  {
    id: 'Qwen/Qwen2.5-Coder-7B-Instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'qwen2',
      'text-generation',
      'code',
      'codeqwen',
      'chat',
      'qwen',
      'qwen-coder',
      'conversational',
      'en',
      'arxiv:2409.12186',
      'arxiv:2309.00071',
      'arxiv:2407.10671',
      ...finetuneOf('Qwen/Qwen2.5-Coder-7B'),
      ...TAIL_TAGS,
    ],
    downloads: 412_730,
    likes: 512,
    lastModified: '2024-11-12T03:36:02.000Z',
    gated: false,
    card: qwen25Card(
      'Qwen/Qwen2.5-Coder-7B-Instruct',
      { ...SEVEN_B_SHAPE, context: 'Full 131,072 tokens' },
      { base: 'Qwen/Qwen2.5-Coder-7B' },
      true,
    ),
    files: [
      gitattributes('model'),
      qwen2Config({
        eos: 151645,
        hidden: 3584,
        intermediate: 18944,
        maxPositions: 32768,
        maxWindowLayers: 28,
        heads: 28,
        layers: 28,
        kvHeads: 4,
        slidingWindow: 131072,
        tied: false,
        transformers: '4.43.1',
        vocab: 152064,
      }),
      qwen25InstructGeneration('1.1'),
      ...QWEN25_7B_SHARDS,
      ...qwenTokenizer(7_031_645, 7_305),
    ],
  },
  {
    id: 'Qwen/Qwen2.5-0.5B-Instruct-GGUF',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'gguf',
      'chat',
      'text-generation',
      'en',
      'arxiv:2407.10671',
      'base_model:Qwen/Qwen2.5-0.5B-Instruct',
      'base_model:quantized:Qwen/Qwen2.5-0.5B-Instruct',
      'license:apache-2.0',
      'endpoints_compatible',
      'region:us',
      'conversational',
    ],
    downloads: 61_204,
    likes: 63,
    lastModified: '2024-09-20T07:17:41.000Z',
    gated: false,
    card: `---
license: apache-2.0
license_link: https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/blob/main/LICENSE
language:
- en
pipeline_tag: text-generation
base_model: Qwen/Qwen2.5-0.5B-Instruct
tags:
- chat
---

# Qwen2.5-0.5B-Instruct-GGUF

## Introduction

Qwen2.5 is the latest series of Qwen large language models. For Qwen2.5, we release a number of base language models and instruction-tuned language models ranging from 0.5 to 72 billion parameters.

**This repo contains the instruction-tuned 0.5B Qwen2.5 model in the GGUF Format**, which has the following features:
- Type: Causal Language Models
- Training Stage: Pretraining & Post-training
- Architecture: transformers with RoPE, SwiGLU, RMSNorm, Attention QKV bias and tied word embeddings
- Number of Parameters: 0.49B
- Number of Paramaters (Non-Embedding): 0.36B
- Number of Layers: 24
- Number of Attention Heads (GQA): 14 for Q and 2 for KV
- Context Length: Full 32,768 tokens and generation 8192 tokens
- Quantization: q2_K, q3_K_M, q4_0, q4_K_M, q5_0, q5_K_M, q6_K, q8_0

## Quickstart

Check out our [llama.cpp documentation](https://qwen.readthedocs.io/en/latest/run_locally/llama.cpp.html) for more usage guide.

We advise you to clone [\`llama.cpp\`](https://github.com/ggerganov/llama.cpp) and install it following the official guide. We follow the latest version of llama.cpp.

\`\`\`shell
huggingface-cli download Qwen/Qwen2.5-0.5B-Instruct-GGUF qwen2.5-0.5b-instruct-q5_k_m.gguf --local-dir . --local-dir-use-symlinks False
./llama-cli -m qwen2.5-0.5b-instruct-q5_k_m.gguf \\
    -co -cnv -p "You are Qwen, created by Alibaba Cloud. You are a helpful assistant." \\
    -fa -ngl 80 -n 512
\`\`\`
`,
    files: [
      gitattributes('model', ['*.gguf']),
      lfsFile('LICENSE', 11_343),
      ...GGUF_QUANTS.map(([quant, size]) => lfsFile(`qwen2.5-0.5b-instruct-${quant}.gguf`, size)),
    ],
  },
  {
    id: 'Qwen/Qwen3-0.6B',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'qwen3',
      'text-generation',
      'conversational',
      'arxiv:2505.09388',
      ...finetuneOf('Qwen/Qwen3-0.6B-Base'),
      ...TAIL_TAGS,
    ],
    downloads: 1_498_306,
    likes: 517,
    lastModified: '2025-07-26T03:46:27.000Z',
    gated: false,
    card: qwen3Card('Qwen/Qwen3-0.6B', { params: '0.6B', nonEmbedding: '0.44B', layers: 28, heads: '16 for Q and 8 for KV' }),
    files: [
      gitattributes('model'),
      qwen3Config({ hidden: 1024, intermediate: 3072, heads: 16, layers: 28, tied: true }),
      QWEN3_GENERATION,
      lfsFile('model.safetensors', 1_503_300_328),
      ...qwenTokenizer(11_422_654, 9_732),
    ],
  },
  {
    id: 'Qwen/Qwen3-8B',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'qwen3',
      'text-generation',
      'conversational',
      'arxiv:2309.00071',
      'arxiv:2505.09388',
      ...finetuneOf('Qwen/Qwen3-8B-Base'),
      ...TAIL_TAGS,
    ],
    downloads: 1_012_664,
    likes: 621,
    lastModified: '2025-07-26T03:49:13.000Z',
    gated: false,
    card: qwen3Card('Qwen/Qwen3-8B', { params: '8.2B', nonEmbedding: '6.95B', layers: 36, heads: '32 for Q and 8 for KV' }),
    files: [
      gitattributes('model'),
      qwen3Config({ hidden: 4096, intermediate: 12288, heads: 32, layers: 36, tied: false }),
      QWEN3_GENERATION,
      ...safetensorsShards([3_996_250_744, 3_993_160_696, 3_959_156_688, 3_187_876_480, 1_244_659_840], 32_878),
      ...qwenTokenizer(11_422_654, 9_732),
    ],
  },
];
