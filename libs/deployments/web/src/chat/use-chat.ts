import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, getDeploymentsKey, type ChatMessage } from '@bagel/deployments-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { errorMessage } from '@bagel/api-client';
import { useRefreshDeployments } from '../use-deployments';
import { ChatStreamError, streamChatCompletion } from './chat-stream';

/** A message of the conversation; a reply cut short by Stop says so. */
export interface ChatEntry extends ChatMessage {
  stopped?: boolean;
}

export interface ChatFailure {
  message: string;
  /** The deployment is gone or no longer running (404, 409): the way on is back to the list. */
  notRunning: boolean;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** `{base_url}/chat/completions`; a relative base URL is the API host's. */
function chatUrl(baseUrl: string, apiHost: string | undefined): string {
  return new URL(`${baseUrl.replace(/\/+$/, '')}/chat/completions`, apiHost ?? globalThis.location.origin).toString();
}

/**
 * A conversation with one deployment through its OpenAI-compatible endpoint. The reply streams into `reply` as it is
 * written; Stop keeps what came. A failed send, or one stopped before any reply came, puts the message back into the
 * draft and the conversation back as it was, so trying again is one key press.
 */
export function useChat(podId: string, fetchImpl?: typeof fetch) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const apiHost = useSession().config?.apiBaseUrl;
  const refreshDeployments = useRefreshDeployments();
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [draft, setDraft] = useState('');
  const [reply, setReply] = useState<string | null>(null);
  const [failure, setFailure] = useState<ChatFailure | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page hangs up a reply still streaming.
  useEffect(() => () => controller.current?.abort(), []);

  const keyQuery = routeQuery(call, getDeploymentsKey, {});

  const send = async () => {
    const text = draft.trim();
    if (text === '' || controller.current) return;
    const before = messages;
    const history: ChatEntry[] = [...before, { role: 'user', content: text }];
    const abort = new AbortController();
    controller.current = abort;
    setMessages(history);
    setDraft('');
    setFailure(null);
    setReply('');

    // Never two user messages in a row: many models' chat templates refuse a conversation that does not alternate.
    const giveBack = () => {
      setMessages(before);
      setDraft((current) => (current === '' ? text : current));
    };

    let written = '';
    try {
      const { key, base_url } = await queryClient.ensureQueryData({ ...keyQuery, staleTime: Infinity });
      const stream = streamChatCompletion({
        url: chatUrl(base_url, apiHost),
        apiKey: key,
        model: podId,
        // The oldest messages go first once a conversation outgrows what one request may carry.
        messages: history.slice(-CHAT_LIMITS.messages).map(({ role, content }) => ({ role, content })),
        signal: abort.signal,
        fetch: fetchImpl,
      });
      for await (const part of stream) {
        written += part;
        setReply(written);
      }
      setMessages([...history, { role: 'assistant', content: written }]);
    } catch (error) {
      if (isAbort(error) || abort.signal.aborted) {
        if (written !== '') setMessages([...history, { role: 'assistant', content: written, stopped: true }]);
        else giveBack();
      } else {
        const status = error instanceof ChatStreamError ? error.status : undefined;
        // A rotated key is fetched again on the next try; a pod that stopped shows as stopped in the list.
        if (status === 401) void queryClient.invalidateQueries({ queryKey: keyQuery.queryKey });
        if (status === 404 || status === 409) void refreshDeployments();
        giveBack();
        setFailure({ message: errorMessage(error), notRunning: status === 404 || status === 409 });
      }
    } finally {
      controller.current = null;
      setReply(null);
    }
  };

  return {
    messages,
    /** The reply being written, or null when none is. */
    reply,
    streaming: reply !== null,
    draft,
    setDraft,
    failure,
    send: () => void send(),
    stop: () => controller.current?.abort(),
  };
}
