// 'Sign in with Google': the popup sign-in (popupSignIn.ts). Shown only when the server names the
// provider's client id; a refusal opens the dialog 'Uh oh, something went wrong' with the server's text.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { toApiError } from '../../api/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openSignInPopup, popupErrorMessage, POPUP_BLOCKED, redirectTargetOf, waitForPopupAnswer } from './popupSignIn';
import { popupSignInCompleted, useGoogleClientIdQuery } from './popupSignInApi';

export function GoogleSignInButton() {
  const dispatch = useAppDispatch();
  const clientId = useGoogleClientIdQuery().data ?? null;
  const target = useAppSelector((s) => redirectTargetOf(s.router.path));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One popup at a time: a second click starts over and stops waiting for the first.
  const waiting = useRef<AbortController | null>(null);
  useEffect(() => () => waiting.current?.abort(), []);

  if (!clientId) return null;

  const signIn = async () => {
    waiting.current?.abort();
    // Opened in the click itself: a popup opened after an await is blocked by most browsers.
    const popup = openSignInPopup();
    if (!popup) {
      setFailure(POPUP_BLOCKED);
      return;
    }
    const controller = new AbortController();
    waiting.current = controller;
    try {
      const answer = await waitForPopupAnswer(controller.signal);
      if ('error' in answer) {
        setFailure(popupErrorMessage(answer.error));
        return;
      }
      setPending(true);
      await dispatch(popupSignInCompleted(answer.idToken, target));
    } catch (e) {
      if ((e as { name?: string }).name === 'AbortError') return;
      console.error('Sign-in with Google failed', e);
      setFailure(toApiError(e).message);
    } finally {
      if (waiting.current === controller) waiting.current = null;
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconBrandGoogle size={18} aria-hidden />} fullWidth loading={pending} onClick={() => void signIn()}>
        Sign in with Google
      </Button>
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title="Uh oh, something went wrong" centered>
        <Text size="sm">{failure}</Text>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setFailure(null)}>Close</Button>
        </Group>
      </Modal>
    </>
  );
}
