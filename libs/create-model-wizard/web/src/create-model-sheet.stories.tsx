import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { listFineTuneConfigs, type SavedFineTuneConfig, saveFineTuneConfig, validateFineTune } from '@bagel/fine-tuning-contract';
import { createAsset, getFilePreview, listDatasets, uploadAssetFile } from '@bagel/assets-contract';
import {
  type AppStoryParameters,
  failure,
  fakeRoute,
  insufficientBalance,
  never,
  offContractReply,
  type RouteFake,
} from '@bagel/web-testing';
import { CreateModelSheet } from './create-model-sheet';
import { multipartUpload, type UploadModelFile } from './create/upload-model-file';
import {
  createModelFetch,
  oversizedFile,
  platformPayload,
  previewWith,
  RECOMMENDED_GPU,
  savedConfig,
  validation,
} from './testing/create-model-fakes';
import { toReview, toTrainingParameters, wizardDriver } from './testing/wizard-driver';

/**
 * The open sheet against a fake API host, at each step and state of spec §2's wizard. The fake's answers pick the
 * outcome; the play functions walk there as a user would.
 */
const meta = {
  title: 'Create Model/CreateModelSheet',
  component: CreateModelSheet,
  args: { opened: true, onClose: fn() },
  parameters: { fetch: createModelFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof CreateModelSheet>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type UserEvent = Parameters<Play>[0]['userEvent'];

/** A story whose calls, file uploads included, are answered by the fake API with these handlers. */
function answered(handlers: RouteFake[] = [], uploadFile?: UploadModelFile): Pick<Story, 'args' | 'parameters'> {
  const fetch = createModelFetch(handlers);
  return { args: { uploadFile: uploadFile ?? multipartUpload(fetch) }, parameters: { fetch } satisfies AppStoryParameters };
}

async function open(userEvent: UserEvent) {
  const dialog = await screen.findByRole('dialog', { name: 'Create Model' });
  return { dialog, wizard: wizardDriver(userEvent as Parameters<typeof wizardDriver>[0], dialog) };
}

const weights = (name: string) => new File(['weights'], name, { type: 'application/octet-stream' });

async function toUploadFiles(userEvent: UserEvent) {
  const opened = await open(userEvent);
  await opened.wizard.chooseType(/Upload Model/);
  await opened.wizard.continue();
  await opened.wizard.details('My Llama', 'llama3');
  await opened.wizard.heading('Upload Files');
  const chooseFiles = (files: File[]) => userEvent.upload(within(opened.dialog).getByLabelText('Model files'), files);
  return { ...opened, chooseFiles };
}

async function toDatasetAndFiles(userEvent: UserEvent, type = /Fine-tune Model/) {
  const opened = await open(userEvent);
  await opened.wizard.chooseType(type);
  await opened.wizard.continue();
  await opened.wizard.details('Support bot');
  await opened.wizard.heading('Dataset & Files');
  return opened;
}

/** Toasts arrive after the sheet's own calls settle: on a busy CI machine that outlasts Testing Library's 1 s. */
const WAIT = { timeout: 10_000 };
/** A toast's title or message (a marked field may say the same). */
const toast = (text: string) =>
  screen.findByText(text, { selector: '.mantine-Notification-title, .mantine-Notification-description' }, WAIT);

/** Step 4 filled in and Continue pressed: the toast the validation's answer gives. */
async function validateAndSee(userEvent: UserEvent, text: string) {
  const { wizard } = await open(userEvent);
  await toTrainingParameters({ wizard });
  await wizard.columns();
  await wizard.continue();
  await toast(text);
}

/** Step 1: the three model types. */
export const ModelType: Story = {};

/** Step 2 on the upload path: a name and the base model type. */
export const ModelDetails: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await wizard.chooseType(/Upload Model/);
    await wizard.continue();
    await userEvent.type(wizard.field(/Model Name/), 'My Llama');
    await expect(wizard.button('Continue')).toBeDisabled();
  },
};

/** Step 3 on the upload path with two files chosen. */
export const UploadFiles: Story = {
  play: async ({ userEvent }) => {
    const { chooseFiles, wizard } = await toUploadFiles(userEvent);
    await chooseFiles([weights('model.safetensors'), weights('config.json')]);
    await expect(wizard.button('Create Model')).toBeEnabled();
  },
};

/** A file over 500 MB is refused with spec §8's text; the others stay. */
export const UploadTooLarge: Story = {
  play: async ({ userEvent }) => {
    const { chooseFiles, dialog } = await toUploadFiles(userEvent);
    await chooseFiles([oversizedFile('huge.bin'), weights('config.json')]);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('File size exceeds 500MB limit');
  },
};

/** Create Model without files: spec §5's submit-time toast. */
export const UploadNothingChosen: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await toUploadFiles(userEvent);
    await userEvent.click(wizard.button('Create Model'));
    await toast('Please fill in all required fields and upload at least one file');
  },
};

/** The first of two files sent, the second on its way: the progress bar at 50%. */
export const Uploading: Story = {
  ...answered(
    [],
    (() => {
      let sent = 0;
      return () => (sent++ % 2 === 0 ? Promise.resolve() : never());
    })(),
  ),
  play: async ({ userEvent }) => {
    const { chooseFiles, wizard, dialog } = await toUploadFiles(userEvent);
    await chooseFiles([weights('model.safetensors'), weights('config.json')]);
    await userEvent.click(wizard.button('Create Model'));
    await within(dialog).findByText('1 of 2 files uploaded (50%)', {}, WAIT);
  },
};

export const ModelReady: Story = {
  ...answered(),
  play: async ({ userEvent }) => {
    const { chooseFiles, wizard } = await toUploadFiles(userEvent);
    await chooseFiles([weights('model.safetensors')]);
    await userEvent.click(wizard.button('Create Model'));
    await wizard.heading('Your Model is Ready!');
  },
};

/** The server refuses a file: the error step with spec §8's upload text, and Try Again. */
export const UploadFailed: Story = {
  ...answered([fakeRoute(uploadAssetFile, failure(409, "'config.json' is already in this model", 'Conflict'))]),
  play: async ({ userEvent }) => {
    const { chooseFiles, wizard } = await toUploadFiles(userEvent);
    await chooseFiles([weights('config.json')]);
    await userEvent.click(wizard.button('Create Model'));
    await wizard.heading('Oops! Something went wrong');
  },
};

/** Step 3 of the fine-tune path: a platform model, a dataset and its CSV chosen. */
export const DatasetAndFiles: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await toDatasetAndFiles(userEvent);
    await wizard.datasetAndFile({ search: 'llama', option: 'Llama 3.2 1B' });
  },
};

/** No model, dataset or file yet: Continue's toast. */
export const NothingSelected: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await toDatasetAndFiles(userEvent);
    await wizard.continue();
    await toast('Please make sure you have selected a model, dataset, and file');
  },
};

/** A user without datasets is told so, with the way to create one. */
export const NoDatasets: Story = {
  ...answered([fakeRoute(listDatasets, () => ({ body: { datasets: [] } }))]),
  play: async ({ userEvent }) => {
    const { dialog } = await toDatasetAndFiles(userEvent);
    await within(dialog).findByText(/You don't have any datasets yet/, {}, WAIT);
  },
};

/** A dataset with no files yet. */
export const DatasetWithoutFiles: Story = {
  play: async ({ userEvent }) => {
    const { wizard, dialog } = await toDatasetAndFiles(userEvent);
    await wizard.choose(/^Dataset/, 'Empty notes');
    await within(dialog).findByText(/Empty notes has no files yet/, {}, WAIT);
  },
};

/** A search that matches no platform model. */
export const NoModelFound: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await toDatasetAndFiles(userEvent);
    await userEvent.type(wizard.combobox(/Base Model/), 'nothing like it');
    await screen.findByText('No models found', {}, WAIT);
  },
};

/** The hub path's model search and its Advanced Options: split, LoRA rank, dropout and target modules. */
export const HubAdvancedOptions: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await toDatasetAndFiles(userEvent, /Hugging Face Model/);
    await wizard.datasetAndFile({ search: 'mistral', option: 'mistralai/Mistral-7B-v0.1' });
    await wizard.openAdvancedOptions();
    await expect(wizard.field(/LoRA rank/)).toHaveValue('8');
  },
};

/** Step 4 with its defaults: A100 40GB, one GPU, and the CSV's two columns filled in, first towards second. */
export const TrainingParameters: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toTrainingParameters({ wizard });
    await waitFor(() => expect(wizard.combobox(/Input column/)).toHaveValue('question'), WAIT);
    await expect(wizard.combobox(/Output column/)).toHaveValue('answer');
  },
};

/** A file of three columns: none is chosen for the user. */
const THREE_COLUMNS = answered([fakeRoute(getFilePreview, previewWith(['id', 'prompt', 'completion']))]);

/** Step 4 with the file's columns read. */
async function toColumnsRead(userEvent: UserEvent) {
  const { wizard } = await open(userEvent);
  await toTrainingParameters({ wizard });
  await waitFor(() => expect(wizard.combobox(/Input column/)).toBeEnabled(), WAIT);
  return wizard;
}

/** A file of three columns: the column selects offer them, none chosen yet. */
export const ColumnsToChoose: Story = {
  ...THREE_COLUMNS,
  play: async ({ userEvent }) => {
    const wizard = await toColumnsRead(userEvent);
    await userEvent.click(wizard.combobox(/Input column/));
    await screen.findByRole('option', { name: 'completion' }, WAIT);
  },
};

/** A file whose columns the preview cannot read: their names typed in, with a hint. */
export const ColumnsUnreadable: Story = {
  ...answered([fakeRoute(getFilePreview, failure(415, 'This file type has no preview', 'Unsupported Media Type'))]),
  play: async ({ userEvent }) => {
    const { wizard, dialog } = await open(userEvent);
    await toTrainingParameters({ wizard });
    await within(dialog).findByText(/could not be read: type their names/, {}, WAIT);
    await expect(wizard.field(/Input column/)).toHaveValue('');
  },
};

/** A phone 375 px wide, its window of this height. */
const onPhone = (width: number, height = 800): Pick<Story, 'globals' | 'parameters'> => ({
  globals: { viewport: { value: `phone${width}` } },
  parameters: {
    viewport: { options: { [`phone${width}`]: { name: `${width} px`, styles: { width: `${width}px`, height: `${height}px` } } } },
  },
});

/** A step 4 rule broken, Continue pressed twice on a phone: the field marked with the rule's text, and one toast. */
export const TrainingRuleBroken: Story = {
  ...onPhone(375),
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toTrainingParameters({ wizard });
    await wizard.setNumber(/Epochs/, '0');
    await wizard.continue();
    await toast('Epochs must be at least 1');
    await wizard.continue();
    await expect(wizard.field(/Epochs/)).toBeInvalid();
    await expect(wizard.field(/Epochs/)).toHaveAccessibleDescription(expect.stringContaining('Epochs must be at least 1'));
    await waitFor(() =>
      expect(screen.getAllByText('Epochs must be at least 1', { selector: '.mantine-Notification-description' })).toHaveLength(1),
    );
  },
};

/** Three columns and none chosen: Continue marks both selects. */
export const ColumnsMissing: Story = {
  ...THREE_COLUMNS,
  play: async ({ userEvent }) => {
    const wizard = await toColumnsRead(userEvent);
    await wizard.continue();
    await toast('Input and output columns are required for non-text files');
    await expect(wizard.combobox(/Input column/)).toBeInvalid();
    await expect(wizard.combobox(/Output column/)).toBeInvalid();
  },
};

/** Each label of the step indicator inside the window: the narrowest phone, on a fine-tune. */
export const StepsOnNarrowestPhone: Story = {
  ...onPhone(320),
  play: async ({ userEvent }) => {
    const { wizard, dialog } = await toDatasetAndFiles(userEvent);
    await wizard.heading('Dataset & Files');
    const labels = [...within(dialog).getByRole('group', { name: 'Progress' }).querySelectorAll('.mantine-Stepper-stepLabel')];
    await expect(labels.map((label) => label.textContent)).toEqual(['Model Type', 'Selection', 'Dataset & Parameters', 'Review']);
    for (const label of labels) {
      const box = label.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(320);
    }
  },
};

/** The server's first critical error under 'Validation Failed'; the wizard stays on step 4. A balance below the estimate offers Buy Bagels. */
export const CriticalError: Story = {
  ...answered([
    fakeRoute(validateFineTune, () => ({
      body: validation({ critical_errors: ['Your balance does not cover the estimate'], cost_estimate: null, insufficient_balance: true }),
    })),
  ]),
  play: async ({ userEvent }) => {
    await validateAndSee(userEvent, 'Your balance does not cover the estimate');
    await expect(await screen.findByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};

/** The validation call failed without a reason. */
export const ValidationCallFailed: Story = {
  ...answered([fakeRoute(validateFineTune, () => offContractReply(502, 'Bad gateway'))]),
  play: async ({ userEvent }) => validateAndSee(userEvent, 'Failed to validate parameters'),
};

/** Step 5: the summary, the estimate to 2 decimals, the recommended GPU, a warning and the save-config control. */
export const Review: Story = {
  play: async ({ userEvent }) => {
    const { wizard, dialog } = await open(userEvent);
    await toReview({ wizard });
    await expect(within(dialog).getByText(RECOMMENDED_GPU)).toBeVisible();
  },
};

/** The settings saved as a template: the success toast, and the templates button appears. */
export const ConfigSaved: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toReview({ wizard });
    await userEvent.type(wizard.field(/Config name/), 'Support, 1 epoch');
    await userEvent.click(wizard.button('Save'));
    await toast("Configuration 'Support, 1 epoch' saved");
  },
};

export const ConfigSaveFailed: Story = {
  ...answered([fakeRoute(saveFineTuneConfig, failure(409, 'You have 50 saved configurations already', 'Conflict'))]),
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toReview({ wizard });
    await userEvent.type(wizard.field(/Config name/), 'One more');
    await userEvent.click(wizard.button('Save'));
    await toast('You have 50 saved configurations already');
  },
};

/** Opens Configuration Templates and chooses `name`; with `apply`, applies it. */
async function chooseTemplate(userEvent: UserEvent, name: string, apply = false) {
  const { dialog, wizard } = await open(userEvent);
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Configuration Templates' }));
  const templates = await screen.findByRole('dialog', { name: 'Configuration Templates' });
  await userEvent.click(within(templates).getByRole('radio', { name: new RegExp(name) }));
  if (apply) await userEvent.click(within(templates).getByRole('button', { name: 'Apply' }));
  return { dialog, wizard };
}

const withTemplates = (configs: SavedFineTuneConfig[], handlers: RouteFake[] = []) =>
  answered([fakeRoute(listFineTuneConfigs, () => ({ body: { configs } })), ...handlers]);

/** Saved configs exist: the Configuration Templates dialog, one chosen. */
export const TemplatesDialog: Story = {
  ...withTemplates([savedConfig('Support defaults', platformPayload()), savedConfig('Three epochs', platformPayload({ epochs: 3 }))]),
  play: async ({ userEvent }) => {
    await chooseTemplate(userEvent, 'Three epochs');
  },
};

/** A template off the defaults, in the older spelling, applied: every field filled, Advanced Options open. */
export const TemplateApplied: Story = {
  ...withTemplates([
    savedConfig('Legacy', { ...platformPayload({ stride: 64 }), asset_id: undefined, datasetId: platformPayload().asset_id }),
  ]),
  play: async ({ userEvent }) => {
    const { dialog, wizard } = await chooseTemplate(userEvent, 'Legacy', true);
    await within(dialog).findByText('Template applied: Legacy', {}, WAIT);
    await wizard.continue();
    await wizard.continue();
    await expect(await wizard.heading('Dataset & Files')).toBeVisible();
  },
};

/** The template's dataset is gone: 'Failed to apply configuration'. */
export const TemplateApplyFailed: Story = {
  ...withTemplates([savedConfig('Gone', platformPayload({ asset_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }))]),
  play: async ({ userEvent }) => {
    await chooseTemplate(userEvent, 'Gone', true);
    await toast('Failed to apply configuration');
  },
};

/** Create Model pressed: the server has not answered yet. */
export const Creating: Story = {
  ...answered([fakeRoute(createAsset, never)]),
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toReview({ wizard });
    await userEvent.click(wizard.button('Create Model'));
    await expect(wizard.button('Creating…')).toBeDisabled();
  },
};

export const FineTuning: Story = {
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toReview({ wizard });
    await userEvent.click(wizard.button('Create Model'));
    await wizard.heading('Your model is fine-tuning!');
  },
};

/** The server refused the fine-tune for its balance: its reason on the error step (and as a toast titled 'Error'), Buy Bagels and Try Again. */
export const CreationFailed: Story = {
  ...answered([fakeRoute(createAsset, insufficientBalance('Your balance of 10.00 BGL does not cover the estimate of 30.86 BGL'))]),
  play: async ({ userEvent }) => {
    const { wizard } = await open(userEvent);
    await toReview({ wizard });
    await userEvent.click(wizard.button('Create Model'));
    await wizard.heading('Oops! Something went wrong');
    await expect(screen.getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  },
};
