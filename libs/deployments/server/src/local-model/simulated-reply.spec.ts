import { describe, expect, it } from 'vitest';
import { simulatedReply } from './simulated-reply';

const conversation = [
  { role: 'system', content: 'You are a baker.' },
  { role: 'user', content: 'How long should I boil a bagel before baking it in a very hot oven for breakfast?' },
];

describe('the local simulator’s answer', () => {
  it('says what it is, and repeats the start of what the user said', () => {
    const text = simulatedReply(conversation, 'bagel-llama').words.join(' ');
    expect(text).toMatch(/^\[Local simulator\] bagel-llama here\. You said: "How long should I boil a bagel before baking it in a…"\. /);
  });

  it('is the same words for the same conversation, and other words for another', () => {
    const first = simulatedReply(conversation, 'bagel-llama');
    expect(simulatedReply(conversation, 'bagel-llama')).toEqual(first);
    const others = ['Hello', 'What is a bagel?', 'Tell me a story', 'Why is the sky blue?', 'Count to three'].map((content) =>
      simulatedReply([{ role: 'user', content }], 'bagel-llama')
        .words.slice(-20)
        .join(' '),
    );
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('stops at max_tokens words, saying so, and counts the prompt’s words', () => {
    const reply = simulatedReply(conversation, 'bagel-llama', 3);
    expect(reply).toMatchObject({ words: ['[Local', 'simulator]', 'bagel-llama'], finishReason: 'length', promptTokens: 21 });
    expect(simulatedReply(conversation, 'bagel-llama').finishReason).toBe('stop');
  });

  it('answers a conversation without a user turn', () => {
    expect(simulatedReply([{ role: 'system', content: 'Be brief.' }], 'm').words.join(' ')).toContain('You said nothing.');
  });
});
