import { Box, Card, Flex, Grid, Stack, Tab, TabList, Text } from '@sanity/ui';
import { useState } from 'react';
import { useRouter } from 'sanity/router';
import { DESK_ENDPOINTS } from '../../contracts/endpointAddresses/desk';
import { DESK_SCREEN as T } from '../../contracts/messages/deskScreen';
import { callDesk } from './api';
import { Problem } from './Problem';
import { DonationDetail } from './DonationDetail';
import { DonationSearch } from './DonationSearch';
import { EnquiryDetail } from './EnquiryDetail';
import { EnquiryInbox } from './EnquiryInbox';
import { MembershipDetail } from './MembershipDetail';
import { MembershipList } from './MembershipList';
import { OrderDetail } from './OrderDetail';
import { OrderQueue } from './OrderQueue';
import { useDeskData } from './useDeskData';

export type DeskSection = 'enquiries' | 'orders' | 'donations' | 'memberships';
const SECTIONS: DeskSection[] = ['enquiries', 'orders', 'donations', 'memberships'];
interface DeskState {
  section?: DeskSection;
  id?: string;
}

/**
 * The trust's desk inside the Studio: enquiries, book orders, donations and memberships, each a list beside the chosen
 * item. Its address names the section and the item (/studio/trust-desk/enquiries/12), so a
 * notice's link opens the enquiry itself.
 */
export function DeskTool() {
  const router = useRouter();
  const state = router.state as DeskState;
  const section: DeskSection = SECTIONS.find((name) => name === state.section) ?? 'enquiries';
  const chosen = state.id && /^\d+$/.test(state.id) ? Number(state.id) : undefined;
  const [round, setRound] = useState(0);
  const staff = useDeskData(() => callDesk(DESK_ENDPOINTS.staff), 'staff');
  const go = (next: DeskState) => router.navigate(next as Record<string, string>);

  return (
    <Card height="fill" overflow="auto" padding={4} tone="transparent">
      <Stack space={4}>
        <TabList space={2}>
          <Tab id="desk-enquiries" aria-controls="desk-panel" label={T.enquiries} selected={section === 'enquiries'} onClick={() => go({ section: 'enquiries' })} />
          <Tab id="desk-orders" aria-controls="desk-panel" label={T.orders} selected={section === 'orders'} onClick={() => go({ section: 'orders' })} />
          <Tab id="desk-donations" aria-controls="desk-panel" label={T.donations} selected={section === 'donations'} onClick={() => go({ section: 'donations' })} />
          <Tab id="desk-memberships" aria-controls="desk-panel" label={T.memberships} selected={section === 'memberships'} onClick={() => go({ section: 'memberships' })} />
        </TabList>
        {staff.error ? <Problem text={staff.error} /> : null}
        <Grid id="desk-panel" columns={[1, 1, 2]} gap={4} style={{ gridTemplateColumns: undefined }}>
          <Box style={{ minWidth: 0 }}>
            {section === 'enquiries' ? (
              <EnquiryInbox chosen={chosen} round={round} onChoose={(id) => go({ section, id: String(id) })} />
            ) : section === 'orders' ? (
              <OrderQueue chosen={chosen} round={round} onChoose={(id) => go({ section, id: String(id) })} />
            ) : section === 'donations' ? (
              <DonationSearch chosen={chosen} round={round} onChoose={(id) => go({ section, id: String(id) })} />
            ) : (
              <MembershipList chosen={chosen} round={round} onChoose={(id) => go({ section, id: String(id) })} />
            )}
          </Box>
          <Card padding={4} radius={3} shadow={1} style={{ minWidth: 0 }}>
            {chosen === undefined ? (
              <Flex justify="center">
                <Text muted>{T.choose}</Text>
              </Flex>
            ) : section === 'enquiries' ? (
              <EnquiryDetail key={chosen} id={chosen} staff={staff.data?.staff ?? []} onChanged={() => setRound((n) => n + 1)} />
            ) : section === 'orders' ? (
              <OrderDetail key={chosen} id={chosen} onChanged={() => setRound((n) => n + 1)} />
            ) : section === 'donations' ? (
              <DonationDetail key={chosen} id={chosen} />
            ) : (
              <MembershipDetail key={chosen} id={chosen} onChanged={() => setRound((n) => n + 1)} />
            )}
          </Card>
        </Grid>
      </Stack>
    </Card>
  );
}
