import { gitattributes, lfsFile, textFile, type CatalogueEntry } from '../catalogue-entry';

/** Encoders of the BERT line (`model_type` bert and distilbert), including two sentence-embedding models. */

const BERT_CARD_DATA = `language: en
tags:
- exbert
license: apache-2.0
datasets:
- bookcorpus
- wikipedia`;

const poolingConfig = (mode: 'cls' | 'mean') =>
  textFile(
    '1_Pooling/config.json',
    `{
  "word_embedding_dimension": 384,
  "pooling_mode_cls_token": ${mode === 'cls'},
  "pooling_mode_mean_tokens": ${mode === 'mean'},
  "pooling_mode_max_tokens": false,
  "pooling_mode_mean_sqrt_len_tokens": false
}`,
  );

/** The three modules of a sentence-transformers model that normalises its embeddings. */
const MODULES = textFile(
  'modules.json',
  `[
  {
    "idx": 0,
    "name": "0",
    "path": "",
    "type": "sentence_transformers.models.Transformer"
  },
  {
    "idx": 1,
    "name": "1",
    "path": "1_Pooling",
    "type": "sentence_transformers.models.Pooling"
  },
  {
    "idx": 2,
    "name": "2",
    "path": "2_Normalize",
    "type": "sentence_transformers.models.Normalize"
  }
]`,
);

const UNCASED_VOCAB = lfsFile('vocab.txt', 231_508);

export const BERT: CatalogueEntry[] = [
  {
    id: 'google-bert/bert-base-uncased',
    repoType: 'model',
    pipelineTag: 'fill-mask',
    tags: [
      'transformers',
      'pytorch',
      'tf',
      'jax',
      'rust',
      'coreml',
      'onnx',
      'safetensors',
      'bert',
      'fill-mask',
      'exbert',
      'en',
      'dataset:bookcorpus',
      'dataset:wikipedia',
      'arxiv:1810.04805',
      'license:apache-2.0',
      'autotrain_compatible',
      'endpoints_compatible',
      'region:us',
    ],
    downloads: 54_318_702,
    likes: 2_306,
    lastModified: '2024-02-19T11:06:12.000Z',
    gated: false,
    card: `---
${BERT_CARD_DATA}
---

# BERT base model (uncased)

Pretrained model on English language using a masked language modeling (MLM) objective. It was introduced in
[this paper](https://arxiv.org/abs/1810.04805) and first released in
[this repository](https://github.com/google-research/bert). This model is uncased: it does not make a difference
between english and English.

Disclaimer: The team releasing BERT did not write a model card for this model so this model card has been written by
the Hugging Face team.

## Model description

BERT is a transformers model pretrained on a large corpus of English data in a self-supervised fashion. This means it
was pretrained on the raw texts only, with no humans labeling them in any way (which is why it can use lots of
publicly available data) with an automatic process to generate inputs and labels from those texts. More precisely, it
was pretrained with two objectives:

- Masked language modeling (MLM): taking a sentence, the model randomly masks 15% of the words in the input then run
  the entire masked sentence through the model and has to predict the masked words.
- Next sentence prediction (NSP): the models concatenates two masked sentences as inputs during pretraining.

## Model variations

BERT has originally been released in base and large variations, for cased and uncased input text. The uncased models also strips out an accent markers.
Chinese and multilingual uncased and cased versions followed shortly after.

| Model | #params | Language |
|------------------------|--------------------------------|-------|
| [\`bert-base-uncased\`](https://huggingface.co/bert-base-uncased) | 110M   | English |
| [\`bert-large-uncased\`](https://huggingface.co/bert-large-uncased)              | 340M    | English |
| [\`bert-base-cased\`](https://huggingface.co/bert-base-cased)        | 110M    | English |
| [\`bert-large-cased\`](https://huggingface.co/bert-large-cased) | 340M    |  English |

## Intended uses & limitations

You can use the raw model for either masked language modeling or next sentence prediction, but it's mostly intended to
be fine-tuned on a downstream task.

### How to use

You can use this model directly with a pipeline for masked language modeling:

\`\`\`python
>>> from transformers import pipeline
>>> unmasker = pipeline('fill-mask', model='bert-base-uncased')
>>> unmasker("Hello I'm a [MASK] model.")
\`\`\`

### BibTeX entry and citation info

\`\`\`bibtex
@article{DBLP:journals/corr/abs-1810-04805,
  author    = {Jacob Devlin and
               Ming{-}Wei Chang and
               Kenton Lee and
               Kristina Toutanova},
  title     = {{BERT:} Pre-training of Deep Bidirectional Transformers for Language
               Understanding},
  journal   = {CoRR},
  volume    = {abs/1810.04805},
  year      = {2018},
  url       = {http://arxiv.org/abs/1810.04805}
}
\`\`\`
`,
    files: [
      gitattributes('model'),
      lfsFile('LICENSE', 11_357),
      textFile(
        'config.json',
        `{
  "architectures": [
    "BertForMaskedLM"
  ],
  "attention_probs_dropout_prob": 0.1,
  "gradient_checkpointing": false,
  "hidden_act": "gelu",
  "hidden_dropout_prob": 0.1,
  "hidden_size": 768,
  "initializer_range": 0.02,
  "intermediate_size": 3072,
  "layer_norm_eps": 1e-12,
  "max_position_embeddings": 512,
  "model_type": "bert",
  "num_attention_heads": 12,
  "num_hidden_layers": 12,
  "pad_token_id": 0,
  "position_embedding_type": "absolute",
  "transformers_version": "4.6.0.dev0",
  "type_vocab_size": 2,
  "use_cache": true,
  "vocab_size": 30522
}
`,
      ),
      lfsFile('coreml/fill-mask/float32_model.mlpackage/Data/com.apple.CoreML/model.mlmodel', 164_911),
      lfsFile('coreml/fill-mask/float32_model.mlpackage/Data/com.apple.CoreML/weights/weight.bin', 531_833_856),
      lfsFile('coreml/fill-mask/float32_model.mlpackage/Manifest.json', 617),
      lfsFile('flax_model.msgpack', 438_064_459),
      lfsFile('model.onnx', 532_091_246),
      lfsFile('model.safetensors', 440_449_768),
      lfsFile('pytorch_model.bin', 440_473_133),
      lfsFile('rust_model.ot', 534_240_408),
      lfsFile('tf_model.h5', 536_063_208),
      lfsFile('tokenizer.json', 466_062),
      textFile('tokenizer_config.json', '{"do_lower_case": true, "model_max_length": 512}'),
      UNCASED_VOCAB,
    ],
  },
  {
    id: 'distilbert/distilbert-base-uncased',
    repoType: 'model',
    pipelineTag: 'fill-mask',
    tags: [
      'transformers',
      'pytorch',
      'tf',
      'jax',
      'rust',
      'safetensors',
      'distilbert',
      'fill-mask',
      'exbert',
      'en',
      'dataset:bookcorpus',
      'dataset:wikipedia',
      'arxiv:1910.01108',
      'license:apache-2.0',
      'autotrain_compatible',
      'endpoints_compatible',
      'region:us',
    ],
    downloads: 12_243_915,
    likes: 704,
    lastModified: '2024-05-06T13:44:53.000Z',
    gated: false,
    card: `---
${BERT_CARD_DATA}
---

# DistilBERT base model (uncased)

This model is a distilled version of the [BERT base model](https://huggingface.co/bert-base-uncased). It was
introduced in [this paper](https://arxiv.org/abs/1910.01108). The code for the distillation process can be found
[here](https://github.com/huggingface/transformers/tree/main/examples/research_projects/distillation). This model is uncased: it does
not make a difference between english and English.

## Model description

DistilBERT is a transformers model, smaller and faster than BERT, which was pretrained on the same corpus in a
self-supervised fashion, using the BERT base model as a teacher. This means it was pretrained on the raw texts only,
with no humans labelling them in any way (which is why it can use lots of publicly available data) with an automatic
process to generate inputs and labels from those texts using the BERT base model.

## Intended uses & limitations

You can use the raw model for either masked language modeling or next sentence prediction, but it's mostly intended to
be fine-tuned on a downstream task.

### How to use

You can use this model directly with a pipeline for masked language modeling:

\`\`\`python
>>> from transformers import pipeline
>>> unmasker = pipeline('fill-mask', model='distilbert-base-uncased')
>>> unmasker("Hello I'm a [MASK] model.")
\`\`\`

### BibTeX entry and citation info

\`\`\`bibtex
@article{Sanh2019DistilBERTAD,
  title={DistilBERT, a distilled version of BERT: smaller, faster, cheaper and lighter},
  author={Victor Sanh and Lysandre Debut and Julien Chaumond and Thomas Wolf},
  journal={ArXiv},
  year={2019},
  volume={abs/1910.01108}
}
\`\`\`
`,
    files: [
      gitattributes('model'),
      lfsFile('LICENSE', 11_357),
      textFile(
        'config.json',
        `{
  "activation": "gelu",
  "architectures": [
    "DistilBertForMaskedLM"
  ],
  "attention_dropout": 0.1,
  "dim": 768,
  "dropout": 0.1,
  "hidden_dim": 3072,
  "initializer_range": 0.02,
  "max_position_embeddings": 512,
  "model_type": "distilbert",
  "n_heads": 12,
  "n_layers": 6,
  "pad_token_id": 0,
  "qa_dropout": 0.1,
  "seq_classif_dropout": 0.2,
  "sinusoidal_pos_embds": false,
  "tie_weights_": true,
  "transformers_version": "4.10.0.dev0",
  "vocab_size": 30522
}
`,
      ),
      lfsFile('flax_model.msgpack', 267_949_840),
      lfsFile('model.safetensors', 267_954_768),
      lfsFile('pytorch_model.bin', 267_967_963),
      lfsFile('rust_model.ot', 267_968_216),
      lfsFile('tf_model.h5', 363_423_424),
      lfsFile('tokenizer.json', 466_062),
      textFile('tokenizer_config.json', '{"do_lower_case": true}'),
      UNCASED_VOCAB,
    ],
  },
  {
    id: 'sentence-transformers/all-MiniLM-L6-v2',
    repoType: 'model',
    pipelineTag: 'sentence-similarity',
    tags: [
      'sentence-transformers',
      'pytorch',
      'tf',
      'rust',
      'onnx',
      'safetensors',
      'openvino',
      'bert',
      'feature-extraction',
      'sentence-similarity',
      'transformers',
      'en',
      'dataset:s2orc',
      'dataset:flax-sentence-embeddings/stackexchange_xml',
      'dataset:ms_marco',
      'dataset:gooaq',
      'dataset:yahoo_answers_topics',
      'dataset:code_search_net',
      'dataset:search_qa',
      'dataset:eli5',
      'dataset:snli',
      'dataset:multi_nli',
      'dataset:wikihow',
      'dataset:natural_questions',
      'dataset:trivia_qa',
      'arxiv:1904.06472',
      'arxiv:2102.07033',
      'arxiv:2104.08727',
      'arxiv:1704.05179',
      'arxiv:1810.09305',
      'license:apache-2.0',
      'autotrain_compatible',
      'text-embeddings-inference',
      'endpoints_compatible',
      'region:us',
    ],
    downloads: 83_964_021,
    likes: 3_715,
    lastModified: '2025-03-06T13:37:44.000Z',
    gated: false,
    card: `---
language: en
license: apache-2.0
library_name: sentence-transformers
tags:
- sentence-transformers
- feature-extraction
- sentence-similarity
- transformers
datasets:
- s2orc
- flax-sentence-embeddings/stackexchange_xml
- ms_marco
- gooaq
- yahoo_answers_topics
- code_search_net
- search_qa
- eli5
- snli
- multi_nli
- wikihow
- natural_questions
- trivia_qa
pipeline_tag: sentence-similarity
---


# all-MiniLM-L6-v2
This is a [sentence-transformers](https://www.SBERT.net) model: It maps sentences & paragraphs to a 384 dimensional dense vector space and can be used for tasks like clustering or semantic search.

## Usage (Sentence-Transformers)
Using this model becomes easy when you have [sentence-transformers](https://www.SBERT.net) installed:

\`\`\`
pip install -U sentence-transformers
\`\`\`

Then you can use the model like this:
\`\`\`python
from sentence_transformers import SentenceTransformer
sentences = ["This is an example sentence", "Each sentence is converted"]

model = SentenceTransformer('sentence-transformers/all-MiniLM-L6-v2')
embeddings = model.encode(sentences)
print(embeddings)
\`\`\`

## Background

The project aims to train sentence embedding models on very large sentence level datasets using a self-supervised
contrastive learning objective. We used the pretrained [\`nreimers/MiniLM-L6-H384-uncased\`](https://huggingface.co/nreimers/MiniLM-L6-H384-uncased) model and fine-tuned in on a
1B sentence pairs dataset. We use a contrastive learning objective: given a sentence from the pair, the model should predict which out of a set of randomly sampled other sentences, was actually paired with it in our dataset.

## Intended uses

Our model is intended to be used as a sentence and short paragraph encoder. Given an input text, it outputs a vector which captures
the semantic information. The sentence vector may be used for information retrieval, clustering or sentence similarity tasks.

By default, input text longer than 256 word pieces is truncated.
`,
    files: [
      gitattributes('model'),
      poolingConfig('mean'),
      textFile(
        'config.json',
        `{
  "_name_or_path": "nreimers/MiniLM-L6-H384-uncased",
  "architectures": [
    "BertModel"
  ],
  "attention_probs_dropout_prob": 0.1,
  "gradient_checkpointing": false,
  "hidden_act": "gelu",
  "hidden_dropout_prob": 0.1,
  "hidden_size": 384,
  "initializer_range": 0.02,
  "intermediate_size": 1536,
  "layer_norm_eps": 1e-12,
  "max_position_embeddings": 512,
  "model_type": "bert",
  "num_attention_heads": 12,
  "num_hidden_layers": 6,
  "pad_token_id": 0,
  "position_embedding_type": "absolute",
  "transformers_version": "4.8.2",
  "type_vocab_size": 2,
  "use_cache": true,
  "vocab_size": 30522
}
`,
      ),
      textFile(
        'config_sentence_transformers.json',
        `{
  "__version__": {
    "sentence_transformers": "2.0.0",
    "transformers": "4.6.1",
    "pytorch": "1.8.1"
  }
}`,
      ),
      lfsFile('data_config.json', 39_265),
      lfsFile('model.safetensors', 90_868_376),
      MODULES,
      lfsFile('onnx/model.onnx', 90_405_214),
      lfsFile('onnx/model_O4.onnx', 45_248_311),
      lfsFile('onnx/model_qint8_avx512.onnx', 23_026_053),
      lfsFile('openvino/openvino_model.bin', 90_265_744),
      lfsFile('openvino/openvino_model.xml', 211_315),
      lfsFile('pytorch_model.bin', 90_888_945),
      lfsFile('rust_model.ot', 90_887_379),
      textFile('sentence_bert_config.json', '{\n  "max_seq_length": 256,\n  "do_lower_case": false\n}'),
      lfsFile('special_tokens_map.json', 112),
      lfsFile('tf_model.h5', 91_005_696),
      lfsFile('tokenizer.json', 466_247),
      lfsFile('tokenizer_config.json', 350),
      lfsFile('train_script.py', 13_156),
      UNCASED_VOCAB,
    ],
  },
  {
    id: 'BAAI/bge-small-en-v1.5',
    repoType: 'model',
    pipelineTag: 'feature-extraction',
    tags: [
      'sentence-transformers',
      'pytorch',
      'onnx',
      'safetensors',
      'bert',
      'feature-extraction',
      'sentence-similarity',
      'transformers',
      'mteb',
      'en',
      'arxiv:2401.03462',
      'arxiv:2312.15503',
      'arxiv:2311.13534',
      'arxiv:2310.07554',
      'arxiv:2309.07597',
      'license:mit',
      'model-index',
      'autotrain_compatible',
      'text-embeddings-inference',
      'endpoints_compatible',
      'region:us',
    ],
    downloads: 3_027_441,
    likes: 347,
    lastModified: '2024-02-22T03:36:23.000Z',
    gated: false,
    card: `---
tags:
- sentence-transformers
- feature-extraction
- sentence-similarity
- transformers
- mteb
license: mit
language:
- en
---

<h1 align="center">FlagEmbedding</h1>

For more details please refer to our Github: [FlagEmbedding](https://github.com/FlagOpen/FlagEmbedding).

If you are looking for a model that supports more languages, longer texts, and other retrieval methods, you can try using [bge-m3](https://huggingface.co/BAAI/bge-m3).

FlagEmbedding focuses on retrieval-augmented LLMs, consisting of the following projects currently:

- **Long-Context LLM**: [Activation Beacon](https://github.com/FlagOpen/FlagEmbedding/tree/master/Long_LLM/activation_beacon)
- **Fine-tuning of LM** : [LM-Cocktail](https://github.com/FlagOpen/FlagEmbedding/tree/master/LM_Cocktail)
- **Dense Retrieval**: [BGE-M3](https://huggingface.co/BAAI/bge-m3), [LLM Embedder](https://github.com/FlagOpen/FlagEmbedding/tree/master/FlagEmbedding/llm_embedder), [BGE Embedding](https://github.com/FlagOpen/FlagEmbedding/tree/master/FlagEmbedding/baai_general_embedding)
- **Reranker Model**: [BGE Reranker](https://github.com/FlagOpen/FlagEmbedding/tree/master/FlagEmbedding/reranker)
- **Benchmark**: [C-MTEB](https://github.com/FlagOpen/FlagEmbedding/tree/master/C_MTEB)

## Usage

#### Using Sentence-Transformers

\`\`\`python
from sentence_transformers import SentenceTransformer
sentences_1 = ["样例数据-1", "样例数据-2"]
sentences_2 = ["样例数据-3", "样例数据-4"]
model = SentenceTransformer('BAAI/bge-small-en-v1.5')
embeddings_1 = model.encode(sentences_1, normalize_embeddings=True)
embeddings_2 = model.encode(sentences_2, normalize_embeddings=True)
similarity = embeddings_1 @ embeddings_2.T
print(similarity)
\`\`\`

## License
FlagEmbedding is licensed under the [MIT License](https://github.com/FlagOpen/FlagEmbedding/blob/master/LICENSE). The released models can be used for commercial purposes free of charge.
`,
    files: [
      gitattributes('model'),
      poolingConfig('cls'),
      textFile(
        'config.json',
        `{
  "_name_or_path": "/root/.cache/torch/sentence_transformers/BAAI_bge-small-en/",
  "architectures": [
    "BertModel"
  ],
  "attention_probs_dropout_prob": 0.1,
  "classifier_dropout": null,
  "hidden_act": "gelu",
  "hidden_dropout_prob": 0.1,
  "hidden_size": 384,
  "id2label": {
    "0": "LABEL_0"
  },
  "initializer_range": 0.02,
  "intermediate_size": 1536,
  "label2id": {
    "LABEL_0": 0
  },
  "layer_norm_eps": 1e-12,
  "max_position_embeddings": 512,
  "model_type": "bert",
  "num_attention_heads": 12,
  "num_hidden_layers": 12,
  "pad_token_id": 0,
  "position_embedding_type": "absolute",
  "torch_dtype": "float32",
  "transformers_version": "4.30.0",
  "type_vocab_size": 2,
  "use_cache": true,
  "vocab_size": 30522
}
`,
      ),
      lfsFile('config_sentence_transformers.json', 124),
      lfsFile('model.safetensors', 133_466_304),
      MODULES,
      lfsFile('onnx/model.onnx', 133_093_490),
      lfsFile('pytorch_model.bin', 133_508_397),
      textFile('sentence_bert_config.json', '{\n  "max_seq_length": 512,\n  "do_lower_case": true\n}'),
      lfsFile('special_tokens_map.json', 125),
      lfsFile('tokenizer.json', 711_396),
      lfsFile('tokenizer_config.json', 366),
      UNCASED_VOCAB,
    ],
  },
];
