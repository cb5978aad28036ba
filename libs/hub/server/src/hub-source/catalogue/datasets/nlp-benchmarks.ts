import { DATASET_LIBRARY_TAGS, gitattributes, lfsFile, type CatalogueEntry } from '../catalogue-entry';

/** Classic NLP benchmark datasets, all in the hub's converted Parquet layout (`<config>/<split>-0000n-of-0000m.parquet`). */

export const NLP_BENCHMARKS: CatalogueEntry[] = [
  {
    id: 'rajpurkar/squad',
    repoType: 'dataset',
    pipelineTag: null,
    tags: [
      'task_categories:question-answering',
      'task_ids:extractive-qa',
      'annotations_creators:crowdsourced',
      'language_creators:crowdsourced',
      'language_creators:found',
      'multilinguality:monolingual',
      'source_datasets:extended|wikipedia',
      'language:en',
      'license:cc-by-sa-4.0',
      'size_categories:10K<n<100K',
      'format:parquet',
      'modality:text',
      ...DATASET_LIBRARY_TAGS,
      'arxiv:1606.05250',
      'region:us',
    ],
    downloads: 81_442,
    likes: 303,
    lastModified: '2024-03-04T13:54:37.000Z',
    gated: false,
    card: `---
annotations_creators:
- crowdsourced
language_creators:
- crowdsourced
- found
language:
- en
license: cc-by-sa-4.0
multilinguality:
- monolingual
size_categories:
- 10K<n<100K
source_datasets:
- extended|wikipedia
task_categories:
- question-answering
task_ids:
- extractive-qa
paperswithcode_id: squad
pretty_name: SQuAD
dataset_info:
  config_name: plain_text
  features:
  - name: id
    dtype: string
  - name: title
    dtype: string
  - name: context
    dtype: string
  - name: question
    dtype: string
  - name: answers
    sequence:
    - name: text
      dtype: string
    - name: answer_start
      dtype: int32
  splits:
  - name: train
    num_bytes: 79346108
    num_examples: 87599
  - name: validation
    num_bytes: 10472984
    num_examples: 10570
  download_size: 16278203
  dataset_size: 89819092
configs:
- config_name: plain_text
  data_files:
  - split: train
    path: plain_text/train-*
  - split: validation
    path: plain_text/validation-*
  default: true
---

# Dataset Card for SQuAD

## Dataset Description

- **Homepage:** https://rajpurkar.github.io/SQuAD-explorer/
- **Repository:** https://github.com/rajpurkar/SQuAD-explorer
- **Paper:** https://arxiv.org/abs/1606.05250

### Dataset Summary

Stanford Question Answering Dataset (SQuAD) is a reading comprehension dataset, consisting of questions posed by crowdworkers on a set of Wikipedia articles, where the answer to every question is a segment of text, or span, from the corresponding reading passage, or the question might be unanswerable.

SQuAD 1.1 contains 100,000+ question-answer pairs on 500+ articles.

### Languages

English (\`en\`).

## Dataset Structure

### Data Instances

An example of 'train' looks as follows.
\`\`\`
{
    "answers": {
        "answer_start": [1],
        "text": ["This is a test text"]
    },
    "context": "This is a test context.",
    "id": "1",
    "question": "Is this a test?",
    "title": "train test"
}
\`\`\`

### Data Fields

- \`id\`: a \`string\` feature.
- \`title\`: a \`string\` feature.
- \`context\`: a \`string\` feature.
- \`question\`: a \`string\` feature.
- \`answers\`: a dictionary feature containing:
  - \`text\`: a \`string\` feature.
  - \`answer_start\`: a \`int32\` feature.

### Data Splits

| name     |train|validation|
|----------|----:|---------:|
|plain_text|87599|     10570|

### Licensing Information

The dataset is distributed under the CC BY-SA 4.0 license.

### Citation Information

\`\`\`
@inproceedings{rajpurkar-etal-2016-squad,
    title = "{SQ}u{AD}: 100,000+ Questions for Machine Comprehension of Text",
    author = "Rajpurkar, Pranav  and Zhang, Jian  and Lopyrev, Konstantin  and Liang, Percy",
    booktitle = "Proceedings of the 2016 Conference on Empirical Methods in Natural Language Processing",
    month = nov,
    year = "2016",
    address = "Austin, Texas",
    publisher = "Association for Computational Linguistics",
    url = "https://aclanthology.org/D16-1264",
    doi = "10.18653/v1/D16-1264",
    pages = "2383--2392",
}
\`\`\`
`,
    files: [
      gitattributes('dataset'),
      lfsFile('plain_text/train-00000-of-00001.parquet', 14_458_314),
      lfsFile('plain_text/validation-00000-of-00001.parquet', 1_819_889),
    ],
  },
  {
    id: 'stanfordnlp/imdb',
    repoType: 'dataset',
    pipelineTag: null,
    tags: [
      'task_categories:text-classification',
      'task_ids:sentiment-classification',
      'annotations_creators:expert-generated',
      'language_creators:expert-generated',
      'multilinguality:monolingual',
      'source_datasets:original',
      'language:en',
      'license:other',
      'size_categories:100K<n<1M',
      'format:parquet',
      'modality:text',
      ...DATASET_LIBRARY_TAGS,
      'region:us',
    ],
    downloads: 152_690,
    likes: 297,
    lastModified: '2024-01-04T12:09:45.000Z',
    gated: false,
    card: `---
annotations_creators:
- expert-generated
language_creators:
- expert-generated
language:
- en
license:
- other
multilinguality:
- monolingual
size_categories:
- 10K<n<100K
source_datasets:
- original
task_categories:
- text-classification
task_ids:
- sentiment-classification
paperswithcode_id: imdb-movie-reviews
pretty_name: IMDB
dataset_info:
  config_name: plain_text
  features:
  - name: text
    dtype: string
  - name: label
    dtype:
      class_label:
        names:
          '0': neg
          '1': pos
  splits:
  - name: train
    num_bytes: 33432823
    num_examples: 25000
  - name: test
    num_bytes: 32650685
    num_examples: 25000
  - name: unsupervised
    num_bytes: 67106794
    num_examples: 50000
  download_size: 83446840
  dataset_size: 133190302
configs:
- config_name: plain_text
  data_files:
  - split: train
    path: plain_text/train-*
  - split: test
    path: plain_text/test-*
  - split: unsupervised
    path: plain_text/unsupervised-*
  default: true
---

# Dataset Card for "imdb"

## Dataset Description

- **Homepage:** [http://ai.stanford.edu/~amaas/data/sentiment/](http://ai.stanford.edu/~amaas/data/sentiment/)

### Dataset Summary

Large Movie Review Dataset.
This is a dataset for binary sentiment classification containing substantially more data than previous benchmark datasets. We provide a set of 25,000 highly polar movie reviews for training, and 25,000 for testing. There is additional unlabeled data for use as well.

## Dataset Structure

### Data Instances

#### plain_text

An example of 'train' looks as follows.
\`\`\`
{
    "label": 0,
    "text": "Goodbye world2\\n"
}
\`\`\`

### Data Fields

- \`text\`: a \`string\` feature.
- \`label\`: a classification label, with possible values including \`neg\` (0), \`pos\` (1).

### Data Splits

|   name   |train|unsupervised|test |
|----------|----:|-----------:|----:|
|plain_text|25000|       50000|25000|

### Citation Information

\`\`\`
@InProceedings{maas-EtAl:2011:ACL-HLT2011,
  author    = {Maas, Andrew L.  and  Daly, Raymond E.  and  Pham, Peter T.  and  Huang, Dan  and  Ng, Andrew Y.  and  Potts, Christopher},
  title     = {Learning Word Vectors for Sentiment Analysis},
  booktitle = {Proceedings of the 49th Annual Meeting of the Association for Computational Linguistics: Human Language Technologies},
  month     = {June},
  year      = {2011},
  address   = {Portland, Oregon, USA},
  publisher = {Association for Computational Linguistics},
  pages     = {142--150},
  url       = {http://www.aclweb.org/anthology/P11-1015}
}
\`\`\`
`,
    files: [
      gitattributes('dataset'),
      lfsFile('plain_text/test-00000-of-00001.parquet', 20_470_363),
      lfsFile('plain_text/train-00000-of-00001.parquet', 20_979_968),
      lfsFile('plain_text/unsupervised-00000-of-00001.parquet', 41_996_509),
    ],
  },
  {
    id: 'Salesforce/wikitext',
    repoType: 'dataset',
    pipelineTag: null,
    tags: [
      'task_categories:text-generation',
      'task_categories:fill-mask',
      'task_ids:language-modeling',
      'task_ids:masked-language-modeling',
      'annotations_creators:no-annotation',
      'language_creators:crowdsourced',
      'multilinguality:monolingual',
      'source_datasets:original',
      'language:en',
      'license:cc-by-sa-3.0',
      'license:gfdl',
      'size_categories:1M<n<10M',
      'format:parquet',
      'modality:text',
      ...DATASET_LIBRARY_TAGS,
      'arxiv:1609.07843',
      'region:us',
    ],
    downloads: 514_377,
    likes: 455,
    lastModified: '2024-01-04T16:49:18.000Z',
    gated: false,
    card: `---
annotations_creators:
- no-annotation
language_creators:
- crowdsourced
language:
- en
license:
- cc-by-sa-3.0
- gfdl
multilinguality:
- monolingual
size_categories:
- 1M<n<10M
source_datasets:
- original
task_categories:
- text-generation
- fill-mask
task_ids:
- language-modeling
- masked-language-modeling
paperswithcode_id: wikitext-2
pretty_name: WikiText
configs:
- config_name: wikitext-103-raw-v1
  data_files:
  - split: test
    path: wikitext-103-raw-v1/test-*
  - split: train
    path: wikitext-103-raw-v1/train-*
  - split: validation
    path: wikitext-103-raw-v1/validation-*
- config_name: wikitext-103-v1
  data_files:
  - split: test
    path: wikitext-103-v1/test-*
  - split: train
    path: wikitext-103-v1/train-*
  - split: validation
    path: wikitext-103-v1/validation-*
- config_name: wikitext-2-raw-v1
  data_files:
  - split: test
    path: wikitext-2-raw-v1/test-*
  - split: train
    path: wikitext-2-raw-v1/train-*
  - split: validation
    path: wikitext-2-raw-v1/validation-*
- config_name: wikitext-2-v1
  data_files:
  - split: test
    path: wikitext-2-v1/test-*
  - split: train
    path: wikitext-2-v1/train-*
  - split: validation
    path: wikitext-2-v1/validation-*
---

# Dataset Card for "wikitext"

## Dataset Description

- **Homepage:** [https://blog.salesforceairesearch.com/the-wikitext-long-term-dependency-language-modeling-dataset/](https://blog.salesforceairesearch.com/the-wikitext-long-term-dependency-language-modeling-dataset/)
- **Paper:** [Pointer Sentinel Mixture Models](https://arxiv.org/abs/1609.07843)

### Dataset Summary

The WikiText language modeling dataset is a collection of over 100 million tokens extracted from the set of verified
Good and Featured articles on Wikipedia. The dataset is available under the Creative Commons Attribution-ShareAlike License.

Compared to the preprocessed version of Penn Treebank (PTB), WikiText-2 is over 2 times larger and WikiText-103 is over
110 times larger. The WikiText dataset also features a far larger vocabulary and retains the original case, punctuation
and numbers - all of which are removed in PTB. As it is composed of full articles, the dataset is well suited for models
that can take advantage of long term dependencies.

Each subset comes in two different variants:
- Raw (for character level work) contain the raw tokens, before the addition of the <unk> (unknown) tokens.
- Non-raw (for word level work) contain only the tokens in their vocabulary (wiki.train.tokens, wiki.valid.tokens, and wiki.test.tokens).
  The out-of-vocabulary tokens have been replaced with the the <unk> token.

### Data Splits

| name              | train |validation|test|
|-------------------|------:|---------:|---:|
|wikitext-103-raw-v1|1801350|      3760|4358|
|wikitext-103-v1    |1801350|      3760|4358|
|wikitext-2-raw-v1  |  36718|      3760|4358|
|wikitext-2-v1      |  36718|      3760|4358|

### Licensing Information

The dataset is available under the [Creative Commons Attribution-ShareAlike License (CC BY-SA 4.0)](https://creativecommons.org/licenses/by-sa/4.0/).
`,
    files: [
      gitattributes('dataset'),
      lfsFile('wikitext-103-raw-v1/test-00000-of-00001.parquet', 732_610),
      lfsFile('wikitext-103-raw-v1/train-00000-of-00002.parquet', 156_987_808),
      lfsFile('wikitext-103-raw-v1/train-00001-of-00002.parquet', 157_088_770),
      lfsFile('wikitext-103-raw-v1/validation-00000-of-00001.parquet', 657_209),
      lfsFile('wikitext-103-v1/test-00000-of-00001.parquet', 721_735),
      lfsFile('wikitext-103-v1/train-00000-of-00002.parquet', 155_788_327),
      lfsFile('wikitext-103-v1/train-00001-of-00002.parquet', 155_714_258),
      lfsFile('wikitext-103-v1/validation-00000-of-00001.parquet', 644_101),
      lfsFile('wikitext-2-raw-v1/test-00000-of-00001.parquet', 732_610),
      lfsFile('wikitext-2-raw-v1/train-00000-of-00001.parquet', 6_357_543),
      lfsFile('wikitext-2-raw-v1/validation-00000-of-00001.parquet', 657_209),
      lfsFile('wikitext-2-v1/test-00000-of-00001.parquet', 685_430),
      lfsFile('wikitext-2-v1/train-00000-of-00001.parquet', 6_068_114),
      lfsFile('wikitext-2-v1/validation-00000-of-00001.parquet', 618_894),
    ],
  },
  {
    id: 'openai/gsm8k',
    repoType: 'dataset',
    pipelineTag: null,
    tags: [
      'task_categories:text2text-generation',
      'annotations_creators:crowdsourced',
      'language_creators:crowdsourced',
      'multilinguality:monolingual',
      'source_datasets:original',
      'language:en',
      'license:mit',
      'size_categories:10K<n<100K',
      'format:parquet',
      'modality:text',
      ...DATASET_LIBRARY_TAGS,
      'arxiv:2110.14168',
      'region:us',
      'math-word-problems',
    ],
    downloads: 402_118,
    likes: 798,
    lastModified: '2024-01-04T12:05:15.000Z',
    gated: false,
    card: `---
annotations_creators:
- crowdsourced
language_creators:
- crowdsourced
language:
- en
license:
- mit
multilinguality:
- monolingual
size_categories:
- 1K<n<10K
source_datasets:
- original
task_categories:
- text2text-generation
task_ids: []
paperswithcode_id: gsm8k
pretty_name: Grade School Math 8K
tags:
- math-word-problems
configs:
- config_name: main
  data_files:
  - split: train
    path: main/train-*
  - split: test
    path: main/test-*
- config_name: socratic
  data_files:
  - split: train
    path: socratic/train-*
  - split: test
    path: socratic/test-*
---

# Dataset Card for GSM8K

## Dataset Description

- **Homepage:** https://openai.com/blog/grade-school-math/
- **Repository:** https://github.com/openai/grade-school-math
- **Paper:** https://arxiv.org/abs/2110.14168

### Dataset Summary

GSM8K (Grade School Math 8K) is a dataset of 8.5K high quality linguistically diverse grade school math word problems. The dataset was created to support the task of question answering on basic mathematical problems that require multi-step reasoning.

- These problems take between 2 and 8 steps to solve.
- Solutions primarily involve performing a sequence of elementary calculations using basic arithmetic operations (+ − ×÷) to reach the final answer.
- A bright middle school student should be able to solve every problem: from the paper, "Problems require no concepts beyond the level of early Algebra, and the vast majority of problems can be solved without explicitly defining a variable."
- Solutions are provided in natural language, as opposed to pure math expressions. From the paper: "We believe this is the most generally useful data format, and we expect it to shed light on the properties of large language models’ internal monologues""

### Languages

The text in the dataset is in English. The associated BCP-47 code is \`en\`.

## Dataset Structure

### Data Instances

For the \`main\` configuration, each instance contains a string for the grade-school level math question and a string for the corresponding answer with multiple steps of reasoning and calculator annotations (explained [here](https://github.com/openai/grade-school-math#calculation-annotations)).

\`\`\`python
{
    'question': 'Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?',
    'answer': 'Natalia sold 48/2 = <<48/2=24>>24 clips in May.\\nNatalia sold 48+24 = <<48+24=72>>72 clips altogether in April and May.\\n#### 72',
}
\`\`\`

### Data Splits

| name   |train|validation|
|--------|----:|---------:|
|main    | 7473|      1319|
|socratic| 7473|      1319|

### Licensing Information

The GSM8K dataset is licensed under the [MIT License](https://opensource.org/licenses/MIT).
`,
    files: [
      gitattributes('dataset'),
      lfsFile('main/test-00000-of-00001.parquet', 419_088),
      lfsFile('main/train-00000-of-00001.parquet', 2_306_545),
      lfsFile('socratic/test-00000-of-00001.parquet', 436_143),
      lfsFile('socratic/train-00000-of-00001.parquet', 2_418_453),
    ],
  },
];
