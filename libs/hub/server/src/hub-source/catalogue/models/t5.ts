import { gitattributes, lfsFile, textFile, type CatalogueEntry } from '../catalogue-entry';

/** Google's encoder-decoder T5 and its instruction-tuned FLAN-T5 (`model_type: t5`). */

/** The prompts T5 was trained with, which both configs carry. */
const TASK_SPECIFIC_PARAMS = `  "task_specific_params": {
    "summarization": {
      "early_stopping": true,
      "length_penalty": 2.0,
      "max_length": 200,
      "min_length": 30,
      "no_repeat_ngram_size": 3,
      "num_beams": 4,
      "prefix": "summarize: "
    },
    "translation_en_to_de": {
      "early_stopping": true,
      "max_length": 300,
      "num_beams": 4,
      "prefix": "translate English to German: "
    },
    "translation_en_to_fr": {
      "early_stopping": true,
      "max_length": 300,
      "num_beams": 4,
      "prefix": "translate English to French: "
    },
    "translation_en_to_ro": {
      "early_stopping": true,
      "max_length": 300,
      "num_beams": 4,
      "prefix": "translate English to Romanian: "
    }
  },`;

const generationConfig = (transformers: string) =>
  textFile(
    'generation_config.json',
    `{
  "_from_model_config": true,
  "decoder_start_token_id": 0,
  "eos_token_id": 1,
  "pad_token_id": 0,
  "transformers_version": "${transformers}"
}
`,
  );

const LANGUAGES = ['en', 'fr', 'ro', 'de', 'multilingual'];
const TAIL_TAGS = ['license:apache-2.0', 'autotrain_compatible', 'text-generation-inference', 'endpoints_compatible', 'region:us'];

export const T5: CatalogueEntry[] = [
  {
    id: 'google-t5/t5-small',
    repoType: 'model',
    pipelineTag: 'translation',
    tags: [
      'transformers',
      'pytorch',
      'tf',
      'jax',
      'rust',
      'onnx',
      'safetensors',
      't5',
      'text2text-generation',
      'summarization',
      'translation',
      ...LANGUAGES,
      'dataset:c4',
      'arxiv:1805.12471',
      'arxiv:1708.00055',
      'arxiv:1704.05426',
      'arxiv:1606.05250',
      'arxiv:1808.09121',
      'arxiv:1810.12885',
      'arxiv:1905.10044',
      'arxiv:1910.09700',
      ...TAIL_TAGS,
    ],
    downloads: 3_066_702,
    likes: 452,
    lastModified: '2023-06-30T02:31:26.000Z',
    gated: false,
    card: `---
language:
- en
- fr
- ro
- de
- multilingual
license: apache-2.0
tags:
- summarization
- translation
datasets:
- c4
---

# Model Card for T5 Small

![model image](https://camo.githubusercontent.com/623b4dea0b653f2ad3f36c71ebfe749a677ac0a1/68747470733a2f2f6d69726f2e6d656469756d2e636f6d2f6d61782f343030362f312a44304a31674e51663876727255704b657944387750412e706e67)

# Model Details

## Model Description

The developers of the Text-To-Text Transfer Transformer (T5) [write](https://ai.googleblog.com/2020/02/exploring-transfer-learning-with-t5.html):

> With T5, we propose reframing all NLP tasks into a unified text-to-text-format where the input and output are always text strings, in contrast to BERT-style models that can only output either a class label or a span of the input. Our text-to-text framework allows us to use the same model, loss function, and hyperparameters on any NLP task.

T5-Small is the checkpoint with 60 million parameters.

- **Developed by:** Colin Raffel, Noam Shazeer, Adam Roberts, Katherine Lee, Sharan Narang, Michael Matena, Yanqi Zhou, Wei Li, Peter J. Liu. See [associated paper](https://jmlr.org/papers/volume21/20-074/20-074.pdf) and [GitHub repo](https://github.com/google-research/text-to-text-transfer-transformer#released-model-checkpoints)
- **Model type:** Language model
- **Language(s) (NLP):** English, French, Romanian, German
- **License:** Apache 2.0

# How to Get Started With the Model

Use the code below to get started with the model.

\`\`\`python
from transformers import T5Tokenizer, T5Model

tokenizer = T5Tokenizer.from_pretrained("t5-small")
model = T5Model.from_pretrained("t5-small")

input_ids = tokenizer(
    "Studies have been shown that owning a dog is good for you", return_tensors="pt"
).input_ids  # Batch size 1
decoder_input_ids = tokenizer("Studies show that", return_tensors="pt").input_ids  # Batch size 1

# forward pass
outputs = model(input_ids=input_ids, decoder_input_ids=decoder_input_ids)
last_hidden_states = outputs.last_hidden_state
\`\`\`
`,
    files: [
      gitattributes('model'),
      textFile(
        'config.json',
        `{
  "architectures": [
    "T5ForConditionalGeneration"
  ],
  "d_ff": 2048,
  "d_kv": 64,
  "d_model": 512,
  "decoder_start_token_id": 0,
  "dropout_rate": 0.1,
  "eos_token_id": 1,
  "initializer_factor": 1.0,
  "is_encoder_decoder": true,
  "layer_norm_epsilon": 1e-06,
  "model_type": "t5",
  "n_positions": 512,
  "num_heads": 8,
  "num_layers": 6,
  "output_past": true,
  "pad_token_id": 0,
  "relative_attention_num_buckets": 32,
${TASK_SPECIFIC_PARAMS}
  "vocab_size": 32128
}
`,
      ),
      lfsFile('flax_model.msgpack', 242_012_638),
      generationConfig('4.27.0.dev0'),
      lfsFile('model.safetensors', 242_041_896),
      lfsFile('onnx/decoder_model.onnx', 232_423_458),
      lfsFile('onnx/decoder_model_merged.onnx', 233_205_120),
      lfsFile('onnx/decoder_with_past_model.onnx', 219_781_590),
      lfsFile('onnx/encoder_model.onnx', 141_408_211),
      lfsFile('pytorch_model.bin', 242_065_649),
      lfsFile('rust_model.ot', 242_078_946),
      lfsFile('spiece.model', 791_656),
      lfsFile('tf_model.h5', 242_278_352),
      lfsFile('tokenizer.json', 1_389_353),
    ],
  },
  {
    id: 'google/flan-t5-base',
    repoType: 'model',
    pipelineTag: 'text2text-generation',
    tags: [
      'transformers',
      'pytorch',
      'tf',
      'jax',
      'safetensors',
      't5',
      'text2text-generation',
      ...LANGUAGES,
      'dataset:svakulenk0/qrecc',
      'dataset:taskmaster2',
      'dataset:djaym7/wiki_dialog',
      'dataset:deepmind/code_contests',
      'dataset:lambada',
      'dataset:gsm8k',
      'dataset:aqua_rat',
      'dataset:esnli',
      'dataset:quasc',
      'dataset:qed',
      'arxiv:2210.11416',
      'arxiv:1910.09700',
      ...TAIL_TAGS,
    ],
    downloads: 1_210_846,
    likes: 895,
    lastModified: '2023-07-17T12:48:39.000Z',
    gated: false,
    card: `---
language:
- en
- fr
- ro
- de
- multilingual

tags:
- text2text-generation

widget:
- text: "Translate to German:  My name is Arthur"
  example_title: "Translation"
- text: "Please answer to the following question. Who is going to be the next Ballon d'or?"
  example_title: "Question Answering"

datasets:
- svakulenk0/qrecc
- taskmaster2
- djaym7/wiki_dialog
- deepmind/code_contests
- lambada
- gsm8k
- aqua_rat
- esnli
- quasc
- qed

license: apache-2.0
---

# Model Card for FLAN-T5 base

<img src="https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/transformers/model_doc/flan2_architecture.jpg"
alt="drawing" width="600"/>

# TL;DR

If you already know T5, FLAN-T5 is just better at everything. For the same number of parameters, these models have been fine-tuned on more than 1000 additional tasks covering also more languages.
As mentioned in the first few lines of the abstract :
>  Flan-PaLM 540B achieves state-of-the-art performance on several benchmarks, such as 75.2% on five-shot MMLU. We also publicly release Flan-T5 checkpoints,1 which achieve strong few-shot performance even compared to much larger models, such as PaLM 62B. Overall, instruction finetuning is a general method for improving the performance and usability of pretrained language models.

# Usage

\`\`\`python
from transformers import T5Tokenizer, T5ForConditionalGeneration

tokenizer = T5Tokenizer.from_pretrained("google/flan-t5-base")
model = T5ForConditionalGeneration.from_pretrained("google/flan-t5-base")

input_text = "translate English to German: How old are you?"
input_ids = tokenizer(input_text, return_tensors="pt").input_ids

outputs = model.generate(input_ids)
print(tokenizer.decode(outputs[0]))
\`\`\`
`,
    files: [
      gitattributes('model'),
      textFile(
        'config.json',
        `{
  "architectures": [
    "T5ForConditionalGeneration"
  ],
  "d_ff": 2048,
  "d_kv": 64,
  "d_model": 768,
  "decoder_start_token_id": 0,
  "dense_act_fn": "gelu_new",
  "dropout_rate": 0.1,
  "eos_token_id": 1,
  "feed_forward_proj": "gated-gelu",
  "initializer_factor": 1.0,
  "is_encoder_decoder": true,
  "is_gated_act": true,
  "layer_norm_epsilon": 1e-06,
  "model_type": "t5",
  "n_positions": 512,
  "num_decoder_layers": 12,
  "num_heads": 12,
  "num_layers": 12,
  "output_past": true,
  "pad_token_id": 0,
  "relative_attention_max_distance": 128,
  "relative_attention_num_buckets": 32,
${TASK_SPECIFIC_PARAMS}
  "tie_word_embeddings": false,
  "transformers_version": "4.23.1",
  "use_cache": true,
  "vocab_size": 32128
}
`,
      ),
      lfsFile('flax_model.msgpack', 990_170_815),
      generationConfig('4.27.0.dev0'),
      lfsFile('model.safetensors', 990_345_061),
      lfsFile('pytorch_model.bin', 990_406_605),
      lfsFile('special_tokens_map.json', 2_201),
      lfsFile('spiece.model', 791_656),
      lfsFile('tf_model.h5', 990_618_384),
      lfsFile('tokenizer.json', 2_424_064),
      lfsFile('tokenizer_config.json', 2_539),
    ],
  },
];
