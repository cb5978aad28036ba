import { gitattributes, lfsFile, textFile, type CatalogueEntry } from '../catalogue-entry';

/** Decoder-only models of their own architectures: GPT-2 (`gpt2`) and StarCoder2 (`starcoder2`). */
export const GPT2_STARCODER2: CatalogueEntry[] = [
  {
    id: 'openai-community/gpt2',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'pytorch',
      'tf',
      'jax',
      'tflite',
      'rust',
      'onnx',
      'safetensors',
      'gpt2',
      'text-generation',
      'exbert',
      'en',
      'doi:10.57967/hf/0039',
      'license:mit',
      'autotrain_compatible',
      'text-generation-inference',
      'endpoints_compatible',
      'region:us',
    ],
    downloads: 11_806_147,
    likes: 2_871,
    lastModified: '2024-02-19T10:57:45.000Z',
    gated: false,
    card: `---
language: en
tags:
- exbert

license: mit
---


# GPT-2

Test the whole generation capabilities here: https://transformer.huggingface.co/doc/gpt2-large

Pretrained model on English language using a causal language modeling (CLM) objective. It was introduced in
[this paper](https://d4mucfpksywv.cloudfront.net/better-language-models/language_models_are_unsupervised_multitask_learners.pdf)
and first released at [this page](https://openai.com/blog/better-language-models/).

Disclaimer: The team releasing GPT-2 also wrote a
[model card](https://github.com/openai/gpt-2/blob/master/model_card.md) for their model. Content from this model card
has been written by the Hugging Face team to complete the information they provided and give specific examples of bias.

## Model description

GPT-2 is a transformers model pretrained on a very large corpus of English data in a self-supervised fashion. This
means it was pretrained on the raw texts only, with no humans labelling them in any way (which is why it can use lots
of publicly available data) with an automatic process to generate inputs and labels from those texts. More precisely,
it was trained to guess the next word in sentences.

This is the **smallest** version of GPT-2, with 124M parameters.

**Related Models:** [GPT-Large](https://huggingface.co/gpt2-large), [GPT-Medium](https://huggingface.co/gpt2-medium) and [GPT-XL](https://huggingface.co/gpt2-xl)

## Intended uses & limitations

You can use the raw model for text generation or fine-tune it to a downstream task. See the
[model hub](https://huggingface.co/models?filter=gpt2) to look for fine-tuned versions on a task that interests you.

### How to use

You can use this model directly with a pipeline for text generation. Since the generation relies on some randomness, we
set a seed for reproducibility:

\`\`\`python
>>> from transformers import pipeline, set_seed
>>> generator = pipeline('text-generation', model='gpt2')
>>> set_seed(42)
>>> generator("Hello, I'm a language model,", max_length=30, num_return_sequences=5)
\`\`\`

## Training data

The OpenAI team wanted to train this model on a corpus as large as possible. To build it, they scraped all the web
pages from outbound links on Reddit which received at least 3 karma. Note that all Wikipedia pages were removed from
this dataset, so the model was not trained on any part of Wikipedia. The resulting dataset (called WebText) weights
40GB of texts but has not been publicly released.

### BibTeX entry and citation info

\`\`\`bibtex
@article{radford2019language,
  title={Language Models are Unsupervised Multitask Learners},
  author={Radford, Alec and Wu, Jeff and Child, Rewon and Luan, David and Amodei, Dario and Sutskever, Ilya},
  year={2019}
}
\`\`\`
`,
    files: [
      gitattributes('model'),
      lfsFile('64-8bits.tflite', 125_162_496),
      lfsFile('64-fp16.tflite', 248_269_688),
      lfsFile('64.tflite', 495_875_164),
      textFile(
        'config.json',
        `{
  "activation_function": "gelu_new",
  "architectures": [
    "GPT2LMHeadModel"
  ],
  "attn_pdrop": 0.1,
  "bos_token_id": 50256,
  "embd_pdrop": 0.1,
  "eos_token_id": 50256,
  "initializer_range": 0.02,
  "layer_norm_epsilon": 1e-05,
  "model_type": "gpt2",
  "n_ctx": 1024,
  "n_embd": 768,
  "n_head": 12,
  "n_layer": 12,
  "n_positions": 1024,
  "resid_pdrop": 0.1,
  "summary_activation": null,
  "summary_first_dropout": 0.1,
  "summary_proj_to_labels": true,
  "summary_type": "cls_index",
  "summary_use_proj": true,
  "task_specific_params": {
    "text-generation": {
      "do_sample": true,
      "max_length": 50
    }
  },
  "vocab_size": 50257
}
`,
      ),
      lfsFile('flax_model.msgpack', 497_764_120),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 50256,
  "eos_token_id": 50256,
  "transformers_version": "4.26.0.dev0"
}
`,
      ),
      lfsFile('merges.txt', 456_318),
      lfsFile('model.safetensors', 548_105_171),
      lfsFile('onnx/config.json', 879),
      lfsFile('onnx/decoder_model.onnx', 653_665_842),
      lfsFile('onnx/decoder_model_merged.onnx', 655_189_694),
      lfsFile('onnx/decoder_with_past_model.onnx', 653_672_649),
      lfsFile('onnx/generation_config.json', 119),
      lfsFile('onnx/merges.txt', 456_318),
      lfsFile('onnx/special_tokens_map.json', 99),
      lfsFile('onnx/tokenizer.json', 2_107_653),
      lfsFile('onnx/tokenizer_config.json', 234),
      lfsFile('onnx/vocab.json', 798_156),
      lfsFile('pytorch_model.bin', 548_118_077),
      lfsFile('rust_model.ot', 702_517_648),
      lfsFile('tf_model.h5', 497_933_648),
      lfsFile('tokenizer.json', 1_355_256),
      textFile('tokenizer_config.json', '{"model_max_length": 1024}'),
      lfsFile('vocab.json', 1_042_301),
    ],
  },
  {
    id: 'bigcode/starcoder2-3b',
    repoType: 'model',
    pipelineTag: 'text-generation',
    tags: [
      'transformers',
      'safetensors',
      'starcoder2',
      'text-generation',
      'code',
      'dataset:bigcode/the-stack-v2-train',
      'arxiv:2305.13245',
      'arxiv:2205.14135',
      'arxiv:2004.05150',
      'arxiv:2207.14255',
      'arxiv:2402.19173',
      'license:bigcode-openrail-m',
      'model-index',
      'autotrain_compatible',
      'text-generation-inference',
      'endpoints_compatible',
      'region:us',
    ],
    downloads: 203_581,
    likes: 187,
    lastModified: '2024-03-04T13:27:40.000Z',
    gated: false,
    card: `---
pipeline_tag: text-generation
inference: true
widget:
- text: 'def print_hello_world():'
  example_title: Hello world
  group: Python
datasets:
- bigcode/the-stack-v2-train
license: bigcode-openrail-m
library_name: transformers
tags:
- code
---

# StarCoder2

<center>
    <img src="https://huggingface.co/datasets/bigcode/admin_private/resolve/main/starcoder2_banner.png" alt="SC2" width="900" height="600">
</center>

## Model Summary

StarCoder2-3B model is a 3B parameter model trained on 17 programming languages from [The Stack v2](https://huggingface.co/datasets/bigcode/the-stack-v2-train), with opt-out requests excluded. The model uses [Grouped Query Attention](https://arxiv.org/abs/2305.13245), [a context window of 16,384 tokens](https://arxiv.org/abs/2205.14135) with [a sliding window attention of 4,096 tokens](https://arxiv.org/abs/2004.05150v2),  and was trained using the [Fill-in-the-Middle objective](https://arxiv.org/abs/2207.14255) on 3+ trillion tokens.

- **Project Website:** [bigcode-project.org](https://www.bigcode-project.org)
- **Paper:** [Link](https://huggingface.co/papers/2402.19173)
- **Point of Contact:** [contact@bigcode-project.org](mailto:contact@bigcode-project.org)
- **Languages:** 17 Programming languages

## Use

### Intended use

The model was trained on GitHub code as well as additional selected data sources such as Arxiv and Wikipedia. As such it is _not_ an instruction model and commands like "Write a function that computes the square root." do not work well.

### Generation

\`\`\`python
from transformers import AutoModelForCausalLM, AutoTokenizer

checkpoint = "bigcode/starcoder2-3b"
device = "cuda" # for GPU usage or "cpu" for CPU usage

tokenizer = AutoTokenizer.from_pretrained(checkpoint)
model = AutoModelForCausalLM.from_pretrained(checkpoint).to(device)

inputs = tokenizer.encode("def print_hello_world():", return_tensors="pt").to(device)
outputs = model.generate(inputs)
print(tokenizer.decode(outputs[0]))
\`\`\`

# License

The model is licensed under the BigCode OpenRAIL-M v1 license agreement. You can find the full agreement [here](https://huggingface.co/spaces/bigcode/bigcode-model-license-agreement).
`,
    files: [
      gitattributes('model'),
      textFile(
        'config.json',
        `{
  "architectures": [
    "Starcoder2ForCausalLM"
  ],
  "attention_dropout": 0.1,
  "residual_dropout": 0.1,
  "embedding_dropout": 0.1,
  "bos_token_id": 0,
  "eos_token_id": 0,
  "hidden_act": "gelu_pytorch_tanh",
  "hidden_size": 3072,
  "initializer_range": 0.018042,
  "intermediate_size": 12288,
  "layer_norm_epsilon": 1e-05,
  "max_position_embeddings": 16384,
  "mlp_type": "default",
  "model_type": "starcoder2",
  "norm_epsilon": 1e-05,
  "norm_type": "layer_norm",
  "num_attention_heads": 24,
  "num_hidden_layers": 30,
  "num_key_value_heads": 2,
  "rope_theta": 999999.4420358813,
  "sliding_window": 4096,
  "torch_dtype": "float32",
  "transformers_version": "4.37.0.dev0",
  "use_bias": true,
  "use_cache": true,
  "vocab_size": 49152
}
`,
      ),
      textFile(
        'generation_config.json',
        `{
  "_from_model_config": true,
  "bos_token_id": 0,
  "eos_token_id": 0,
  "transformers_version": "4.37.0.dev0"
}
`,
      ),
      lfsFile('merges.txt', 442_978),
      lfsFile('model.safetensors', 12_128_427_912),
      lfsFile('special_tokens_map.json', 958),
      lfsFile('tokenizer.json', 2_061_106),
      lfsFile('tokenizer_config.json', 7_128),
      lfsFile('vocab.json', 777_567),
    ],
  },
];
