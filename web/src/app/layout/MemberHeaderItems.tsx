import { HeaderMessages } from './HeaderMessages';
import { HeaderNotifications } from './HeaderNotifications';

/** The header's parts that only a member has: the messages link and the bell, in a chunk of their own. */
export default function MemberHeaderItems() {
  return (
    <>
      <HeaderMessages />
      <HeaderNotifications />
    </>
  );
}
