import { gitattributes, lfsFile, safetensorsShards, textFile, type CatalogueEntry } from '../catalogue-entry';

/** Google's Gemma models: people acknowledge Google's licence first (gated, granted at once). */

const GATE = `extra_gated_heading: Access Gemma on Hugging Face
extra_gated_prompt: >-
  To access Gemma on Hugging Face, you’re required to review and agree to
  Google’s usage license. To do this, please ensure you’re logged in to Hugging
  Face and click below. Requests are processed immediately.
extra_gated_button_content: Acknowledge license`;

const DESCRIPTION = `Gemma is a family of lightweight, state-of-the-art open models from Google,
built from the same research and technology used to create the Gemini models.
They are text-to-text, decoder-only large language models, available in English,
with open weights for both pre-trained variants and instruction-tuned variants.
Gemma models are well-suited for a variety of text generation tasks, including
question answering, summarization, and reasoning. Their relatively small size
makes it possible to deploy them in environments with limited resources such as
a laptop, desktop or your own cloud infrastructure, democratizing access to
state of the art AI models and helping foster innovation for everyone.`;

function gemmaCard(id: string, title: string, frontMatter: string, kaggle: string) {
  return `---
${frontMatter}
${GATE}
---

# ${title}

**Model Page**: [Gemma](https://ai.google.dev/gemma/docs)

**Resources and Technical Documentation**:

* [Responsible Generative AI Toolkit](https://ai.google.dev/responsible)
* [Gemma on Kaggle](https://www.kaggle.com/models/google/${kaggle})

**Terms of Use**: [Terms](https://ai.google.dev/gemma/terms)

**Authors**: Google

## Model Information

Summary description and brief definition of inputs and outputs.

### Description

${DESCRIPTION}

### Usage

Below we share some code snippets on how to get quickly started with running the model. First, install the Transformers library with:
\`\`\`sh
pip install -U transformers
\`\`\`

#### Running with the \`pipeline\` API

\`\`\`python
import torch
from transformers import pipeline

pipe = pipeline(
    "text-generation",
    model="${id}",
    model_kwargs={"torch_dtype": torch.bfloat16},
    device="cuda",  # replace with "mps" to run on a Mac device
)

messages = [
    {"role": "user", "content": "Who are you? Please, answer in pirate-speak."},
]

outputs = pipe(messages, max_new_tokens=256)
assistant_response = outputs[0]["generated_text"][-1]["content"].strip()
print(assistant_response)
\`\`\`
`;
}

const TAIL_TAGS = ['license:gemma', 'autotrain_compatible', 'text-generation-inference', 'endpoints_compatible', 'region:us'];
const PAPERS = ['arxiv:2009.03300', 'arxiv:1905.07830', 'arxiv:1911.11641', 'arxiv:1904.09728'];

export const GEMMA: CatalogueEntry[] = [
  {
    id: 'google/gemma-2-2b-it',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'gemma2',
      'text-generation',
      'conversational',
      ...PAPERS,
      'base_model:google/gemma-2-2b',
      'base_model:finetune:google/gemma-2-2b',
      ...TAIL_TAGS,
    ],
    downloads: 402_915,
    likes: 1_104,
    lastModified: '2024-08-27T19:41:44.000Z',
    gated: 'auto',
    card: gemmaCard(
      'google/gemma-2-2b-it',
      'Gemma 2 model card',
      'license: gemma\nlibrary_name: transformers\npipeline_tag: text-generation\ntags:\n- conversational\nbase_model: google/gemma-2-2b',
      'gemma-2',
    ),
    files: [
      gitattributes('model'),
      textFile(
        'config.json',
        `{
  "architectures": [
    "Gemma2ForCausalLM"
  ],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "attn_logit_softcapping": 50.0,
  "bos_token_id": 2,
  "cache_implementation": "hybrid",
  "eos_token_id": [
    1,
    107
  ],
  "final_logit_softcapping": 30.0,
  "head_dim": 256,
  "hidden_act": "gelu_pytorch_tanh",
  "hidden_activation": "gelu_pytorch_tanh",
  "hidden_size": 2304,
  "initializer_range": 0.02,
  "intermediate_size": 9216,
  "max_position_embeddings": 8192,
  "model_type": "gemma2",
  "num_attention_heads": 8,
  "num_hidden_layers": 26,
  "num_key_value_heads": 4,
  "pad_token_id": 0,
  "query_pre_attn_scalar": 256,
  "rms_norm_eps": 1e-06,
  "rope_theta": 10000.0,
  "sliding_window": 4096,
  "torch_dtype": "float32",
  "transformers_version": "4.42.4",
  "use_cache": true,
  "vocab_size": 256000
}
`,
      ),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 2,
  "cache_implementation": "hybrid",
  "eos_token_id": [
    1,
    107
  ],
  "pad_token_id": 0,
  "transformers_version": "4.42.4"
}
`,
      ),
      ...safetensorsShards([4_988_025_760, 240_691_728], 24_223),
      lfsFile('special_tokens_map.json', 636),
      lfsFile('tokenizer.json', 17_525_357),
      lfsFile('tokenizer.model', 4_241_003),
      lfsFile('tokenizer_config.json', 46_405),
    ],
  },
  {
    id: 'google/gemma-2b-it',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: ['transformers', 'safetensors', 'gguf', 'gemma', 'text-generation', 'conversational', ...PAPERS, ...TAIL_TAGS],
    downloads: 104_337,
    likes: 751,
    lastModified: '2024-08-14T08:36:20.000Z',
    gated: 'auto',
    card: gemmaCard(
      'google/gemma-2b-it',
      'Gemma Model Card',
      'library_name: transformers\nwidget:\n- messages:\n  - role: user\n    content: How does the brain work?\ninference:\n  parameters:\n    max_new_tokens: 200\nlicense: gemma',
      'gemma',
    ),
    files: [
      gitattributes('model', ['*.gguf']),
      textFile(
        'config.json',
        `{
  "architectures": [
    "GemmaForCausalLM"
  ],
  "attention_bias": false,
  "attention_dropout": 0.0,
  "bos_token_id": 2,
  "eos_token_id": 1,
  "head_dim": 256,
  "hidden_act": "gelu",
  "hidden_size": 2048,
  "initializer_range": 0.02,
  "intermediate_size": 16384,
  "max_position_embeddings": 8192,
  "model_type": "gemma",
  "num_attention_heads": 8,
  "num_hidden_layers": 18,
  "num_key_value_heads": 1,
  "pad_token_id": 0,
  "rms_norm_eps": 1e-06,
  "rope_scaling": null,
  "rope_theta": 10000.0,
  "torch_dtype": "bfloat16",
  "transformers_version": "4.38.0.dev0",
  "use_cache": true,
  "vocab_size": 256000
}
`,
      ),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 2,
  "eos_token_id": 1,
  "pad_token_id": 0,
  "transformers_version": "4.38.0.dev0"
}
`,
      ),
      lfsFile('gemma-2b-it.gguf', 10_031_780_672),
      ...safetensorsShards([4_945_242_264, 67_121_608], 13_489),
      lfsFile('special_tokens_map.json', 636),
      lfsFile('tokenizer.json', 17_477_929),
      lfsFile('tokenizer.model', 4_241_003),
      lfsFile('tokenizer_config.json', 33_647),
    ],
  },
];
