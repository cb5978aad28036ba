import { createHash } from 'node:crypto';

/** What the local simulator says it is, first thing in every answer. */
export const SIMULATOR_PREFIX = '[Local simulator]';

/** Lines the simulator picks from, by the conversation's hash: varied, but the same conversation always gets the same. */
const LINES = [
  'A deployed model would answer here; this pod runs no weights, so these words are picked from your conversation.',
  'Deploy with a RunPod key configured to talk to the real model on a GPU.',
  'The same conversation always gets these same words, so the playground can be tried and tested.',
  'Streaming, token limits and billing per minute work as they would with vLLM.',
  'Every minute this deployment runs is still charged, as a real GPU would be.',
  'Ask again with other words and the answer changes; ask the same and it does not.',
] as const;

const EXCERPT_WORDS = 12;

export interface ChatTurn {
  role: string;
  content: string;
}

export interface SimulatedReply {
  /** The answer's words, in order; the text is them joined by single spaces. */
  words: string[];
  /** 'length' when max_tokens cut it short. */
  finishReason: 'stop' | 'length';
  promptTokens: number;
  /** Stable for the same conversation and model. */
  id: string;
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word !== '');

/**
 * The local simulator's answer to a conversation: it says what it is, repeats the start of the last thing the user said,
 * and adds two lines chosen by a hash of the whole conversation, so the same input always gets the same words. A word
 * counts as a token.
 */
export function simulatedReply(messages: readonly ChatTurn[], model: string, maxTokens?: number): SimulatedReply {
  const digest = createHash('sha256')
    .update(JSON.stringify([model, messages.map(({ role, content }) => [role, content])]))
    .digest();
  const lastUser = [...messages].reverse().find((message) => message.role === 'user');
  const said = wordsOf(lastUser?.content ?? '');
  const excerpt =
    said.length === 0
      ? 'You said nothing.'
      : `You said: "${said.slice(0, EXCERPT_WORDS).join(' ')}${said.length > EXCERPT_WORDS ? '…' : ''}".`;
  const first = digest.readUInt16BE(0) % LINES.length;
  const second = (first + 1 + (digest.readUInt16BE(2) % (LINES.length - 1))) % LINES.length;
  const all = wordsOf(`${SIMULATOR_PREFIX} ${model} here. ${excerpt} ${LINES[first]} ${LINES[second]}`);
  const words = maxTokens === undefined ? all : all.slice(0, maxTokens);
  return {
    words,
    finishReason: words.length < all.length ? 'length' : 'stop',
    promptTokens: messages.reduce((total, message) => total + wordsOf(message.content).length, 0),
    id: `chatcmpl-${digest.toString('hex').slice(0, 24)}`,
  };
}
