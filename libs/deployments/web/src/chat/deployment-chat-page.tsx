import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';
import { DEPLOYMENT_ERRORS, type Deployment } from '@bagel/deployments-contract';
import { ErrorState, FailureAlert, LoadingState, Page } from '@bagel/ui';
import { serverMessageOf } from '@bagel/api-client';
import { isStarting } from '../deployment-state';
import { DeploymentEnding } from '../list/deployment-ending';
import { DeploymentProgress } from '../list/deployment-progress';
import { useDeployments } from '../use-deployments';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { useChat } from './use-chat';

const TITLE = 'Playground';

export interface DeploymentChatPageProps {
  /** Where the chat request goes; the browser's fetch by default (stories and tests stream from a fake). */
  chatFetch?: typeof fetch;
}

const backToDeployments = (
  <Button component={Link} to={PATHS.deployments} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
    Back to deployments
  </Button>
);

/** The playground of one deployment (`/my-deployments/:podId/chat`): a chat with the model while it runs. */
export function DeploymentChatPage({ chatFetch }: DeploymentChatPageProps) {
  const { podId = '' } = useParams();
  const list = useDeployments();

  if (!list.data) {
    return (
      <Page title={TITLE} actions={backToDeployments}>
        {list.isError ? (
          <ErrorState
            title="Could not load your deployments"
            message={serverMessageOf(list.error) ?? DEPLOYMENT_ERRORS.list}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <LoadingState label="Loading the deployment" />
        )}
      </Page>
    );
  }
  const deployment = list.data.deployments.find((item) => item.pod_id === podId);
  if (!deployment) {
    return (
      <Page title={TITLE} actions={backToDeployments}>
        <FailureAlert title="Deployment not found">
          None of your deployments has this address. Open the playground from a running deployment’s card.
        </FailureAlert>
      </Page>
    );
  }
  return <Playground deployment={deployment} chatFetch={chatFetch} />;
}

function Playground({ deployment, chatFetch }: { deployment: Deployment; chatFetch?: typeof fetch }) {
  const chat = useChat(deployment.pod_id, chatFetch);
  const running = deployment.status === 'running';
  const starting = isStarting(deployment);

  let notice: ReactNode = null;
  if (starting) {
    notice = (
      <Alert color="blue" variant="light" title="Still starting">
        <Stack gap="sm">
          <Text size="sm">The chat opens as soon as it is running.</Text>
          <DeploymentProgress deployment={deployment} />
        </Stack>
      </Alert>
    );
  } else if (!running) {
    notice = (
      <Stack gap="sm">
        <DeploymentEnding deployment={deployment} />
        <Text size="sm">
          {'This deployment is not running, so it cannot answer. '}
          <Anchor component={Link} to={PATHS.deployments}>
            Back to deployments
          </Anchor>
        </Text>
      </Stack>
    );
  }

  return (
    <Page
      title={TITLE}
      // The shared design has a simulator say what it is, so nobody takes its answers for a real model's.
      description={`${deployment.model_name} · served by ${deployment.provider}`}
      actions={backToDeployments}
    >
      {notice}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <ChatMessages messages={chat.messages} reply={chat.reply} modelName={deployment.model_name} />
          {chat.failure && (
            <FailureAlert title="The model did not answer">
              <Stack gap={4}>
                <span>{chat.failure.message}</span>
                {chat.failure.notRunning && (
                  <Anchor component={Link} to={PATHS.deployments} size="sm">
                    Back to deployments
                  </Anchor>
                )}
              </Stack>
            </FailureAlert>
          )}
          <ChatComposer
            draft={chat.draft}
            onDraftChange={chat.setDraft}
            onSend={chat.send}
            onStop={chat.stop}
            streaming={chat.streaming}
            disabledReason={
              running ? null : starting ? 'The chat opens once the deployment is running.' : 'This deployment is not running.'
            }
          />
        </Stack>
      </Card>
    </Page>
  );
}
