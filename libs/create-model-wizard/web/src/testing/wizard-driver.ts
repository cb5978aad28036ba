import { isInaccessible, screen, waitFor, within } from '@testing-library/dom';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The moves of a user through the wizard, shared by the component tests (jsdom) and the stories' play functions
 * (Chromium): Testing Library's DOM queries only, no test runner's assertions.
 */

/** Waits until the element is there and enabled (a list it needs has loaded). */
const enabled = (element: () => HTMLElement) =>
  waitFor(() => {
    if ((element() as HTMLInputElement).disabled) throw new Error('still disabled');
  });

/** The moves a user makes through the wizard, by role and accessible name, as a screen reader would find them. */
export function wizardDriver(user: UserEvent, dialog: HTMLElement) {
  const inDialog = within(dialog);
  // hidden: true skips the visibility check of each candidate (a computed style per ancestor), by far the slowest part
  // of a role query in jsdom; the wizard shows one button or heading of each name at a time.
  const button = (name: string | RegExp) => inDialog.getByRole('button', { name, hidden: true });
  // By label rather than by role: a role query computes every element's accessible name, slow on a step this full.
  const field = (name: string | RegExp) => inDialog.getByLabelText(name, { selector: 'input:not([role=combobox])' });
  const combobox = (name: string | RegExp) => inDialog.getByLabelText(name, { selector: 'input[role=combobox]' });

  /** Opens the select's own list of options (another select may offer some of the same names). */
  const openList = async (label: string | RegExp) => {
    const target = combobox(label);
    await user.click(target);
    return waitFor(() => {
      const id = target.getAttribute('aria-controls');
      const list = id === null ? null : target.ownerDocument.getElementById(id);
      if (!list) throw new Error(`the options of ${String(label)} are not open`);
      return list;
    });
  };

  const choose = async (label: string | RegExp, option: string | RegExp) => {
    const list = await openList(label);
    await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
  };

  const driver = {
    button,
    field,
    combobox,
    choose,
    /** The options the select offers, read with its list open; Escape closes it again. */
    async options(label: string | RegExp) {
      const list = await openList(label);
      const names = within(list)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      await user.keyboard('{Escape}');
      return names;
    },
    heading: (name: string | RegExp) => inDialog.findByRole('heading', { name, hidden: true }),
    continue: () => user.click(button('Continue')),
    back: () => user.click(button('Back')),
    chooseType: (label: string | RegExp) => user.click(inDialog.getByRole('radio', { name: label })),
    async details(name: string, baseModelType?: string) {
      await user.type(field(/Model Name/), name);
      if (baseModelType) await choose(/Base Model Type/, baseModelType);
      await driver.continue();
    },
    /** Step 3 of the fine-tune path: a platform model, Support chats and its CSV. */
    async datasetAndFile(model: { search: string; option: string | RegExp } | null, file = 'chats.csv') {
      if (model) {
        await user.type(combobox(/Base Model|Hugging Face Model/), model.search);
        await user.click(await screen.findByRole('option', { name: model.option, hidden: true }));
      }
      await enabled(() => combobox(/^Dataset/));
      await choose(/^Dataset/, 'Support chats');
      await enabled(() => combobox(/^File/));
      await choose(/^File/, file);
    },
    /** Opens 'Advanced Options' and waits for its section to show (Mantine's Collapse shows it a frame later). */
    async openAdvancedOptions() {
      await user.click(button('Advanced Options'));
      await waitFor(() => {
        if (isInaccessible(field(/Stride/))) throw new Error('Advanced Options still collapsed');
      });
    },
    /** Chooses the columns among those the file's preview offers, once they are read. */
    async columns(input = 'question', output = 'answer') {
      await enabled(() => combobox(/Input column/));
      await choose(/Input column/, input);
      await choose(/Output column/, output);
    },
    async setNumber(label: string | RegExp, value: string) {
      const input = field(label);
      await user.clear(input);
      if (value !== '') await user.type(input, value);
    },
  };
  return driver;
}

/** The wizard taken to the given step of the fine-tune path, with the platform's Llama and Support chats' CSV. */
export async function toTrainingParameters(
  opened: { wizard: WizardDriver },
  type: 'Fine-tune Model' | 'Hugging Face Model' = 'Fine-tune Model',
) {
  const { wizard } = opened;
  await wizard.chooseType(new RegExp(type));
  await wizard.continue();
  await wizard.details('Support bot');
  await wizard.heading('Dataset & Files');
  await wizard.datasetAndFile(
    type === 'Fine-tune Model' ? { search: 'llama', option: 'Llama 3.2 1B' } : { search: 'mistral', option: 'mistralai/Mistral-7B-v0.1' },
  );
  await wizard.continue();
  await wizard.heading('Training Parameters');
}

export async function toReview(opened: { wizard: WizardDriver }, type?: Parameters<typeof toTrainingParameters>[1]) {
  await toTrainingParameters(opened, type);
  await opened.wizard.columns();
  await opened.wizard.continue();
  await opened.wizard.heading('Review & Start');
}

export type WizardDriver = ReturnType<typeof wizardDriver>;
