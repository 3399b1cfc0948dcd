/**
 * A login over the open Studio when its session ends (expired, or ended elsewhere): the Studio
 * stays as it was, with the edits the server refused waiting, and once the staff member logs in
 * again the Studio sends them with the new session.
 */
import { Box, Dialog, Heading } from '@sanity/ui';
import { useEffect, useState } from 'react';
import type { LayoutProps } from 'sanity';
import { STUDIO_SESSION_MESSAGES as TEXT } from '../../contracts/messages/studioSession';
import { sessionEnded$ } from './authStore';
import { LoginForm } from './LoginForm';

const DIALOG_ID = 'studio-session-ended';
// The dialog names itself by the element `${id}_label` (Sanity UI's Dialog sets aria-labelledby so): the heading is it.
const HEADING_ID = `${DIALOG_ID}_label`;

function SessionDialog() {
  const [ended, setEnded] = useState(sessionEnded$.getValue());
  useEffect(() => {
    const subscription = sessionEnded$.subscribe(setEnded);
    return () => subscription.unsubscribe();
  }, []);
  if (!ended) return null;
  return (
    <Dialog id={DIALOG_ID} width={0} zOffset={100000}>
      <Box padding={4}>
        <LoginForm
          labelledBy={HEADING_ID}
          intro={TEXT.endedIntro}
          heading={
            <Heading as="h2" size={1} id={HEADING_ID}>
              {TEXT.endedTitle}
            </Heading>
          }
        />
      </Box>
    </Dialog>
  );
}

/** The Studio's layout with the session dialog over it. */
export function StudioLayoutWithSession(props: LayoutProps) {
  return (
    <>
      {props.renderDefault(props)}
      <SessionDialog />
    </>
  );
}
