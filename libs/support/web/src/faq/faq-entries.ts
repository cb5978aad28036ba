import { BAGELS_PER_USD } from '@bagel/contract';

export interface FaqEntry {
  /** Stable id for the accordion item. */
  id: string;
  question: string;
  answer: string;
}

const REFERRER_BONUS_USD = 15;
const FRIEND_BONUS_USD = 5;

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'what-is-bagel',
    question: 'What is Bagel?',
    answer:
      'Bagel is a platform for building with AI. You create and manage datasets and models, fine-tune models on your own data, deploy them to rented GPU pods, and pay for all of it with Bagels, the platform currency.',
  },
  {
    id: 'what-are-bagels',
    question: 'What are Bagels (BGL)?',
    answer:
      'Bagels are the virtual currency of the platform. Fine-tuning, running deployments, generating images and videos, and buying assets are paid in Bagels, and you can send Bagels to another user by their username.',
  },
  {
    id: 'bagel-price',
    question: 'How much is a Bagel worth?',
    answer: `${BAGELS_PER_USD} BGL = 1 USD. Use the currency switch (in the header, or in the menu on a small screen) to see your balance and prices in Bagels or in US dollars.`,
  },
  {
    id: 'get-bagels',
    question: 'How do I get Bagels?',
    answer: `Buy them on the Buy Bagels page, which the plus button next to your balance also opens. You can also earn them: invite three friends from Earn Bagels to receive $${REFERRER_BONUS_USD} (${REFERRER_BONUS_USD * BAGELS_PER_USD} Bagels), and each friend who joins gets $${FRIEND_BONUS_USD} (${FRIEND_BONUS_USD * BAGELS_PER_USD} Bagels).`,
  },
  {
    id: 'api-key',
    question: 'What is my API key for?',
    answer:
      'Every call to the Bagel API carries your API key in the x-api-key header, so scripts and tools can work with your datasets, models and deployments as you. Find it on the API-Key page. Keep it secret: anyone holding it can act on your account. If it leaks, rotate it there; the old key stops working immediately.',
  },
  {
    id: 'datasets-and-models',
    question: 'What is the difference between a dataset and a model?',
    answer:
      'A dataset is data you train with: raw files for fine-tuning, or a vector (RAG) dataset for retrieval. A model is something you can run: upload your own weights, fine-tune one of the platform base models, or fine-tune a model from the public model hub. Both are created from the Create menu in the header and you can also import them from the model hub.',
  },
  {
    id: 'fine-tuning',
    question: 'How does fine-tuning work?',
    answer:
      'Choose Create Model, then Fine-tune Model. Pick a base model, a dataset and the file to train on, adjust the training parameters if you want, and review the cost estimate before you start. The cost is charged in Bagels.',
  },
  {
    id: 'deployments',
    question: 'How do deployments work?',
    answer:
      'Deploying a model starts it on a rented GPU pod. The Deployments page shows each deployment with its status, progress and running cost. A running deployment is charged while it runs, so terminate it when you no longer need it.',
  },
  {
    id: 'waitlist',
    question: 'Why is my account on the waitlist?',
    answer:
      'We open access gradually. While your account is on the waitlist you can sign in, but the rest of the platform stays closed until a spot opens. You do not need to do anything: your account is let in as soon as it is your turn.',
  },
  {
    id: 'support',
    question: 'How do I contact support?',
    answer: 'Open Contact Us under Get Help in the sidebar, write a subject and your message, and press Send.',
  },
];
