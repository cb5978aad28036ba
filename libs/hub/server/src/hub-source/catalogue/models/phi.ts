import { gitattributes, lfsFile, safetensorsShards, textFile, type CatalogueEntry, type CatalogueFileEntry } from '../catalogue-entry';

/** Microsoft's Phi small language models (`model_type` phi and phi3). */

const MICROSOFT_FILES = (notice: number): CatalogueFileEntry[] => [
  lfsFile('CODE_OF_CONDUCT.md', 444),
  lfsFile('LICENSE', 1_084),
  lfsFile('NOTICE.md', notice),
  lfsFile('SECURITY.md', 2_656),
];

const TAIL_TAGS = ['license:mit', 'autotrain_compatible', 'text-generation-inference', 'endpoints_compatible', 'region:us'];

export const PHI: CatalogueEntry[] = [
  {
    id: 'microsoft/phi-2',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: ['transformers', 'safetensors', 'phi', 'text-generation', 'nlp', 'code', 'en', ...TAIL_TAGS],
    downloads: 604_118,
    likes: 3_318,
    lastModified: '2024-04-29T16:25:56.000Z',
    gated: false,
    card: `---
license: mit
license_link: https://huggingface.co/microsoft/phi-2/resolve/main/LICENSE
language:
- en
pipeline_tag: text-generation
tags:
- nlp
- code
---

## Model Summary

Phi-2 is a Transformer with **2.7 billion** parameters. It was trained using the same data sources as [Phi-1.5](https://huggingface.co/microsoft/phi-1.5), augmented with a new data source that consists of various NLP synthetic texts and filtered websites (for safety and educational value). When assessed against benchmarks testing common sense, language understanding, and logical reasoning, Phi-2 showcased a nearly state-of-the-art performance among models with less than 13 billion parameters.

Our model hasn't been fine-tuned through reinforcement learning from human feedback. The intention behind crafting this open-source model is to provide the research community with a non-restricted small model to explore vital safety challenges, such as reducing toxicity, understanding societal biases, enhancing controllability, and more.

## How to Use

Phi-2 has been integrated in the \`transformers\` version 4.37.0, please ensure that you are using a version equal or higher than it.

## Intended Uses

Given the nature of the training data, the Phi-2 model is best suited for prompts using the QA format, the chat format, and the code format.

### QA Format:

You can provide the prompt as a standalone question as follows:

\`\`\`markdown
Write a detailed analogy between mathematics and a lighthouse.
\`\`\`

where the model generates the text after "." .

### Code Format:

\`\`\`python
def print_prime(n):
   """
   Print all primes between 1 and n
   """
\`\`\`

## Training

### Model

* Architecture: a Transformer-based model with next-word prediction objective
* Context length: 2048 tokens
* Dataset size: 250B tokens, combination of NLP synthetic data created by AOAI GPT-3.5 and filtered web data from Falcon RefinedWeb and SlimPajama, which was assessed by AOAI GPT-4.
* Training tokens: 1.4T tokens
* GPUs: 96xA100-80G
* Training time: 14 days

### License

The model is licensed under the [MIT license](https://huggingface.co/microsoft/phi-2/resolve/main/LICENSE).
`,
    files: [
      gitattributes('model'),
      ...MICROSOFT_FILES(1_866),
      lfsFile('added_tokens.json', 1_080),
      textFile(
        'config.json',
        `{
  "_name_or_path": "microsoft/phi-2",
  "architectures": [
    "PhiForCausalLM"
  ],
  "attention_dropout": 0.0,
  "bos_token_id": 50256,
  "embd_pdrop": 0.0,
  "eos_token_id": 50256,
  "hidden_act": "gelu_new",
  "hidden_size": 2560,
  "initializer_range": 0.02,
  "intermediate_size": 10240,
  "layer_norm_eps": 1e-05,
  "max_position_embeddings": 2048,
  "model_type": "phi",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 32,
  "partial_rotary_factor": 0.4,
  "qk_layernorm": false,
  "resid_pdrop": 0.1,
  "rope_scaling": null,
  "rope_theta": 10000.0,
  "tie_word_embeddings": false,
  "torch_dtype": "float16",
  "transformers_version": "4.37.0",
  "use_cache": true,
  "vocab_size": 51200
}
`,
      ),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "transformers_version": "4.37.0"
}
`,
      ),
      lfsFile('merges.txt', 456_318),
      ...safetensorsShards([4_995_584_424, 563_832_976], 35_706),
      lfsFile('special_tokens_map.json', 99),
      lfsFile('tokenizer.json', 2_114_924),
      lfsFile('tokenizer_config.json', 7_343),
      lfsFile('vocab.json', 798_156),
    ],
  },
  {
    id: 'microsoft/Phi-3-mini-4k-instruct',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'phi3',
      'text-generation',
      'nlp',
      'code',
      'conversational',
      'custom_code',
      'en',
      'fr',
      ...TAIL_TAGS,
    ],
    downloads: 903_552,
    likes: 1_207,
    lastModified: '2024-09-20T18:09:38.000Z',
    gated: false,
    card: `---
license: mit
license_link: https://huggingface.co/microsoft/Phi-3-mini-4k-instruct/resolve/main/LICENSE
language:
- en
- fr
pipeline_tag: text-generation
tags:
- nlp
- code
inference:
  parameters:
    temperature: 0
widget:
- messages:
  - role: user
    content: Can you provide ways to eat combinations of bananas and dragonfruits?
---

## Model Summary

The Phi-3-Mini-4K-Instruct is a 3.8B parameters, lightweight, state-of-the-art open model trained with the Phi-3 datasets that includes both synthetic data and the filtered publicly available websites data with a focus on high-quality and reasoning dense properties.
The model belongs to the Phi-3 family with the Mini version in two variants [4K](https://huggingface.co/microsoft/Phi-3-mini-4k-instruct) and [128K](https://huggingface.co/microsoft/Phi-3-mini-128k-instruct) which is the context length (in tokens) that it can support.

The model has underwent a post-training process that incorporates both supervised fine-tuning and direct preference optimization for the instruction following and safety measures.
When assessed against benchmarks testing common sense, language understanding, math, code, long context and logical reasoning, Phi-3 Mini-4K-Instruct showcased a robust and state-of-the-art performance among models with less than 13 billion parameters.

Resources and Technical Documentation:

🏡 [Phi-3 Portal](https://azure.microsoft.com/en-us/products/phi-3) <br>
📰 [Phi-3 Microsoft Blog](https://aka.ms/Phi-3Build2024) <br>
📖 [Phi-3 Technical Report](https://aka.ms/phi3-tech-report) <br>

## Intended Uses

**Primary use cases**

The model is intended for broad commercial and research use in English. The model provides uses for applications which require:

1) Memory/compute constrained environments
2) Latency bound scenarios
3) Strong reasoning (especially math and logic)

## How to Use

Phi-3 Mini-4K-Instruct has been integrated in the \`4.41.2\` version of \`transformers\`.

### Chat Format

\`\`\`markdown
<|system|>
You are a helpful assistant.<|end|>
<|user|>
Question?<|end|>
<|assistant|>
\`\`\`

## License

The model is licensed under the [MIT license](https://huggingface.co/microsoft/Phi-3-mini-4k-instruct/resolve/main/LICENSE).
`,
    files: [
      gitattributes('model'),
      ...MICROSOFT_FILES(1_771),
      lfsFile('added_tokens.json', 306),
      textFile(
        'config.json',
        `{
  "_name_or_path": "Phi-3-mini-4k-instruct",
  "architectures": [
    "Phi3ForCausalLM"
  ],
  "attention_dropout": 0.0,
  "auto_map": {
    "AutoConfig": "configuration_phi3.Phi3Config",
    "AutoModelForCausalLM": "modeling_phi3.Phi3ForCausalLM"
  },
  "bos_token_id": 1,
  "embd_pdrop": 0.0,
  "eos_token_id": 32000,
  "hidden_act": "silu",
  "hidden_size": 3072,
  "initializer_range": 0.02,
  "intermediate_size": 8192,
  "max_position_embeddings": 4096,
  "model_type": "phi3",
  "num_attention_heads": 32,
  "num_hidden_layers": 32,
  "num_key_value_heads": 32,
  "original_max_position_embeddings": 4096,
  "pad_token_id": 32000,
  "resid_pdrop": 0.0,
  "rms_norm_eps": 1e-05,
  "rope_scaling": null,
  "rope_theta": 10000.0,
  "sliding_window": 2047,
  "tie_word_embeddings": false,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.40.2",
  "use_cache": true,
  "attention_bias": false,
  "vocab_size": 32064
}
`,
      ),
      lfsFile('configuration_phi3.py', 10_411),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 1,
  "eos_token_id": [
    32000,
    32001,
    32007
  ],
  "pad_token_id": 32000,
  "transformers_version": "4.40.2"
}
`,
      ),
      ...safetensorsShards([4_972_489_328, 2_669_692_552], 16_331),
      lfsFile('modeling_phi3.py', 73_862),
      lfsFile('sample_finetune.py', 6_430),
      lfsFile('special_tokens_map.json', 569),
      lfsFile('tokenizer.json', 1_937_869),
      lfsFile('tokenizer.model', 499_723),
      lfsFile('tokenizer_config.json', 3_441),
    ],
  },
];
