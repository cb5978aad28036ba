import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import * as v from 'valibot';
import { PROFILE_IMAGE_MAX_PX, ProfileUpdate, type SessionUser } from '@bagel/account-contract';
import { errorMessage } from '@bagel/api-client';
import { resizeAvatar } from './resize-avatar';
import { showSubmitFailure, FailureAlert } from '@bagel/ui';

// The descriptor always declares its body; the optional property type just cannot say so.
export type ProfileValues = v.InferOutput<typeof ProfileUpdate>;

export interface ProfileFormProps {
  user: SessionUser;
  /** Saves the profile; a rejection (an ApiError from the call) is shown in the form. */
  onSave: (values: ProfileValues) => Promise<void>;
}

const AVATAR_ERROR_ID = 'profile-avatar-error';

export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [resizing, setResizing] = useState(false);
  const form = useForm({
    initialValues: { name: user.name, image_url: user.image_url },
    validate: schemaResolver(ProfileUpdate, { sync: true }),
    transformValues: (values) => v.parse(ProfileUpdate, values),
  });

  const pickAvatar = async (file: File | null) => {
    if (!file) return;
    setResizing(true);
    form.clearFieldError('image_url');
    try {
      form.setFieldValue('image_url', await resizeAvatar(file));
    } catch (error) {
      form.setFieldError('image_url', errorMessage(error));
    } finally {
      setResizing(false);
    }
  };

  const save = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(showSubmitFailure(form, error));
    }
  });

  const avatarError = form.errors.image_url;
  const preview = form.values.image_url ?? user.image;
  return (
    <form onSubmit={save} noValidate aria-label="Profile">
      <Stack gap="lg" maw={520}>
        <Input.Wrapper label="Picture" labelElement="div" error={avatarError} errorProps={{ id: AVATAR_ERROR_ID }}>
          <Group gap="lg" mt={4} align="center">
            <Avatar src={preview} name={user.name} size={96} radius={96} alt="Your profile picture" color="initials" />
            <Stack gap={6} align="flex-start">
              <Group gap="sm">
                <FileButton onChange={pickAvatar} accept="image/*" inputProps={{ 'aria-label': 'Picture file' }}>
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      leftSection={<IconUpload aria-hidden size={16} />}
                      loading={resizing}
                      aria-describedby={avatarError ? AVATAR_ERROR_ID : undefined}
                    >
                      Choose picture
                    </Button>
                  )}
                </FileButton>
                {form.values.image_url !== null && (
                  <Button
                    variant="subtle"
                    color="red.9"
                    leftSection={<IconTrash aria-hidden size={16} />}
                    onClick={() => form.setFieldValue('image_url', null)}
                  >
                    Remove picture
                  </Button>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                Any image; it is resized to at most {PROFILE_IMAGE_MAX_PX} × {PROFILE_IMAGE_MAX_PX} px in your browser.
              </Text>
            </Stack>
          </Group>
        </Input.Wrapper>
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <TextInput label="Username" value={user.username} readOnly variant="filled" description="Your username cannot be changed." />
        <TextInput label="Email" value={user.email} readOnly variant="filled" />
        {failure && <FailureAlert>{failure}</FailureAlert>}
        <Group>
          <Button type="submit" loading={form.submitting} disabled={resizing}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
