export { MarkdownCard, type MarkdownCardProps } from './markdown-card';
export { MarkdownText, type MarkdownTextProps } from './markdown-text';
export { splitCard, type CardFact, type SplitCard } from './front-matter';
