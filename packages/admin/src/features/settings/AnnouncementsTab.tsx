// The announcements tab: the strip and the popup the shop shows, per language with a preview as the shop
// draws them, then the contacts and the socials; one Save for all (PUT /api/staff/settings/options).
import { SaveBar, Skeleton, Stack } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { AnnouncementPanel } from './AnnouncementPanel';
import { ContactsPanel } from './ContactsPanel';
import { LoadProblem, ManagersOnly } from './ManagersOnly';
import { saveBarProps } from './saveBarProps';
import { SocialsPanel } from './SocialsPanel';

export const AnnouncementsTab = observer(function AnnouncementsTab() {
  const { settings, session } = useStores();
  const page = settings.announcements;
  const operator = session.staff?.role === 'operator';
  const t = useT();

  useEffect(() => {
    if (!operator) void page.load();
  }, [page, operator]);

  if (operator) return <ManagersOnly />;
  if (page.loadProblem) return <LoadProblem problem={page.loadProblem} />;
  if (!page.draft) return <Skeleton variant="rect" height={240} />;
  return (
    <Stack
      as="form"
      gap="md"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void page.save();
      }}
    >
      <AnnouncementPanel kind="alert_message" />
      <AnnouncementPanel kind="alert_popup_message" />
      <ContactsPanel />
      <SocialsPanel />
      <SaveBar {...saveBarProps(page.status, t)} />
    </Stack>
  );
});
